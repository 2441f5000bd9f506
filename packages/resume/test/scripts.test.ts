import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { cjkGroupsFor } from '../src/fonts/scripts';
import { renderPdf } from '../src/render/pdf';
import type { ResumeInput } from '../src/schema/resume';
import { compact } from './helpers/in-order';
import { pdfjsText } from './helpers/pdfjs-text';
import { pdfText } from './helpers/pdf-text';

// This file runs in a process of its own (vitest isolates files), so the Vietnamese
// resume below is the first document these fonts ever set: the glyph cache starts empty.
const VIETNAMESE: ResumeInput = {
  locale: 'vi',
  personalInfo: {
    fullName: 'Lê Thị Ngọc Ánh',
    jobTitle: 'Kỹ sư phần mềm',
    email: 'ngoc.anh@example.vn',
    aboutMe:
      'Chịu trách nhiệm thiết kế hệ thống thanh toán; Ặ ặ Ị ị Ọ ọ Ụ ụ Ỵ ỵ Ộ ộ Ệ ệ Ợ ợ Ự ự Ậ ậ.\n' +
      // The same letters typed as base letter plus combining dot below (NFD).
      'Thi\u0323 Ngo\u0323c: Chi\u0323u tra\u0301ch nhiê\u0323m.',
  },
  experience: [
    { company: 'Công ty Cổ phần Tiki', position: 'Kỹ sư phần mềm chính', startDate: '2020-03' },
  ],
};
const LATIN: ResumeInput = {
  personalInfo: {
    fullName: 'Jane Engineer',
    jobTitle: 'Software Engineer',
    aboutMe: 'Insisting on indexing, shipping things in time; Singapore and Beijing.',
  },
};

const texts = async (resume: ResumeInput, template: string) => {
  const bytes = await renderPdf(resume, { template, fonts: nodeFontResolver });
  return { bytes, texts: [pdfText(bytes), pdfText(bytes, 'reading'), await pdfjsText(bytes)] };
};
const nfc = (value: string) => compact(value.normalize('NFC'));

describe('Vietnamese', () => {
  it('keeps every letter with a dot below, and leaks nothing into a later Latin document', async () => {
    const vietnamese = await texts(VIETNAMESE, 'classic');
    const values = [
      'Lê Thị Ngọc Ánh',
      'Kỹ sư phần mềm',
      'Chịu trách nhiệm thiết kế hệ thống thanh toán',
      'Ặ ặ Ị ị Ọ ọ Ụ ụ Ỵ ỵ Ộ ộ Ệ ệ Ợ ợ Ự ự Ậ ậ',
      'Thị Ngọc: Chịu trách nhiệm.',
      'Công ty Cổ phần Tiki',
      'Tóm tắt',
    ];
    for (const text of vietnamese.texts) {
      expect(values.filter((value) => !nfc(text).includes(nfc(value)))).toEqual([]);
    }
    for (const template of ['classic', 'split', 'hybrid']) {
      const latin = await texts(LATIN, template);
      for (const text of latin.texts) {
        expect(text).not.toMatch(/[\u0300-\u036f\u1ea0-\u1ef9]/u);
        expect(compact(text)).toContain(compact('Insisting on indexing, shipping things in time'));
        expect(compact(text)).toContain('SoftwareEngineer');
      }
    }
  });
});

const fontsOf = (bytes: Uint8Array): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'shortlist-fonts-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
};

describe('Chinese with Japanese kana', () => {
  it('sets the Han characters in the Chinese font', () => {
    expect(cjkGroupsFor('李华在ソニー中国工作了五年，负责软件开发、测试和团队管理。')).toEqual([
      'sc',
    ]);
    expect(cjkGroupsFor('佐藤由紀です。東京のマーケティング会社で働いています。')).toEqual(['jp']);
    expect(cjkGroupsFor('ソニー', 'zh')).toEqual(['sc']);
    expect(cjkGroupsFor('東京', 'ja')).toEqual(['jp']);
  });

  it('extracts every character of a Chinese resume that names a Japanese company', async () => {
    const resume: ResumeInput = {
      personalInfo: {
        fullName: '李华',
        aboutMe: '软件工程师，曾在ソニー（索尼）中国研发中心工作五年，负责华东区域的数据平台。',
      },
    };
    const { bytes, texts: extracted } = await texts(resume, 'classic');
    for (const text of extracted) {
      expect(compact(text)).toContain('李华');
      expect(compact(text)).toContain(compact(resume.personalInfo?.aboutMe ?? ''));
    }
    expect(fontsOf(bytes)).toContain('NotoSansSC');
    expect(fontsOf(bytes)).not.toContain('NotoSansJP');
  });
});

describe('symbols', () => {
  it('sets ≥ → ✓ in Noto Sans Math, not in a CJK font nor as missing glyphs', async () => {
    const resume: ResumeInput = {
      personalInfo: { fullName: 'Sam Symbol', aboutMe: 'Latency ≥ 99.9% → cut by half ✓ done' },
    };
    const { bytes, texts: extracted } = await texts(resume, 'classic');
    for (const text of extracted) expect(text).toContain('Latency ≥ 99.9% → cut by half ✓ done');
    expect(fontsOf(bytes)).toContain('NotoSansMath');
    expect(fontsOf(bytes)).not.toContain('NotoSansJP');
  });
});
