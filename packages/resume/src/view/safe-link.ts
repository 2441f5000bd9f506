/**
 * The target a link may have in a PDF, a Word file or the print page: http, https, mailto and
 * tel only. `javascript:`, `data:`, `file:` and text without a scheme stay plain text.
 */
export const safeLink = (url: string): string | null => {
  const target = url.trim();
  return /^(https?:|mailto:|tel:)/i.test(target) ? target : null;
};
