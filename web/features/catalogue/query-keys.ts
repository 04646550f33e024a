import { sharedKeys } from '@/lib/query-keys';

/** Every public product list, under the prefix a seller's change to a listing refreshes (web/lib/query-keys.ts). */
export const catalogueKeys = {
  all: sharedKeys.products,
  /** One category's unsold products, or all of them (`undefined`), with the filters as sent. */
  list: (categoryId: string | undefined, filters: object) =>
    [...catalogueKeys.all, categoryId ?? 'all', filters] as const,
  advertised: () => [...catalogueKeys.all, 'advertised'] as const,
};
