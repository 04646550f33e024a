/**
 * Data the Worker wrote into the page as a JSON script element (worker/pages/listing-shell.ts),
 * taken once: the element goes, so a later render asks the API instead. Nothing if it is not there
 * or does not parse.
 */
export function takePageData<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
