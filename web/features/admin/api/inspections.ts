import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';

/** Inspections on their way (requested, scheduled, assigned), the soonest visit first, with their technician. */
export function useOpenInspections() {
  return useQuery({
    queryKey: adminKeys.inspections(),
    queryFn: async () => readJson(await api.dashboard.inspections.$get()),
  });
}

export type OpenInspection = NonNullable<ReturnType<typeof useOpenInspections>['data']>[number];

/** The accounts an admin made technicians, by name: whom an inspection can be assigned to. */
export function useTechnicians() {
  return useQuery({
    queryKey: adminKeys.technicians(),
    queryFn: async () => readJson(await api.dashboard.technicians.$get()),
  });
}

export type Technician = NonNullable<ReturnType<typeof useTechnicians>['data']>[number];

/** Assigns a technician to an inspection whose time the seller confirmed (or another one, until the report). */
export function useAssignTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ inspectionId, technicianId }: { inspectionId: string; technicianId: string }) =>
      readJson(await api.inspections[':id'].assign.$put({ param: { id: inspectionId }, json: { technicianId } })),
    // A refusal (the inspection moved on meanwhile) also means the queue is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inspections() }),
  });
}

/** Cancels an inspection before its visit is recorded; a paid fee is refunded in full. */
export function useCancelInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ inspectionId, reason }: { inspectionId: string; reason?: string }) =>
      readJson(await api.inspections[':id'].cancel.$put({ param: { id: inspectionId }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inspections() }),
  });
}

/** Makes a user a technician (`on`) or takes the role back; the users' tables and the technicians change. */
export function useSetTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, on }: { userId: string; on: boolean }) => {
      const param = { param: { id: userId } };
      return readJson(await (on ? api.user[':id'].technician.$put(param) : api.user[':id'].technician.$delete(param)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
