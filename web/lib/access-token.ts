/** Our API's access token, kept in localStorage under `accessToken` (docs/product.md section 3). */
const KEY = 'accessToken';

export const accessToken = {
  get: () => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
};
