/** Characters resumes put before list items ('•', '▪', '–', '✓', …). */
export const BULLET_CHARS = '•·▪◦●○■□◆◇♦►▸▹‣⁃∙➢➤✓✔❖*-–—';

const bulletStart = new RegExp(`^\\s*[${BULLET_CHARS.replace(/[-\]\\^]/g, '\\$&')}]\\s+`, 'u');
const bulletOnly = new RegExp(`^\\s*[${BULLET_CHARS.replace(/[-\]\\^]/g, '\\$&')}]\\s*$`, 'u');

/** The text without a leading bullet, and whether it had one. '-' and '*' need a space after. */
export const stripBullet = (text: string): { text: string; bullet: boolean } => {
  const match = bulletStart.exec(text);
  return match ? { text: text.slice(match[0].length), bullet: true } : { text, bullet: false };
};

/** A text item that is nothing but a bullet character. */
export const isBulletOnly = (text: string): boolean => bulletOnly.test(text);
