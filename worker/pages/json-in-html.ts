/** JSON inside a script element: `<` escaped, so no text in it (a listing's, a seller's) can close the element. */
export function jsonLd(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
