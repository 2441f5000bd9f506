import { beforeAll, describe, expect, it } from 'vitest';
import { nodeFontResolver } from '../src/fonts/node';
import { renderPdf } from '../src/render/pdf';
import { parseResume, type Resume } from '../src/schema/resume';
import { templates } from '../src/templates/catalog';
import { toResumeView } from '../src/view/resume-view';
import { hasSection, sectionTitles } from '../src/view/sections';
import { fixture } from './helpers/fixtures';
import { compact } from './helpers/in-order';
import {
  elements,
  fullText,
  popplerInfo,
  readTaggedPdf,
  readingOrder,
  type TaggedPdf,
} from './helpers/pdf-structure';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

// Tagged PDF (ISO 32000-1, 14.8; PDF/UA-1): every template's PDF, read with pdf.js and with
// poppler's pdfinfo, two readers that share no code with the engine.
const arabic = parseResume(SCRIPT_SAMPLES.find((sample) => sample.name === 'Arabic')!.resume);
const CASES: { name: string; resume: Resume; lang: string }[] = [
  { name: 'amelie-dubois-fr', resume: fixture('amelie-dubois-fr'), lang: 'fr' },
  // No locale set: the language is told from the text (view/language.ts).
  { name: 'jurgen-weiss-de', resume: fixture('jurgen-weiss-de'), lang: 'de' },
  { name: 'wang-xiaoming-zh', resume: fixture('wang-xiaoming-zh'), lang: 'zh-Hans' },
  { name: 'Arabic sample', resume: arabic, lang: 'ar' },
];

const read = new Map<string, { tagged: TaggedPdf; poppler: ReturnType<typeof popplerInfo> }>();
beforeAll(async () => {
  for (const { name, resume } of CASES)
    for (const template of templates) {
      const bytes = await renderPdf(resume, { template: template.slug, fonts: nodeFontResolver });
      read.set(`${name}/${template.slug}`, {
        tagged: await readTaggedPdf(bytes),
        poppler: popplerInfo(bytes),
      });
    }
}, 120_000);

const cases = CASES.flatMap((c) => templates.map((t) => ({ ...c, template: t.slug })));

describe.each(cases)('the tagged PDF of $name in $template', ({ name, resume, lang, template }) => {
  const got = () => read.get(`${name}/${template}`)!;
  const view = toResumeView(resume);
  const all = () => got().tagged.pages.flatMap((page) => elements(page.root));

  it('says it is tagged, in its language, with its title shown and PDF/UA named', () => {
    const { tagged, poppler } = got();
    expect(poppler.info).toMatch(/^Tagged: +yes$/m);
    expect(tagged.marked).toBe(true);
    expect(tagged.language).toBe(lang);
    expect(tagged.title).toBe(`${view.name} – Resume`);
    expect(tagged.xmpTitle).toBe(`${view.name} – Resume`);
    expect(tagged.pdfuaPart).toBe('1');
  });

  it('has the name as its one H1, first, and each section heading as an H2, in order', () => {
    const { tagged, poppler } = got();
    const first = tagged.pages[0]!.root;
    expect(first.role).toBe('Document');
    const h1 = all().filter((element) => element.role === 'H1');
    expect(h1.map(fullText)).toEqual([view.name]);
    expect(elements(first).find((element) => element.role !== 'Document')?.role).toBe('H1');
    const titles = sectionTitles(resume.locale);
    const shown = [
      ...(['summary', 'experience', 'education', 'certifications', 'skills', 'interests'] as const)
        .filter((key) => hasSection(view, key))
        .map((key) => titles[key]),
      ...view.customSections.map((section) => section.title),
      ...(hasSection(view, 'additionalInfo') ? [titles.additionalInfo] : []),
    ];
    const h2 = [
      ...new Set(
        all()
          .filter((e) => e.role === 'H2')
          .map(fullText),
      ),
    ];
    expect([...h2].sort()).toEqual([...shown].sort());
    expect(poppler.struct).toMatch(/^Document/m);
    expect(poppler.struct).toMatch(/^ {2}H1 /m);
  });

  it('sets each job and school title as an H3 and each bullet as a list item', () => {
    const h3 = all()
      .filter((element) => element.role === 'H3')
      .map((element) => compact(fullText(element)));
    for (const job of view.experience) expect(h3).toContain(compact(job.position || job.company));
    const items = all().filter((element) => element.role === 'LI');
    const bodies = items.flatMap((item) => item.children.filter((e) => e.role === 'LBody'));
    const bullets = view.experience.reduce((sum, job) => sum + job.achievements.length, 0);
    // Achievements are bullets everywhere; Split also lists skills, interests and
    // certifications one per item.
    expect(bodies.length).toBeGreaterThanOrEqual(bullets + view.certifications.length);
    // Each item holds its bullet as a label (a real '•', issue 24) and its body; items of a
    // one-per-line list (Split's skills) have no label.
    for (const item of items)
      expect([['Lbl', 'LBody'], ['LBody']]).toContainEqual(item.children.map((e) => e.role));
    // pdf.js lists an element on every page of its parent; its text is on one of them.
    const labels = all()
      .filter((element) => element.role === 'Lbl')
      .map(fullText)
      .filter(Boolean);
    expect(new Set(labels)).toEqual(new Set(bullets > 0 ? ['•'] : labels));
  });

  it('reads in the order it is drawn, with all text in tagged content', () => {
    const { tagged } = got();
    for (const page of tagged.pages) expect(readingOrder(page.root)).toEqual(page.contentOrder);
    expect(tagged.untaggedText).toEqual([]);
  });

  it('gives every link its annotation and a text to read', () => {
    const links = all().filter((element) => element.role === 'Link');
    const urls = view.contact.filter((item) => item.kind === 'url');
    expect(links.length).toBe(urls.length);
    for (const link of links) {
      expect(link.objects).toBeGreaterThan(0);
      expect(link.alt).toBeTruthy();
    }
  });
});
