const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Only http(s) and mailto links become href values; anything else (javascript:, data:) is dropped. */
export const safeHref = (url: string): string | null =>
  /^(https?:|mailto:)/i.test(url.trim()) ? escapeHtml(url.trim()) : null;
