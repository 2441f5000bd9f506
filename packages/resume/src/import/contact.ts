/** What kind of contact detail a piece of text is, by its shape. */
export type ContactKind = 'email' | 'phone' | 'url' | 'location';

const EMAIL = /^(?:e-?mail:?\s*)?([\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)$/iu;
const URL =
  /^(?:(?:web|website|portfolio|linkedin|github|url):?\s*)?((?:https?:\/\/|www\.)\S+|(?:[\w-]+\.)+(?:com|org|net|io|dev|me|design|de|fr|uk|ru|gr|cn|jp|kr|app|co|page|site|info|eu)(?:\/\S*)?)$/iu;
const PHONE = /^(?:(?:tel|phone|mobile|mob|tél|телефон)\.?:?\s*)?(\+?[\d\s().\-–/]{7,})$/iu;

/** The kind of one contact item, and its value without a label ('E-mail: a@b.c' → 'a@b.c'). */
export const contactKind = (text: string): { kind: ContactKind; value: string } | null => {
  const value = text.trim();
  const email = EMAIL.exec(value);
  if (email?.[1]) return { kind: 'email', value: email[1] };
  const url = URL.exec(value);
  if (url?.[1]) return { kind: 'url', value: url[1] };
  const phone = PHONE.exec(value);
  if (phone?.[1] && (phone[1].match(/\d/g) ?? []).length >= 7)
    return { kind: 'phone', value: phone[1].trim() };
  return null;
};

/** Contact items are often separated by '|', '•', '·' or wide spaces on one line. */
export const splitContactLine = (segments: string[]): string[] =>
  segments.flatMap((segment) =>
    segment
      .split(/\s+[|•·◦▪∙]\s+|\s{2,}|\s*\|\s*/u)
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** A short text that reads as a place ('Lyon, France', 'Remote', 'Санкт-Петербург, Россия'). */
export const looksLikePlace = (text: string): boolean =>
  /^(?:remote|hybrid)$/i.test(text.trim()) ||
  (/^[^\d@/]{2,60}$/u.test(text.trim()) &&
    text.trim().split(/\s+/).length <= 6 &&
    /^\p{Lu}|^\p{Lo}/u.test(text.trim()));
