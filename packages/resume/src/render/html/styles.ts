import type { Paper } from '../../schema/resume';
import type { TemplateSlug } from '../../templates/catalog';

const BASE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Noto Sans","Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans CJK SC","Noto Sans CJK JP","Noto Sans CJK KR",sans-serif;color:#2b2f36;font-size:11pt;line-height:1.5;background:#f3f4f6}
.page{width:210mm;min-height:297mm;margin:0 auto;background:#fff;padding:40pt 60pt 50pt}
h1{font-size:32pt;line-height:1.2;margin:0}
.headline{font-size:14pt;margin:2pt 0 0}
h2{font-size:18pt;line-height:1.2;margin:16pt 0 8pt;break-after:avoid}
h3{font-size:14pt;line-height:1.2;margin:10pt 0 0;break-after:avoid}
p{margin:0 0 3pt}
ul{margin:2pt 0 0;padding-left:14pt}
.contact{font-size:10pt;line-height:1.8;margin:6pt 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:0 14pt}
.contact a{color:inherit}
.row{display:flex;justify-content:space-between;gap:12pt;align-items:baseline}
.date{font-size:10pt;color:#6b7280;white-space:nowrap}
.sub{font-weight:600}
.muted{font-size:10pt;color:#6b7280}
.entry{break-inside:avoid-page}
@media print{body{background:#fff}.page{margin:0}}
`;

const THEMES: Record<TemplateSlug, string> = {
  classic: `
header{background:#1b2a4a;color:#fff;margin:-40pt -60pt 14pt;padding:28pt 60pt;border-bottom:4pt solid #b8913a;min-height:140pt}
header .contact{color:#e8dcc0}
h2{color:#1b2a4a;border-bottom:2pt solid #b8913a;padding-bottom:3pt}
h3{color:#1b2a4a}.sub{color:#b8913a}`,
  split: `
.page{display:grid;grid-template-columns:1fr 188pt;padding:0}
aside{background:#22324a;color:#e6ecf3;padding:40pt 20pt 50pt;font-size:10pt}
aside h2{font-size:12pt;color:#7fd1c7;border-bottom:0.75pt solid #40587a}
main{padding:40pt 28pt 50pt 44pt}
h1{font-size:28pt;color:#22324a}
main h2{font-size:15pt;color:#22324a;border-left:4pt solid #2a8c82;padding-left:8pt}
h3{color:#22324a}.sub{color:#2a8c82}`,
  hybrid: `
header{border-bottom:3pt solid #0f4c5c;padding-bottom:10pt}
header .contact{color:#6b7280}
h1{font-size:28pt;color:#0f4c5c}
h2{font-size:15pt;color:#0f4c5c}
h3{color:#0f4c5c}.sub{color:#b5653a}`,
};

/** Page size for print: A4 (210 × 297 mm) or US Letter (8.5 × 11 in). */
const PAPER_CSS: Record<Paper, string> = {
  a4: '@page{size:A4;margin:0}.page{width:210mm;min-height:297mm}',
  letter: '@page{size:letter;margin:0}.page{width:8.5in;min-height:11in}',
};

export const printCss = (slug: TemplateSlug, paper: Paper = 'a4'): string =>
  BASE + THEMES[slug] + PAPER_CSS[paper];
