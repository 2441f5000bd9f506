import { describe, expect, it } from 'vitest';
import { cleanAiTexts, parseAiList, withoutPresent } from '../src/rules/ai-text';

describe('AI replies (spec section 7)', () => {
  it('parses a JSON array, fenced or not, cleaned and without repeats', () => {
    expect(parseAiList('["SQL", " sql ", "", "• Python"]', 100)).toEqual(['SQL', 'Python']);
    expect(parseAiList('```json\n["A", "B"]\n```', 100)).toEqual(['A', 'B']);
  });

  it('splits by lines when the reply is not JSON, dropping numbering and bullets', () => {
    expect(parseAiList('1. Hiking\n2) Chess\n- Baking\n\n"Yoga",', 100)).toEqual([
      'Hiking',
      'Chess',
      'Baking',
      'Yoga',
    ]);
  });

  it('keeps at most 15 items and cuts each to its limit', () => {
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => `Item ${i}`));
    expect(parseAiList(many, 100)).toHaveLength(15);
    const [long] = parseAiList(JSON.stringify(['word '.repeat(100)]), 50);
    expect(long!.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/\.\.\.$/);
  });

  it('trims texts, drops empty ones and repeats, at most 3 by default', () => {
    expect(cleanAiTexts(['  a  ', '', 'A', 'b', 'c', 'd'], 100)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out what is present, case-insensitively', () => {
    expect(withoutPresent(['Excel', 'SQL', 'Python'], [' excel', 'PYTHON'])).toEqual(['SQL']);
  });
});
