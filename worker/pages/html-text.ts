/** Text written into HTML by hand (the pages the Worker writes from the SPA's shell). */

/** JSON inside a script element: `<` escaped, so no text in it (a listing's, a seller's) can close the element. */
export function jsonLd(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Text for a double-quoted attribute or an element's content. */
export function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
