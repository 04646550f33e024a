/**
 * Words as search sees them, one definition for the listings' stored terms and for what a person
 * types: lower case, Latin accents dropped (so "Dhaká" finds "Dhaka"), split at anything that is
 * not a letter, a combining mark or a digit. Marks stay inside words because Bengali writes its
 * vowel signs with them: "ফ্যান" is one word, not three.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Longer words are cut here, in the stored terms and in queries alike, so a term stays an index key. */
export const TERM_MAX = 40;
/** Location words are stored a second time under this prefix, for the `location` filter. */
export const LOCATION_PREFIX = 'l:';

export function words(text: string): string[] {
  const folded = text.normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase();
  return (folded.match(WORD) ?? []).map((word) => word.slice(0, TERM_MAX));
}

/** A listing's distinct terms: every word of its name, description and place, and its place's words again under LOCATION_PREFIX. */
export function searchTerms(listing: { name: string; about: string; location: string }): string[] {
  const place = words(listing.location);
  return [
    ...new Set([
      ...words(listing.name),
      ...words(listing.about),
      ...place,
      ...place.map((word) => LOCATION_PREFIX + word),
    ]),
  ];
}
