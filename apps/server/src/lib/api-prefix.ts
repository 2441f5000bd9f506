/** Every API route lives under this prefix (spec section 7). */
export const API_PREFIX = '/resume';

/** Whether a request URL is under the API (not the web app). */
export const isApiPath = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
