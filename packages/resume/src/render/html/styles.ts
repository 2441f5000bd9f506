import type { Design } from '../../schema/design';
import type { Paper } from '../../schema/resume';
import type { TemplateSlug } from '../../templates/catalog';
import { readableOn } from '../../templates/parts/colour';

// The PDF templates' sizes and colours in CSS. Text that fits (docs/decisions/0103): a long
// word or URL wraps anywhere rather than overflow, and no hyphen is ever added; a date range
// never wraps; headings are blocks of their own. No running header or footer.
const BASE = `
:root{--mt:36pt;--ms:40pt;--mb:40pt}
*{box-sizing:border-box}
body{margin:0;color:#2b2f36;font-size:9.5pt;line-height:1.45;background:#f3f4f6;overflow-wrap:anywhere;hyphens:manual;-webkit-hyphens:manual}
.page{margin:0 auto;background:#fff;padding:var(--mt) var(--ms) var(--mb);box-decoration-break:clone;-webkit-box-decoration-break:clone}
h1{font-size:24pt;line-height:1.2;margin:0}
.headline{font-size:12pt;margin:2pt 0 0}
h2{font-size:13pt;line-height:1.25;margin:14pt 0 6pt;break-after:avoid}
h3{font-size:11pt;line-height:1.25;margin:9pt 0 0;break-after:avoid}
p{margin:0 0 3pt}
ul{margin:2pt 0 3pt;padding-left:14pt}
.contact{font-size:8.5pt;line-height:1.7;margin:4pt 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:0 12pt}
.contact a{color:inherit}
.sub{font-weight:600;margin:0;break-after:avoid}
.date{font-size:8.5pt;color:#6b7280;white-space:nowrap;margin:0 0 3pt;break-after:avoid}
.muted{font-size:8.5pt;color:#6b7280}
.list>span{display:inline-block;max-width:100%}
.list>.comma{display:inline}
.entry{break-inside:avoid-page}
.nb{white-space:nowrap}
@media print{body{background:#fff}.page{margin:0}}
`;

const THEMES: Record<TemplateSlug, string> = {
  classic: `
header{background:#1b2a4a;color:#fff;margin:calc(-1*var(--mt)) calc(-1*var(--ms)) 12pt;padding:28pt var(--ms) 20pt;border-bottom:4pt solid var(--accent)}
header .contact{color:#e8dcc0}
h2{color:#1b2a4a;border-bottom:1.5pt solid var(--accent);padding-bottom:3pt}
h3{color:#1b2a4a}.sub{color:var(--accent-text)}`,
  split: `
.page.split{display:grid;grid-template-columns:150pt minmax(0,1fr);grid-template-rows:auto 1fr;padding:0}
.split header{grid-column:1/-1;padding:var(--mt) var(--ms) 10pt var(--ms)}
.split aside{grid-row:2;grid-column:1;background:#22324a;color:#e6ecf3;padding:14pt 14pt var(--mb);font-size:8.5pt;min-width:0}
.split main{grid-row:2;grid-column:2;padding:0 var(--ms) var(--mb) 24pt;min-width:0}
.split aside h2{font-size:10.5pt;color:var(--side-accent-text);border-bottom:0.75pt solid #40587a;padding-bottom:3pt;margin-top:10pt}
.split aside .list>span{display:block}
.split aside .list>.comma{display:none}
.split aside ul{padding-left:10pt}
h1{color:#22324a}
main h2{color:#22324a;border-left:3pt solid var(--accent);padding-left:6pt}
h3{color:#22324a}.sub{color:var(--accent-text)}
.page.split.one-column{display:block;padding:var(--mt) 28pt var(--mb) var(--ms)}
.one-column header,.one-column main{padding:0}
.one-column aside{background:none;color:inherit;padding:0;font-size:inherit}
.one-column aside h2{font-size:13pt;color:#22324a;border-bottom:0;border-left:3pt solid var(--accent);padding:0 0 0 6pt;margin-top:14pt}`,
  hybrid: `
header{border-bottom:2.5pt solid #0f4c5c;padding-bottom:10pt}
header .contact{color:#6b7280}
h1{color:#0f4c5c}
h2{color:#0f4c5c}
h3{color:#0f4c5c}.sub{color:var(--accent-text)}`,
  modern: `
header{padding-bottom:6pt}
h1{color:#1f2933;font-size:26pt}
.headline{color:var(--accent-text)}
header .contact{color:#5f6673}
h2{color:var(--accent-text);border-bottom:0.75pt solid #dfe3e8;padding-bottom:3pt}
h3{color:#1f2933}.sub{color:var(--accent-text);font-weight:400}`,
  banner: `
header{background:var(--band);color:#fff;margin:calc(-1*var(--mt)) calc(-1*var(--ms)) 12pt;padding:28pt var(--ms) 16pt}
header .contact{color:#e8f3f2}
.page.banner{display:grid;grid-template-columns:150pt minmax(0,1fr);grid-template-rows:auto 1fr;column-gap:22pt}
.banner header{grid-column:1/-1}
.banner aside{grid-row:2;grid-column:1;background:#eef5f4;padding:0 10pt 12pt;font-size:8.5pt;min-width:0}
.banner main{grid-row:2;grid-column:2;min-width:0}
.banner aside h2{font-size:11pt;color:var(--accent-text);margin-top:10pt}
.banner aside .list>span{display:block}
.banner aside .list>.comma{display:none}
h2{color:#12403d}
h3{color:#12403d}.sub{color:var(--accent-text);font-weight:400}
.page.banner.one-column{display:block}
.one-column main{grid-row:auto}
.one-column aside{background:none;padding:0;font-size:inherit}
.one-column aside h2{font-size:13pt;color:#12403d;margin-top:14pt}`,
  compact: `
body{font-size:9pt;line-height:1.35}
:root{--mt:30pt;--ms:34pt;--mb:32pt}
h1{font-size:20pt;color:#3b2f5c}
.headline{font-size:11pt;color:var(--accent-text)}
h2{font-size:11.5pt;color:#3b2f5c;border-bottom:0.5pt solid #e2dcea;margin:10pt 0 4pt}
h3{font-size:10pt;color:#3b2f5c;margin-top:6pt}.sub{color:var(--accent-text);font-weight:400}`,
};

