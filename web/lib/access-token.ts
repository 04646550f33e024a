/** Our API's access token, kept in localStorage under `accessToken` (docs/product.md section 3). */
const KEY = 'accessToken';

export const accessToken = {
  get: () => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
  /**
   * Calls `listener` with the token whenever another tab stores or removes it (the storage event
   * never fires in the tab that wrote). Returns a function that stops listening.
   */
  onOtherTabChange(listener: (token: string | null) => void) {
    const handle = (event: StorageEvent) => {
      // A null key is another tab clearing the whole storage.
      if (event.key === KEY || event.key === null) listener(localStorage.getItem(KEY));
    };
    window.addEventListener('storage', handle);
    return () => window.removeEventListener('storage', handle);
  },
};
