import type { Paper } from '../../schema/resume';
import type { TemplateSlug } from '../../templates/catalog';

// The PDF templates' sizes and colours in CSS. Text that fits (docs/decisions/0103): a long
// word or URL wraps anywhere rather than overflow, and no hyphen is ever added; a date range
// never wraps; headings are blocks of their own. No running header or footer.
const BASE = `
*{box-sizing:border-box}
body{margin:0;color:#2b2f36;font-size:9.5pt;line-height:1.45;background:#f3f4f6;overflow-wrap:anywhere;hyphens:manual;-webkit-hyphens:manual}
.page{margin:0 auto;background:#fff;padding:36pt 40pt 40pt;box-decoration-break:clone;-webkit-box-decoration-break:clone}
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
header{background:#1b2a4a;color:#fff;margin:-36pt -40pt 12pt;padding:28pt 40pt 20pt;border-bottom:4pt solid #b8913a}
header .contact{color:#e8dcc0}
h2{color:#1b2a4a;border-bottom:1.5pt solid #b8913a;padding-bottom:3pt}
h3{color:#1b2a4a}.sub{color:#b8913a}`,
  split: `
.page.split{display:grid;grid-template-columns:150pt minmax(0,1fr);grid-template-rows:auto 1fr;padding:0}
.split header{grid-column:1/-1;padding:32pt 28pt 10pt 36pt}
.split aside{grid-row:2;grid-column:1;background:#22324a;color:#e6ecf3;padding:14pt 14pt 36pt;font-size:8.5pt;min-width:0}
.split main{grid-row:2;grid-column:2;padding:0 28pt 36pt 24pt;min-width:0}
.split aside h2{font-size:10.5pt;color:#7fd1c7;border-bottom:0.75pt solid #40587a;padding-bottom:3pt;margin-top:10pt}
.split aside .list>span{display:block}
.split aside .list>.comma{display:none}
.split aside ul{padding-left:10pt}
h1{color:#22324a}
main h2{color:#22324a;border-left:3pt solid #2a8c82;padding-left:6pt}
h3{color:#22324a}.sub{color:#2a8c82}
.page.split.one-column{display:block;padding:32pt 28pt 36pt 36pt}
.one-column header,.one-column main{padding:0}
.one-column aside{background:none;color:inherit;padding:0;font-size:inherit}
.one-column aside h2{font-size:13pt;color:#22324a;border-bottom:0;border-left:3pt solid #2a8c82;padding:0 0 0 6pt;margin-top:14pt}`,
  hybrid: `
header{border-bottom:2.5pt solid #0f4c5c;padding-bottom:10pt}
header .contact{color:#6b7280}
h1{color:#0f4c5c}
h2{color:#0f4c5c}
h3{color:#0f4c5c}.sub{color:#b5653a}`,
  modern: `
header{padding-bottom:6pt}
h1{color:#1f2933;font-size:26pt}
.headline{color:#2f6fdf}
header .contact{color:#5f6673}
h2{color:#2f6fdf;border-bottom:0.75pt solid #dfe3e8;padding-bottom:3pt}
h3{color:#1f2933}.sub{color:#2f6fdf;font-weight:400}`,
  banner: `
header{background:#0e6b66;color:#fff;margin:-36pt -40pt 12pt;padding:28pt 40pt 16pt}
header .contact{color:#e8f3f2}
.page.banner{display:grid;grid-template-columns:150pt minmax(0,1fr);grid-template-rows:auto 1fr;column-gap:22pt}
.banner header{grid-column:1/-1}
.banner aside{grid-row:2;grid-column:1;background:#eef5f4;padding:0 10pt 12pt;font-size:8.5pt;min-width:0}
.banner main{grid-row:2;grid-column:2;min-width:0}
.banner aside h2{font-size:11pt;color:#0e6b66;margin-top:10pt}
.banner aside .list>span{display:block}
.banner aside .list>.comma{display:none}
h2{color:#12403d}
h3{color:#12403d}.sub{color:#0e6b66;font-weight:400}
.page.banner.one-column{display:block}
.one-column main{grid-row:auto}
.one-column aside{background:none;padding:0;font-size:inherit}
.one-column aside h2{font-size:13pt;color:#12403d;margin-top:14pt}`,
  compact: `
body{font-size:9pt;line-height:1.35}
.page{padding:30pt 34pt 32pt}
h1{font-size:20pt;color:#3b2f5c}
.headline{font-size:11pt;color:#7a4fb0}
h2{font-size:11.5pt;color:#3b2f5c;border-bottom:0.5pt solid #e2dcea;margin:10pt 0 4pt}
h3{font-size:10pt;color:#3b2f5c;margin-top:6pt}.sub{color:#7a4fb0;font-weight:400}`,
};

/** Page size for print: A4 (210 × 297 mm) or US Letter (8.5 × 11 in). */
const PAPER_CSS: Record<Paper, string> = {
  a4: '@page{size:A4;margin:0}.page{width:210mm;min-height:297mm}',
  letter: '@page{size:letter;margin:0}.page{width:8.5in;min-height:11in}',
};

const SYSTEM_FONTS =
  '"Noto Sans","Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans CJK SC","Noto Sans CJK JP","Noto Sans CJK KR",sans-serif';

/** The page's CSS; `families` (font-faces.ts) come before the system fonts. */
export const printCss = (
  slug: TemplateSlug,
  paper: Paper = 'a4',
  families: readonly string[] = [],
): string =>
  `body{font-family:${[...families.map((family) => JSON.stringify(family)), SYSTEM_FONTS].join(',')}}` +
  BASE +
  THEMES[slug] +
  PAPER_CSS[paper];
