/** Where the next page of a list starts: after the listing with sort value `v` and id `id`. */
export interface Cursor {
  v: number;
  id: string;
}

/** The cursor as the `cursor` parameter of a page link (base64url JSON). */
export function encodeCursor(cursor: Cursor) {
  return btoa(JSON.stringify(cursor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor of a page link, or null when it is not one we made (a finite value and an id). */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))) as Partial<Cursor>;
    return typeof value.v === 'number' && Number.isFinite(value.v) && typeof value.id === 'string'
      ? { v: value.v, id: value.id }
      : null;
  } catch {
    return null;
  }
}
