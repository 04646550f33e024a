/**
 * Everyone involved is told at each step (docs/decisions/028-notifications.md): the requester and the
 * seller always, the technician once assigned. Keyed by step and inspection, so a retried request
 * tells each person once.
 */
import type { InspectionStep } from '../../shared/domain';
import type { Inspection } from '../db/schema';
import { tell, type NotificationEvent, type QueueMessage } from '../notifications';

export function inspectionEvents(
  inspection: Pick<Inspection, 'id' | 'requesterId' | 'sellerId' | 'technicianId' | 'slotAt'>,
  product: string,
  step: InspectionStep,
  reason?: string,
): NotificationEvent[] {
  const people = new Set([inspection.requesterId, inspection.sellerId]);
  if (inspection.technicianId && (step === 'assigned' || step === 'cancelled')) people.add(inspection.technicianId);
  return [...people].map((userId) => ({
    userId,
    kind: 'inspection',
    key: `inspection-${step}:${inspection.id}`,
    params: { product, step, at: inspection.slotAt.getTime(), ...(reason && { reason }) },
    // The technician works from their own list, where the visit's address is.
    link:
      userId === inspection.technicianId && step === 'assigned'
        ? '/dashboard/technician'
        : `/inspections/${encodeURIComponent(inspection.id)}`,
  }));
}

/** Tells everyone involved of a step; a failure to enqueue is logged, never the caller's. */
export const tellStep = (
  queue: Queue<QueueMessage>,
  inspection: Parameters<typeof inspectionEvents>[0],
  product: string,
  step: InspectionStep,
  reason?: string,
) => tell(queue, { about: 'events', events: inspectionEvents(inspection, product, step, reason) });
