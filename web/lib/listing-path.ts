/**
 * A listing's address: its id, then a readable slug of its name (`/listing/ab12…/gree-1-5-ton-split-ac`).
 * Only the id counts; the slug is for people and search engines, so an old one still works.
 */
export function listingPath(id: string, name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `/listing/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}
