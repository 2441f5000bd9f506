import { safeLink } from '../../view/safe-link';

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

/** Only http(s), mailto and tel links become href values (escaped); anything else is dropped. */
export const safeHref = (url: string): string | null => {
  const target = safeLink(url);
  return target === null ? null : escapeHtml(target);
};
