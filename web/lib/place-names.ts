/**
 * Where a card's listing is, in the page's language (`placeText`). The names of the districts
 * (./places, 2.4 KB) are a chunk that an English page never loads: a Bangla page asks for it as it
 * starts (`warmPlaceNames`), and a card shows the location as its seller wrote it until it is in.
 */
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedKeys } from './query-keys';

const placeNames = () => import('./places');

const placeNamesQuery = queryOptions({
  queryKey: sharedKeys.placeNames,
  queryFn: async () => (await placeNames()).placeText,
  staleTime: Infinity,
});

/** Starts loading the district names on a Bangla page, so its first cards rarely wait for them. */
export function warmPlaceNames(language: string) {
  // A failure here is the card's query's to retry; until then cards show the seller's words.
  if (language === 'bn') placeNames().catch(() => {});
}

export function usePlaceText(listing: { location: string; district?: string | null }) {
  const { i18n } = useLingui();
  const { data: placeText } = useQuery({
    ...placeNamesQuery,
    enabled: i18n.locale === 'bn' && Boolean(listing.district),
  });
  return placeText && i18n.locale === 'bn' ? placeText(listing) : listing.location;
}
