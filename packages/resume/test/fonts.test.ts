import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakWords } from '../src/engine/text/word-breaks';
import { FONT_FILES, urlFontResolver } from '../src/fonts/manifest';
import { nodeFontResolver } from '../src/fonts/node';
import { cjkGroupsFor, fontStackFor } from '../src/fonts/scripts';

describe('font choice', () => {
  it('needs no CJK font for Latin, Greek and Cyrillic', () => {
    expect(fontStackFor('Amélie Weiß Ελένη Дмитрий')).toEqual(['Noto Sans']);
  });
  it('loads the CJK font the text needs', () => {
    expect(cjkGroupsFor('王小明')).toEqual(['sc']);
    expect(cjkGroupsFor('佐藤 由紀です')).toEqual(['jp']);
    expect(cjkGroupsFor('김민준')).toEqual(['kr']);
    // The other CJK fonts follow as fallbacks, for characters the first one lacks; the engine
    // loads a fallback only when a character needs it (engine/fonts/font-set.ts).
    expect(fontStackFor('Jane 김민준 王')).toEqual([
      'Noto Sans',
      'Noto Sans KR',
      'Noto Sans SC',
      'Noto Sans JP',
    ]);
  });
  it('loads the font of each other script, only when the text has it', () => {
    expect(fontStackFor('ليلى حداد, Go')).toEqual(['Noto Sans', 'Noto Sans Arabic']);
    expect(fontStackFor('נועה כהן')).toEqual(['Noto Sans', 'Noto Sans Hebrew']);
    expect(fontStackFor('สมชาย ใจดี')).toEqual(['Noto Sans', 'Noto Sans Thai']);
    // Noto Sans itself has Devanagari.
    expect(fontStackFor('प्रिया शर्मा')).toEqual(['Noto Sans']);
  });
  it('loads symbol and emoji fonts for the characters Noto Sans lacks', () => {
    expect(fontStackFor('≥ 99% → ✓')).toEqual([
      'Noto Sans',
      'Noto Sans Math',
      'Noto Sans Symbols 2',
    ]);
    expect(fontStackFor('Launch 🚀')).toEqual(['Noto Sans', 'Noto Emoji']);
    // Every CJK font has the arrows and operators.
    expect(fontStackFor('王 → ≥')).toEqual([
      'Noto Sans',
      'Noto Sans SC',
      'Noto Sans JP',
      'Noto Sans KR',
    ]);
    expect(fontStackFor('• – — € © ™')).toEqual(['Noto Sans']);
  });
});

describe('line breaks', () => {
  it('never splits a Latin word', () => {
    expect(breakWords('Kategorie')).toEqual(['Kategorie']);
  });
  it('allows a break between CJK characters through empty syllables', () => {
    expect(breakWords('软件工程')).toEqual(['软', '', '件', '', '工', '', '程']);
  });
  it('keeps closing punctuation with the character before it', () => {
    expect(breakWords('完成。')).toEqual(['完', '', '成。']);
  });
  it('keeps Korean words whole (Korean breaks at spaces)', () => {
    expect(breakWords('최적화')).toEqual(['최적화']);
  });
});

describe('font files', () => {
  it('resolves every file from node_modules', () => {
    for (const font of FONT_FILES) expect(existsSync(nodeFontResolver(font))).toBe(true);
  });
  it('builds absolute URLs for the browser', () => {
    const [first] = FONT_FILES;
    if (!first) throw new Error('no fonts');
    expect(urlFontResolver('/fonts/', 'https://app.example/builder')(first)).toBe(
      `https://app.example/fonts/${first.fileName}`,
    );
    expect(urlFontResolver({ [first.id]: '/assets/a.ttf' }, 'https://app.example/')(first)).toBe(
      'https://app.example/assets/a.ttf',
    );
    expect(() => urlFontResolver({}, 'https://app.example/')(first)).toThrow(/No URL given/);
  });
});

describe('long links', () => {
  it('may break after a slash or the at sign, without a hyphen', () => {
    expect(breakWords('https://www.linkedin.com/in/juergen')).toEqual([
      'https://www.linkedin.com/',
      '',
      'in/',
      '',
      'juergen',
    ]);
    expect(breakWords('juergen.weiss-mueller@beispiel.de')).toEqual([
      'juergen.weiss-mueller@',
      '',
      'beispiel.de',
    ]);
    expect(breakWords('https://a.b')).toEqual(['https://a.b']);
  });
  it('breaks after a dot or hyphen only inside a part too long for a line', () => {
    expect(breakWords('eleni.papadopoulou@example.gr')).toEqual([
      'eleni.papadopoulou@',
      '',
      'example.gr',
    ]);
    const long = 'firstname.middlename.lastname.surname@example.com';
    expect(breakWords(long)).toEqual([
      'firstname.',
      '',
      'middlename.',
      '',
      'lastname.',
      '',
      'surname@',
      '',
      'example.com',
    ]);
  });
});
