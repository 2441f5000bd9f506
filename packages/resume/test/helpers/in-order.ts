/** Remove all whitespace: line breaks and CJK wrapping make spacing differ from the source. */
export const compact = (text: string): string => text.replace(/\s+/g, '');

/**
 * The values that `text` lacks, when they must appear in the given order: each value is
 * searched after the end of the previous one. Returns [] when all are found in order.
 */
export const missingInOrder = (text: string, values: readonly string[]): string[] => {
  const haystack = compact(text);
  const missing: string[] = [];
  let cursor = 0;
  for (const value of values) {
    const needle = compact(value);
    const at = haystack.indexOf(needle, cursor);
    if (at === -1) {
      missing.push(haystack.includes(needle) ? `${value} (out of order)` : value);
      continue;
    }
    cursor = at + needle.length;
  }
  return missing;
};
