/**
 * The address an answer is kept under in the edge cache: its path and only the query parameters
 * it reads (`keys`), in one order. A made-up parameter (`?x=<random>`) or the same ones in another
 * order then find the copy already kept instead of running the reads again.
 */
export function cacheKey(url: string, keys: readonly string[] = []) {
  const address = new URL(url);
  const kept = [...address.searchParams].filter(([name]) => keys.includes(name));
  // Sorted by name only: a name given twice keeps its values' order (the validation refuses it anyway).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  address.search = new URLSearchParams(kept).toString();
  return address.href;
}
