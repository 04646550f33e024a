import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi, readJson } from '../../../lib/api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async () => readJson(await publicApi.categories.$get()),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
