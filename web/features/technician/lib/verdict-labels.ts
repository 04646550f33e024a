import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectionVerdict } from '@shared/domain';

/** What each verdict means, under its name where the technician chooses one. */
export const verdictHints: Record<InspectionVerdict, MessageDescriptor> = {
  passed: msg`Cools well, nothing the buyer needs to know.`,
  'passed-with-notes': msg`Works, with something the buyer should know.`,
  failed: msg`Not fit to buy as it is.`,
};