/**
 * Each template's accent: for rules and shapes (--accent) and as text (--accent-text; on
 * Split's dark sidebar --side-accent-text; Banner's band --band, under white text).
 */
const ACCENTS: Record<TemplateSlug, string> = {
  classic: '#b8913a',
  split: '#2a8c82',
  hybrid: '#b5653a',
  modern: '#2f6fdf',
  banner: '#0e6b66',
  compact: '#7a4fb0',
};
const SPLIT_SIDEBAR = '#22324a';

const accentVars = (slug: TemplateSlug, chosen: string | undefined): string => {
  const accent = chosen?.toLowerCase() ?? ACCENTS[slug];
  // The template's own colours are kept as they are; a chosen one is made readable for text.
  const text = (ground: string) => (chosen ? readableOn(accent, ground) : accent);
  const side = chosen ? readableOn(accent, SPLIT_SIDEBAR) : '#7fd1c7';
  return `:root{--accent:${accent};--accent-text:${text('#ffffff')};--side-accent-text:${side};--band:${text('#ffffff')}}`;
};

/** Print body size per template (pt); a chosen size scales every size by the same factor. */
const bodySize = (slug: TemplateSlug) => (slug === 'compact' ? 9 : 9.5);
const scaleSizes = (css: string, factor: number) =>
  factor === 1
    ? css
    : css.replace(
        /font-size:([\d.]+)pt/g,
        (_match, size: string) => `font-size:${Math.round(Number(size) * factor * 100) / 100}pt`,
      );

/** The resume's design over the template's: size, line height, margins (decision 0111). */
const designCss = (design: Design | undefined): string =>
  (design?.lineHeight ? `body{line-height:${design.lineHeight}}` : '') +
  (design?.marginMm
    ? `:root{--mt:${design.marginMm}mm;--ms:${design.marginMm}mm;--mb:${design.marginMm}mm}`
    : '');

/** Page size for print: A4 (210 × 297 mm) or US Letter (8.5 × 11 in). */
const PAPER_CSS: Record<Paper, string> = {
  a4: '@page{size:A4;margin:0}.page{width:210mm;min-height:297mm}',
  letter: '@page{size:letter;margin:0}.page{width:8.5in;min-height:11in}',
};

const SYSTEM_FONTS =
  '"Noto Sans","Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans CJK SC","Noto Sans CJK JP","Noto Sans CJK KR",sans-serif';
const SYSTEM_SERIF = '"Noto Serif",Georgia,"Times New Roman",serif,';

/**
 * The page's CSS; `families` (font-faces.ts) come before the system fonts. The resume's
 * design sets the accent, body size (all sizes scale with it), line height, margins and font.
 */
export const printCss = (
  slug: TemplateSlug,
  paper: Paper = 'a4',
  families: readonly string[] = [],
  design?: Design,
): string => {
  const system = design?.fontFamily === 'serif' ? SYSTEM_SERIF + SYSTEM_FONTS : SYSTEM_FONTS;
  const factor = design?.fontSize ? design.fontSize / bodySize(slug) : 1;
  return (
    `body{font-family:${[...families.map((family) => JSON.stringify(family)), system].join(',')}}` +
    accentVars(slug, design?.accentColor) +
    scaleSizes(BASE + THEMES[slug], factor) +
    designCss(design) +
    PAPER_CSS[paper]
  );
};
