/** Divisions and districts (shared/places.ts) as the page's language names them. */
import { districtInText, districts, divisions, type DistrictId, type DivisionId } from '@shared/places';
import { i18n } from './i18n';

export type { DistrictId, DivisionId };

const named = <T extends { en: string; bn: string }>(place: T) => (i18n.locale === 'bn' ? place.bn : place.en);

/** The 8 divisions, in the language's alphabetical order. */
export function divisionOptions() {
  return divisions.map((d) => ({ id: d.id, name: named(d) })).sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
}

/** The districts of a division (every district when none is chosen), in alphabetical order. */
export function districtOptions(division: string | undefined) {
  return districts
    .filter((d) => !division || d.division === division)
    .map((d) => ({ id: d.id, name: named(d) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
}

/** The division a district lies in. */
export function divisionOfDistrict(district: string | null | undefined) {
  return districts.find((d) => d.id === district)?.division ?? '';
}

/**
 * Where a listing is, in the page's language: the area as its seller wrote it, with the district
 * when the area does not name it; a listing without an area reads as its district.
 */
export function placeText(listing: { location: string; district?: string | null }) {
  const district = districts.find((d) => d.id === listing.district);
  if (!district) return listing.location;
  if (listing.location === district.en) return named(district);
  if (districtInText(listing.location) === district.id) return listing.location;
  return `${listing.location}, ${named(district)}`;
}

/** The area a seller wrote for a listing: none when its location only names its district. */
export function areaOf(listing: { location?: string; district?: string | null }) {
  const district = districts.find((d) => d.id === listing.district);
  return district && listing.location === district.en ? '' : (listing.location ?? '');
}
