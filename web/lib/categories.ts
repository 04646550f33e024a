/**
 * The categories (GET /api/categories), named in the visitor's language. The API keeps a
 * category's Bangla name and description beside its English ones (docs/decisions/008-languages.md);
 * a category without them shows its English ones.
 */
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configurationApi, readJson } from './api-client';
import { sharedKeys } from './query-keys';

export const categoriesQuery = queryOptions({
  queryKey: sharedKeys.categories,
  // '/' asks for them with its HTML (build/prerender-shell.ts).
  queryFn: async () => readJson(await configurationApi.categories.$get()),
});

type ApiCategory = Awaited<ReturnType<NonNullable<typeof categoriesQuery.queryFn>>>[number];

const inEnglish = (list: ApiCategory[]) => list.map(({ bn, ...category }) => category);
const inBangla = (list: ApiCategory[]) => list.map(({ bn, ...category }) => (bn ? { ...category, ...bn } : category));

const inLanguage = (locale: string) => (locale === 'bn' ? inBangla : inEnglish);

/** The categories in display order, each with its name and description in the page's language. */
export function useCategories() {
  const { i18n } = useLingui();
  return useQuery({ ...categoriesQuery, select: inLanguage(i18n.locale) });
}

/**
 * A category's name in the page's language, for a screen that has its English name (`fallback`):
 * the categories are asked for only on a Bangla page, and the English name shows until they are in.
 */
export function useCategoryName(categoryId: string | undefined, fallback: string) {
  const { i18n } = useLingui();
  const { locale } = i18n;
  const { data } = useQuery({ ...categoriesQuery, select: inLanguage(locale), enabled: locale === 'bn' });
  return data?.find((category) => category._id === categoryId)?.name ?? fallback;
}
