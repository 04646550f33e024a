/**
 * The categories (GET /api/categories), named in the visitor's language. The API keeps a
 * category's Bangla name and description beside its English ones (docs/decisions/008-languages.md);
 * a category without them shows its English ones.
 */
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi, readJson } from './api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async () => readJson(await publicApi.categories.$get()),
});

type ApiCategory = Awaited<ReturnType<NonNullable<typeof categoriesQuery.queryFn>>>[number];

const inEnglish = (list: ApiCategory[]) => list.map(({ bn, ...category }) => category);
const inBangla = (list: ApiCategory[]) => list.map(({ bn, ...category }) => (bn ? { ...category, ...bn } : category));

/** The categories in display order, each with its name and description in the page's language. */
export function useCategories() {
  const { i18n } = useLingui();
  return useQuery({ ...categoriesQuery, select: i18n.locale === 'bn' ? inBangla : inEnglish });
}

/** A category's name in the page's language; `fallback` until the categories are in. */
export function useCategoryName(categoryId: string | undefined, fallback: string) {
  const { data } = useCategories();
  return data?.find((category) => category._id === categoryId)?.name ?? fallback;
}
