import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import type { InspectionReport } from '@shared/schemas/inspections';
import { technicianKeys } from '@/features/technician/query-keys';

/** The signed-in technician's visits: those assigned to them, soonest first, and those they did. */
export function useTechnicianVisits() {
  return useQuery({
    queryKey: technicianKeys.visits(),
    queryFn: async () => readJson(await api.technician.inspections.$get()),
  });
}

export type Visit = NonNullable<ReturnType<typeof useTechnicianVisits>['data']>['upcoming'][number];

/** One inspection, as its assigned technician reads it: the listing, the slot and where to go. */
export function useInspection(id: string) {
  return useQuery({
    queryKey: technicianKeys.inspection(id),
    queryFn: async () => readJson(await api.inspections[':id'].$get({ param: { id } })),
  });
}

export type InspectionDetail = NonNullable<ReturnType<typeof useInspection>['data']>;

/** Records the checklist: the visit leaves the technician's upcoming list for the done one. */
export function useRecordReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, report }: { id: string; report: InspectionReport }) =>
      readJson(await api.inspections[':id'].report.$put({ param: { id }, json: report })),
    // A refusal (the visit moved on meanwhile) also means what the technician sees is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: technicianKeys.all }),
  });
}

/**
 * A photo for the report (the serial plate first), uploaded by the assigned technician for this
 * visit (the listing photos' upload is for sellers); answers its address.
 */
export const uploadReportPhoto = (inspectionId: string, file: File, onProgress: (percent: number) => void) =>
  uploadImage(file, onProgress, `/api/inspections/${encodeURIComponent(inspectionId)}/photos`);
