import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@shared/domain';

/** Each reason a person can report something for, as they read it. */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam, or asks for an advance payment`,
  'wrong-category': msg`Wrong category`,
  prohibited: msg`Prohibited item`,
  misleading: msg`Misleading`,
  offensive: msg`Offensive`,
  duplicate: msg`Duplicate`,
  other: msg`Something else`,
};
