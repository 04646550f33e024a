/**
 * A listing's address: its id, then a readable slug of its name (`/listing/ab12…/gree-1-5-ton-split-ac`).
 * Only the id counts; the slug is for people and search engines, so an old one still works.
 */
export function listingPath(id: string, name: string) {
  // Letters keep their marks: Bangla writes its vowel signs and conjuncts with them (\p{M}).
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `/listing/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}
