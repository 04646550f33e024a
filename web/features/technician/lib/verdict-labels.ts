import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectionVerdict } from '@shared/domain';

/** The technician's verdicts in words. */
export const verdictLabels: Record<InspectionVerdict, MessageDescriptor> = {
  passed: msg`Passed`,
  'passed-with-notes': msg`Passed with notes`,
  failed: msg`Failed`,
};

/** What each verdict means, under its name where the technician chooses one. */
export const verdictHints: Record<InspectionVerdict, MessageDescriptor> = {
  passed: msg`Cools well, nothing the buyer needs to know.`,
  'passed-with-notes': msg`Works, with something the buyer should know.`,
  failed: msg`Not fit to buy as it is.`,
};

/** A verdict's colours: green, amber or red. */
export const verdictTone: Record<InspectionVerdict, string> = {
  passed: 'bg-green-50 text-green-800 ring-green-200',
  'passed-with-notes': 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};
