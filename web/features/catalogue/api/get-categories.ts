import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async () => readJson(await api.categories.$get()),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
