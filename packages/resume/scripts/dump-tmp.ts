import { writeFileSync, readFileSync } from 'node:fs';
import { nodeFontResolver } from '/work/wt/docfidelity/packages/resume/src/fonts/node';
import { renderPdf } from '/work/wt/docfidelity/packages/resume/src/render/pdf';
import { parseResume } from '/work/wt/docfidelity/packages/resume/src/schema/resume';
import { pdfjsText } from '/work/wt/docfidelity/packages/resume/test/helpers/pdfjs-text';
import { pdfText } from '/work/wt/docfidelity/packages/resume/test/helpers/pdf-text';
import { controlPdf } from '/work/wt/docfidelity/packages/resume/test/helpers/control-pdf';
import { parseResumeText } from '/work/wt/docfidelity/packages/resume/test/helpers/resume-parser';
const [name, template] = process.argv.slice(2);
const resume = parseResume(
  JSON.parse(
    readFileSync(`/work/wt/docfidelity/packages/resume/test/fixtures/${name}.json`, 'utf8'),
  ),
);
const bytes = await renderPdf(resume, { template, fonts: nodeFontResolver });
writeFileSync(`/tmp/gen/${name}-${template}.pdf`, bytes);
for (const [k, t] of [
  ['raw', pdfText(bytes)],
  ['reading', pdfText(bytes, 'reading')],
  ['pdfjs', await pdfjsText(bytes)],
  ['control', pdfText(await controlPdf(resume), 'reading')],
] as const) {
  writeFileSync(`/tmp/gen/${name}-${template}.${k}.txt`, t);
  writeFileSync(
    `/tmp/gen/${name}-${template}.${k}.parse.json`,
    JSON.stringify(parseResumeText(t), null, 1),
  );
}
