import type { InspectionState } from '@shared/domain';
import type { Inspection } from '@/features/inspections/api/inspection';

/**
 * Which states each person may cancel from, as the Worker allows (worker/inspections/inspection-steps.ts):
 * the requester until a technician is on it, the seller until it is done.
 */
const CANCELLABLE: Record<'requester' | 'seller' | 'admin', readonly InspectionState[]> = {
  requester: ['unpaid', 'requested', 'scheduled'],
  seller: ['requested', 'scheduled', 'assigned'],
  admin: ['unpaid', 'requested', 'scheduled', 'assigned'],
};

type Part = Pick<Inspection, 'state' | 'you'>;

/** Whether the caller may cancel it now. */
export const canCancel = ({ state, you }: Part) =>
  (['requester', 'seller', 'admin'] as const).some((part) => you[part] && CANCELLABLE[part].includes(state));

/** Whether the caller is the seller asked to confirm the time. */
export const canSchedule = ({ state, you }: Part) => you.seller && state === 'requested';

/** Whether the caller is the seller of a failed report that waits for them, and still stands. */
export const canPublish = (inspection: Pick<Inspection, 'state' | 'you' | 'report'>, now = Date.now()) => {
  const { report } = inspection;
  return (
    inspection.you.seller &&
    inspection.state === 'done' &&
    report !== null &&
    report.verdict === 'failed' &&
    !report.published &&
    report.endsAt !== null &&
    Date.parse(report.endsAt) > now
  );
};
