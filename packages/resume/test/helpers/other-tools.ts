import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium';
import { escapeHtml as e } from '../../src/render/html/escape';
import type { Resume } from '../../src/schema/resume';

/**
 * Resumes as other tools make them, for the import's tests (issue 28): plain HTML pages in
 * three common layouts printed to PDF by Chromium, and a Word file turned into a PDF by
 * LibreOffice. None of our renderers is involved in the PDF.
 */
export type Layout = 'one-column' | 'company-first' | 'two-column';

// prettier-ignore
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const parts = (date: string) => {
  const [year = '', month = '1'] = date.split('-');
  return { year, month: Number(month) };
};
/** Each layout writes dates its own way. */
const dateText: Record<Layout, (date: string) => string> = {
  'one-column': (date) => {
    const { year, month } = parts(date);
    return `${MONTHS[month - 1]?.slice(0, 3)} ${year}`;
  },
  'company-first': (date) => {
    const { year, month } = parts(date);
    return `${String(month).padStart(2, '0')}/${year}`;
  },
  'two-column': (date) => {
    const { year, month } = parts(date);
    return `${MONTHS[month - 1]} ${year}`;
  },
};
const present: Record<Layout, string> = {
  'one-column': 'Present',
  'company-first': 'Current',
  'two-column': 'Present',
};
const dash: Record<Layout, string> = {
  'one-column': ' – ',
  'company-first': ' - ',
  'two-column': ' to ',
};

const range = (layout: Layout, start: string, end: string | undefined) =>
  `${dateText[layout](start)}${dash[layout]}${end ? dateText[layout](end) : present[layout]}`;

const STYLE = `
  @page { size: A4; margin: 18mm 16mm; }
  body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10.5pt; line-height: 1.35; color: #222; margin: 0; overflow-wrap: anywhere; }
  h1 { font-size: 22pt; margin: 0 0 2pt; }
  h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: .5pt; border-bottom: 1px solid #999; margin: 12pt 0 5pt; }
  .row { display: flex; justify-content: space-between; gap: 12pt; }
  .job, .school { margin-bottom: 7pt; }
  ul { margin: 2pt 0 0 14pt; padding: 0; }
  p { margin: 2pt 0; }
  .muted { color: #555; }
  .grid { display: grid; grid-template-columns: 32% 1fr; gap: 18pt; }
  .side { font-size: 9.5pt; }
`;

const contact = (resume: Resume) =>
  [
    resume.personalInfo.email,
    resume.personalInfo.phone,
    resume.personalInfo.location,
    resume.personalInfo.portfolioUrl ?? '',
  ]
    .filter(Boolean)
    .map((item) => e(item));

const jobs = (resume: Resume, layout: Layout) =>
  resume.experience
    .map((job) => {
      const dates = e(range(layout, job.startDate, job.endDate));
      const bullets = job.achievements
        .filter(Boolean)
        .map((item) => `<li>${e(item)}</li>`)
        .join('');
      const body = `${job.description
        .split('\n')
        .filter(Boolean)
        .map((line) => `<p>${e(line)}</p>`)
        .join('')}${bullets ? `<ul>${bullets}</ul>` : ''}`;
      if (layout === 'one-column')
        return `<div class="job"><div class="row"><span><b>${e(job.position)}</b> — ${e(job.company)}</span><span>${dates}</span></div>${body}</div>`;
      if (layout === 'company-first')
        return `<div class="job"><div class="row"><b>${e(job.company)}</b><span class="muted">Remote</span></div><div class="row"><i>${e(job.position)}</i><span>${dates}</span></div>${body}</div>`;
      return `<div class="job"><p><b>${e(job.position)}</b></p><p class="muted">${e(job.company)} | ${dates}</p>${body}</div>`;
    })
    .join('');

const schools = (resume: Resume, layout: Layout) =>
  resume.education
    .map((school) => {
      const degree = [school.degree, school.fieldOfStudy]
        .filter(Boolean)
        .join(layout === 'one-column' ? ' in ' : ', ');
      if (layout === 'two-column')
        return `<div class="school"><p><b>${e(school.school)}</b></p><p>${e(degree)}</p><p class="muted">${e(school.graduationYear)}</p></div>`;
      return `<div class="school"><div class="row"><b>${e(school.school)}</b><span>${e(school.graduationYear)}</span></div><p><i>${e(degree)}</i></p></div>`;
    })
    .join('');

const list = (items: string[]) => e(items.join(', '));

/** A resume as a plain HTML page in one of three common layouts. */
export const htmlResume = (resume: Resume, layout: Layout): string => {
  const name = `<h1>${e(resume.personalInfo.fullName)}</h1>`;
  const summary = resume.personalInfo.aboutMe
    ? `<h2>Summary</h2><p>${e(resume.personalInfo.aboutMe.replace(/\n/g, ' '))}</p>`
    : '';
  const experience = `<h2>Work Experience</h2>${jobs(resume, layout)}`;
  const education = `<h2>Education</h2>${schools(resume, layout)}`;
  const skills = resume.skills.length ? `<h2>Skills</h2><p>${list(resume.skills)}</p>` : '';
  const head = `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>`;
  if (layout === 'two-column')
    return `${head}${name}<div class="grid"><div class="side"><h2>Contact</h2>${contact(resume)
      .map((item) => `<p>${item}</p>`)
      .join('')}${skills}${education}</div><div>${summary}${experience}</div></div></body></html>`;
  return `${head}${name}<p>${contact(resume).join(' | ')}</p>${summary}${experience}${education}${skills}</body></html>`;
};

/** Chromium's "Save as PDF" of HTML pages, one browser for all. */
export const launchChromium = async () => {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  return {
    print: async (html: string): Promise<Uint8Array> => {
      const page = await browser.newPage();
      try {
        await page.setContent(html);
        return new Uint8Array(await page.pdf({ preferCSSPageSize: true }));
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
};

/** LibreOffice's command, or null (then the tests that need it say so and are skipped). */
export const sofficePath = (): string | null => {
  for (const name of ['soffice', 'libreoffice']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not installed under this name
    }
  }
  return null;
};

/** A Word file exported to PDF by LibreOffice (headless). */
export const libreOfficePdf = (soffice: string, docx: Uint8Array): Uint8Array => {
  const dir = mkdtempSync(join(tmpdir(), 'shortlist-lo-'));
  writeFileSync(join(dir, 'resume.docx'), docx);
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      join(dir, 'resume.docx'),
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  return new Uint8Array(readFileSync(join(dir, 'resume.pdf')));
};

/** Job titles, companies, dates and schools in place: what the issue measures on other tools' PDFs. */
export const keyFields = (original: Resume, imported: Resume) => {
  const misses: string[] = [];
  let total = 0;
  const check = (what: string, expected: string, got: string | undefined) => {
    total++;
    if (expected !== (got ?? ''))
      misses.push(
        `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got ?? '')}`,
      );
  };
  original.experience.forEach((job, index) => {
    const got = imported.experience[index];
    check(`job ${index + 1} title`, job.position, got?.position);
    check(`job ${index + 1} company`, job.company, got?.company);
    check(`job ${index + 1} start`, job.startDate.slice(0, 7), got?.startDate);
    check(`job ${index + 1} end`, (job.endDate ?? '').slice(0, 7), got?.endDate);
  });
  original.education.forEach((school, index) =>
    check(`school ${index + 1}`, school.school, imported.education[index]?.school),
  );
  return { total, inPlace: total - misses.length, misses };
};
