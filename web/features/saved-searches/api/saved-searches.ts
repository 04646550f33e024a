import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { SavedSearchInput, SavedSearchUpdate } from '@shared/schemas/notifications';
import { savedSearchKeys } from '@/features/saved-searches/query-keys';

export type SavedSearch = Awaited<
  ReturnType<typeof readJson<Awaited<ReturnType<(typeof api)['saved-searches']['$get']>>>>
>['savedSearches'][number];

/** The signed-in person's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: async () => (await readJson(await api['saved-searches'].$get())).savedSearches,
  });
}

function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}

export function useSaveSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: async (input: SavedSearchInput) => readJson(await api['saved-searches'].$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: SavedSearchUpdate }) =>
      readJson(await api['saved-searches'][':id'].$patch({ param: { id }, json: change })),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api['saved-searches'][':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}
