/** Admin tables (spec section 9): first 5 characters, '...', last 3. Short ids unchanged. */
export const shortenId = (id: string): string =>
  id.length <= 8 ? id : `${id.slice(0, 5)}...${id.slice(-3)}`;
