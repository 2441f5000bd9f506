import type { Block } from './types';

/** Split at commas, semicolons, '|' and '•' that are not inside parentheses. */
export const splitItems = (text: string): string[] => {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('([{（'.includes(char)) depth++;
    if (')]}）'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && ',;|•·、，；'.includes(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
};

/** 'Languages: Python, Go' → the label and the rest. */
const LABEL = /^([\p{L}][\p{L}\s&/-]{1,30}):\s+(.+)$/u;

const SEPARATOR_AT_END = /[,;|•·、，；]\s*$/u;

/**
 * The items of a list section (skills, interests), line by line: where the lines hold
 * separators (a comma-separated list), a line that does not end with one goes on in the next
 * (an item wrapped); where none does, every line is one item. A group label before a colon
 * ('Languages: Python, Go') is not an item and is reported.
 */
export const listItems = (blocks: Block[], leftOut: string[], section: string): string[] => {
  const lines = blocks.flatMap((block) => block.lines.map((line) => line.text));
  const separated = lines.some(
    (line) => splitItems(line).length > 1 || SEPARATOR_AT_END.test(line),
  );
  const texts: string[] = [];
  for (const line of lines) {
    const last = texts.length - 1;
    const label = LABEL.exec(line);
    if (separated && last >= 0 && !label && !SEPARATOR_AT_END.test(texts[last] ?? ''))
      texts[last] = `${texts[last]} ${line}`;
    else texts.push(line);
  }
  return texts.flatMap((text) => {
    const label = LABEL.exec(text);
    if (label?.[1] && label[2]) {
      leftOut.push(`The group name "${label[1].trim()}" in ${section}`);
      return splitItems(label[2]);
    }
    return splitItems(text);
  });
};

/** One item per paragraph or bullet (certifications). */
export const lineItems = (blocks: Block[]): string[] =>
  blocks.map((block) => block.text.trim()).filter(Boolean);
