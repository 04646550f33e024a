import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectionState, InspectionVerdict } from '@shared/domain';

/**
 * Inspections in words, written once for every screen that shows one: the listing's report, the
 * people's pages, the technician's list and the admins' queue.
 */

/** The technician's verdict as people read it; the values themselves are the API's. */
export const verdictLabels: Record<InspectionVerdict, MessageDescriptor> = {
  passed: msg`Passed`,
  'passed-with-notes': msg`Passed with notes`,
  failed: msg`Failed`,
};

/** A verdict's colours: green for passed, amber with notes, red for failed. */
export const verdictClasses: Record<InspectionVerdict, string> = {
  passed: 'bg-green-50 text-green-800 ring-green-200',
  'passed-with-notes': 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** Where an inspection stands, in a list. */
export const stateLabels: Record<InspectionState, MessageDescriptor> = {
  unpaid: msg`Waiting for payment`,
  requested: msg`Requested`,
  scheduled: msg`Time confirmed`,
  assigned: msg`Technician assigned`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
};
