/**
 * Where a search box (a form with a `q` field: the header's, the home page's hero) leads: the
 * catalogue with that search, as /allproduct reads it, or every product when the box is empty.
 */
export function productSearchPath(form: HTMLFormElement) {
  const q = new FormData(form).get('q')?.toString().trim() ?? '';
  return q ? `/allproduct?q=${encodeURIComponent(q)}` : '/allproduct';
}
