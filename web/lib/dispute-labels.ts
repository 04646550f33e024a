import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DisputeReason } from '@shared/domain';

/** Each dispute reason in words, for the buyer's form and the admins' queue. */
export const disputeReasonLabels: Record<DisputeReason, MessageDescriptor> = {
  'not-cooling': msg`It does not cool properly`,
  'not-as-described': msg`It is not as the listing described`,
  damaged: msg`It is damaged or leaks`,
  'not-handed-over': msg`The seller never handed it over`,
  other: msg`Something else`,
};
