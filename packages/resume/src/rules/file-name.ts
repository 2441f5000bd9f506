export type ExportExtension = 'pdf' | 'docx' | 'txt' | 'json' | 'html';

// Characters Windows, macOS or Linux refuse in a file name, plus control characters.
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/**
 * Spec section 9: the full name with spaces turned into underscores plus '_Resume.<ext>'
 * ('Jane Doe' → 'Jane_Doe_Resume.pdf'). Characters illegal in file names are dropped;
 * with no usable name the file is just 'Resume.<ext>'.
 */
export const fileName = (fullName: string | undefined, ext: ExportExtension): string => {
  const base = (fullName ?? '')
    .replace(ILLEGAL, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return base ? `${base}_Resume.${ext}` : `Resume.${ext}`;
};
