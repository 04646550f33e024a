import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { InspectionScheduleInput } from '@shared/schemas/inspections';
import { inspectionKeys } from '@/features/inspections/query-keys';

const fetchInspection = async (id: string) => readJson(await api.inspections[':id'].$get({ param: { id } }));
const fetchMine = async () => readJson(await api.inspections.mine.$get());

/** One inspection as the caller may read it: `you` says who they are to it, `report` once it is done. */
export type Inspection = Awaited<ReturnType<typeof fetchInspection>>;
/** A done inspection's report: the checklist, the verdict, who made it and until when it stands. */
export type ReportData = NonNullable<Inspection['report']>;
/** One of the caller's inspections: `yours` is 'requested' (they asked) or 'listing' (theirs to show). */
export type MyInspection = Awaited<ReturnType<typeof fetchMine>>[number];

export function useInspection(id: string) {
  return useQuery({ queryKey: inspectionKeys.detail(id), queryFn: () => fetchInspection(id) });
}

/** The inspections the signed-in person asked for, and those of their listings, newest first. */
export function useMyInspections() {
  return useQuery({ queryKey: inspectionKeys.mine(), queryFn: fetchMine });
}

/** Every step changes the inspection, the lists, and the listing's panel. */
function useStep<Input, Output>(step: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}

/** The seller confirms the time, with where the AC is and whom the technician calls. */
export function useScheduleInspection(id: string) {
  return useStep(async (visit: InspectionScheduleInput) =>
    readJson(await api.inspections[':id'].schedule.$put({ param: { id }, json: visit })),
  );
}

/** The seller shows a failed report on their listing. */
export function usePublishReport(id: string) {
  return useStep(async () => readJson(await api.inspections[':id'].publish.$put({ param: { id } })));
}

/** Cancels it before it is done; a paid fee is refunded in full. */
export function useCancelInspection(id: string) {
  return useStep(async (reason?: string) =>
    readJson(await api.inspections[':id'].cancel.$put({ param: { id }, json: reason ? { reason } : {} })),
  );
}
