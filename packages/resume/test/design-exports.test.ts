import { strFromU8, unzipSync } from 'fflate';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium';
import { renderDocx } from '../src/render/docx/render-docx';
import { renderPrintHtml } from '../src/render/html/print-html';
import { renderTxt } from '../src/render/txt';
import type { Resume } from '../src/schema/resume';
import { templates, type TemplateSlug } from '../src/templates/catalog';
import { contrast, readableOn } from '../src/templates/parts/colour';
import { docxText, documentXml } from './helpers/docx-xml';
import { fixture } from './helpers/fixtures';

// The resume's design and sections in the Word file and on the print page (decision 0111).
const base = fixture('amelie-dubois-fr');
const PALE = '#f2c94c'; // a yellow that fails AA on white: text gets a darker shade of it
const designed: Resume = {
  ...base,
  design: { accentColor: PALE, fontFamily: 'serif', fontSize: 12, lineHeight: 1.5, marginMm: 20 },
  sections: {
    order: ['education', 'experience'],
    hidden: ['interests'],
    titles: { experience: 'Where I worked' },
  },
};

const part = (docx: Uint8Array, name: string) =>
  strFromU8(unzipSync(docx)[name] ?? new Uint8Array());
const TWIPS_PER_MM = 1440 / 25.4;

describe('DOCX with a design', () => {
  let plain: Uint8Array;
  let styled: Uint8Array;
  beforeAll(async () => {
    plain = await renderDocx(base);
    styled = await renderDocx(designed);
  });

  it('sets the font, body size and line spacing in its styles', () => {
    const styles = part(styled, 'word/styles.xml');
    expect(styles).toContain('w:ascii="Cambria"');
    expect(styles).not.toContain('Calibri');
    // 12 pt body: 24 half points; the headings keep their proportions (16/11 of the body).
    expect(styles).toMatch(/<w:docDefaults>[\s\S]*<w:sz w:val="24"\/>/);
    expect(styles).toContain(`<w:sz w:val="${Math.round(16 * (12 / 11) * 2)}"/>`);
    expect(styles).toContain('w:line="360"');
  });

  it('draws the accent in rules and bullets and its readable shade in text', () => {
    const accent = PALE.slice(1).toUpperCase();
    const text = readableOn(PALE, '#ffffff').slice(1).toUpperCase();
    expect(text).not.toBe(accent);
    expect(contrast(`#${text}`, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(part(styled, 'word/styles.xml')).toContain(`w:color="${accent}"`);
    expect(part(styled, 'word/numbering.xml')).toContain(`w:val="${accent}"`);
    expect(documentXml(styled)).toContain(`<w:color w:val="${text}"/>`);
  });

  it('sets the page margins', () => {
    const side = Math.round(20 * TWIPS_PER_MM);
    expect(documentXml(styled)).toMatch(
      new RegExp(`<w:pgMar w:top="${side}" w:right="${side}" w:bottom="${side}" w:left="${side}"`),
    );
  });

  it('puts the sections in the chosen order, leaves hidden ones out, with renamed headings', () => {
    const text = docxText(documentXml(styled));
    expect(text).toContain('Where I worked');
    expect(text.indexOf('Formation')).toBeLessThan(text.indexOf('Where I worked'));
    expect(text).not.toContain(base.interests[0]);
    expect(docxText(documentXml(plain))).toContain(base.interests[0]);
  });

  it('keeps a resume without a design as it was', () => {
    const styles = part(plain, 'word/styles.xml');
    expect(styles).toContain('w:ascii="Calibri"');
    expect(styles).toMatch(/<w:docDefaults>[\s\S]*<w:sz w:val="22"\/>/);
    expect(styles).toContain('w:color="9C7A2E"');
    expect(documentXml(plain)).toMatch(
      /<w:pgMar w:top="800" w:right="1200" w:bottom="1000" w:left="1200"/,
    );
  });
});

describe('TXT with sections', () => {
  it('follows order, hidden sections and titles', () => {
    const text = renderTxt(designed);
    expect(text.indexOf('Formation')).toBeLessThan(text.indexOf('Where I worked'));
    expect(text).not.toContain(base.interests[0]);
  });
});

/** The accent each print template had before designs (render/html/styles.ts). */
const TEMPLATE_ACCENTS: Record<TemplateSlug, string> = {
  classic: '#b8913a',
  split: '#2a8c82',
  hybrid: '#b5653a',
  modern: '#2f6fdf',
  banner: '#0e6b66',
  compact: '#7a4fb0',
};

describe.each(templates.map((template) => template.slug))('print page of %s', (slug) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  }, 30_000);
  afterAll(async () => browser?.close());

  /** Computed styles of the print page in Chromium. */
  const measure = async (resume: Resume) => {
    const page = await browser.newPage();
    try {
      await page.setContent(renderPrintHtml(resume, slug));
      return await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const sub = style('.sub');
        const main = document.querySelector('main') ?? document.querySelector('.page')!;
        return {
          bodySize: style('body').fontSize,
          lineHeight: style('body').lineHeight,
          family: style('body').fontFamily,
          sub: sub.color,
          // Split's main column is on the right of its sidebar: its outer margin is on the right.
          padding: getComputedStyle(main).paddingRight,
          pagePadding: style('.page').paddingTop,
          text: document.body.innerText,
        };
      });
    } finally {
      await page.close();
    }
  };
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

  it('honours colour, font, size, line height and margins', async () => {
    const plain = await measure(base);
    const styled = await measure(designed);
    expect(styled.bodySize).toBe('16px'); // 12 pt
    expect(styled.lineHeight).toBe('24px'); // 1.5 × 16 px
    expect(styled.family).toMatch(/^"Noto Serif"/);
    expect(plain.family).toMatch(/^"Noto Sans"/);
    expect(styled.sub).toBe(rgb(readableOn(PALE, '#ffffff')));
    // Without a design the page keeps the template's own accent.
    expect(plain.sub).toBe(rgb(TEMPLATE_ACCENTS[slug]));
    // 20 mm = 75.59 px: the page's (or Split's main column's) outer side margin.
    const px = (value: string) => Math.round(parseFloat(value));
    const side = (m: typeof plain) => px(slug === 'split' ? m.padding : m.pagePadding);
    expect(side(styled)).toBe(76);
    expect(side(plain)).not.toBe(76);
  });

  it('follows order, hidden sections and titles', async () => {
    const { text } = await measure(designed);
    expect(text).toContain('Where I worked');
    expect(text.indexOf('Formation')).toBeLessThan(text.indexOf('Where I worked'));
    expect(text).not.toContain(base.interests[0]);
  });
});
