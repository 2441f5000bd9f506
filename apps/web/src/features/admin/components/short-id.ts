/** The spec's short ID (section 9): the first 5 characters, dots, the last 3. */
export const shortId = (id: string) =>
  id.length <= 8 ? id : `${id.slice(0, 5)}...${id.slice(-3)}`;

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
