/**
 * A saved search's filters in words, in the page's language: the phrases the saved-searches page
 * shows, and the name the save dialog suggests ("1.5 ton inverter in Dhaka"). The filters are read
 * with the same schema the API saves them with.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { conditionLabels } from '@/components/product-card';
import { typeLabel } from '@/lib/ac-specs';
import { brandLabel } from '@/lib/brand-options';
import { formatNumber, formatPrice } from '@/lib/format';
import { districtOptions, divisionOptions } from '@/lib/places';
import { SEARCH_NAME_MAX, savedFiltersSchema, type SavedFilters } from '@shared/schemas/notifications';

/** A category's name by its id, where the page has the categories. */
export type CategoryName = (id: string) => string | undefined;

const savedKeys = Object.keys(savedFiltersSchema.shape);

/** What a saved search keeps of a list's query string: its filters that are set (not its order or seller). */
export function savedFiltersOf(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    savedKeys.flatMap((key) => {
      const value = query[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
}

/** /allproduct with these filters. */
export function searchPath(filters: Record<string, string>) {
  const query = new URLSearchParams(filters).toString();
  return query ? `/allproduct?${query}` : '/allproduct';
}

const parsed = (filters: Record<string, string>): SavedFilters | null => {
  const result = savedFiltersSchema.safeParse(filters);
  return result.success ? result.data : null;
};

/** A capacity as it qualifies a unit ("1.5 ton"). */
const capacity = (tons: number) => {
  const count = formatNumber(tons);
  return t`${count} ton`;
};

function placeOf(filters: SavedFilters) {
  const district = filters.district && districtOptions(undefined).find((d) => d.id === filters.district)?.name;
  const division = filters.division && divisionOptions().find((d) => d.id === filters.division)?.name;
  return [filters.location, district ?? division].filter(Boolean).join(', ');
}

function priceOf({ minPrice, maxPrice }: SavedFilters) {
  if (minPrice !== undefined && maxPrice !== undefined) {
    const [from, to] = [formatPrice(minPrice), formatPrice(maxPrice)];
    return t`${from} to ${to}`;
  }
  if (maxPrice !== undefined) {
    const price = formatPrice(maxPrice);
    return t`up to ${price}`;
  }
  if (minPrice !== undefined) {
    const price = formatPrice(minPrice);
    return t`from ${price}`;
  }
  return '';
}

const present = (parts: (string | false | undefined)[]) => parts.filter((part): part is string => Boolean(part));

/** The filters as short phrases: words, category, type, brand, capacity, inverter, condition, place, price. */
export function filterPhrases(filters: Record<string, string>, categoryName: CategoryName): string[] {
  const f = parsed(filters);
  if (!f) return Object.entries(filters).map(([key, value]) => `${key}: ${value}`);
  const words = f.q;
  return present([
    words && t`“${words}”`,
    f.category && (categoryName(f.category) ?? f.category),
    f.type && typeLabel(f.type),
    f.brand && brandLabel(f.brand),
    f.tons !== undefined && capacity(f.tons),
    f.inverter !== undefined && (f.inverter ? t`Inverter` : t`Non-inverter`),
    f.condition && i18n._(conditionLabels[f.condition]!),
    placeOf(f),
    priceOf(f),
  ]);
}

/** A name for a search of these filters, such as "1.5 ton inverter in Dhaka". */
export function suggestedName(filters: Record<string, string>, categoryName: CategoryName): string {
  const f = parsed(filters) ?? savedFiltersSchema.parse({});
  const inverter = f.inverter === undefined ? undefined : f.inverter ? t`inverter` : t`non-inverter`;
  const kind = (f.category && categoryName(f.category)) || (f.type && typeLabel(f.type)) || undefined;
  const words = f.q;
  const specs =
    present([
      words && t`“${words}”`,
      f.brand && brandLabel(f.brand),
      f.tons !== undefined && capacity(f.tons),
      inverter,
      kind,
    ]).join(' ') || t`Any AC`;
  const place = placeOf(f);
  const named = place ? t`${specs} in ${place}` : specs;
  const price = priceOf(f);
  return (price ? t`${named}, ${price}` : named).slice(0, SEARCH_NAME_MAX);
}
