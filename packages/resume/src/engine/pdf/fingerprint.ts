/**
 * A 64-bit FNV-1a hash of a string's UTF-16 code units, as 16 hex digits: cheap enough to
 * take of every page's content stream, wide enough that two different pages never collide
 * in practice.
 */
export const fingerprint = (text: string): string => {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo = (lo ^ text.charCodeAt(i)) >>> 0;
    // Multiply (hi, lo) by the 64-bit FNV prime 0x100000001b3, keeping 64 bits.
    const loMul = lo * 0x1b3;
    const carry = Math.floor(loMul / 0x100000000);
    hi = (hi * 0x1b3 + (lo << 8) + carry) >>> 0;
    lo = loMul >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
};
