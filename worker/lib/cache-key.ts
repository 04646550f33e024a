/** An address without its query: the edge cache's key of an answer that takes none. */
export function withoutQuery(url: string) {
  const address = new URL(url);
  address.search = '';
  return address.href;
}
