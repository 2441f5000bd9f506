/** Every API route lives under this prefix (spec section 7). */
export const API_PREFIX = '/resume';
