import { describe, expect, it } from 'vitest';
import { ResumeImportError } from '../src/json-resume/errors';
import { toJsonResume } from '../src/json-resume/export';
import { parseCsv } from '../src/import/csv';
import { importFile } from '../src/import/import-file';
import { nodeOpenPdf } from '../src/import/node';
import { reportLines } from '../src/import/report';
import { renderDocx } from '../src/render/docx/render-docx';
import { parseResume } from '../src/schema/resume';
import { badFiles, permissionsOnlyPdf } from './helpers/bad-files';
import { fixtures } from './helpers/fixtures';
import { compareResumes } from './helpers/import-compare';
import { linkedInZip } from './helpers/linkedin-export';
import { SCRIPT_SAMPLES } from './helpers/script-samples';

const read = (name: string, bytes: Uint8Array) =>
  importFile({ name, bytes }, { openPdf: nodeOpenPdf });

describe('Word files (our own DOCX exports) round-trip', () => {
  const cases = [
    ...fixtures,
    ...SCRIPT_SAMPLES.map((sample) => ({ name: sample.name, resume: parseResume(sample.resume) })),
  ];
  it.each(cases.map((item) => [item.name, item] as const))(
    '%s: every value in place',
    async (_, item) => {
      const { format, resume, report } = await read('resume.docx', await renderDocx(item.resume));
      expect(format).toBe('docx');
      const comparison = compareResumes(item.resume, resume);
      expect(comparison.misses).toEqual([]);
      expect(comparison.inPlace).toBe(comparison.total);
      expect(report.leftOut).toEqual([]);
    },
  );
});

describe('a LinkedIn data export', () => {
  it.each([
    ['at the top level', ''],
    ['inside a folder', 'Basic_LinkedInDataExport_01-01-2025/'],
  ])('maps its CSV files field by field (%s), ignoring the other files', async (_, folder) => {
    const { format, resume, report } = await read('linkedin.zip', linkedInZip(folder));
    expect(format).toBe('linkedin');
    expect(resume.personalInfo).toMatchObject({
      fullName: 'Ada Lovelace',
      jobTitle: 'Analyst, Programmer',
      location: 'London, United Kingdom',
      portfolioUrl: 'https://ada.example.org',
      aboutMe: 'Wrote the first program.\nLoves "poetical science".',
      email: '',
      phone: '',
    });
    expect(resume.experience).toEqual([
      {
        company: 'Analytical Engines Ltd',
        position: 'Programmer',
        startDate: '2021-03',
        endDate: '',
        description: 'Wrote the program for Bernoulli numbers.',
        achievements: ['Published the notes', "Corrected Menabrea's paper"],
      },
      {
        company: 'Babbage & Co',
        position: 'Assistant',
        startDate: '2019-01',
        endDate: '2021-02',
        description: 'Translated the paper.',
        achievements: [''],
      },
    ]);
    expect(resume.education).toEqual([
      {
        school: 'University of London',
        degree: 'BSc Mathematics',
        fieldOfStudy: '',
        graduationYear: '2018',
        description: 'Thesis on engines\nActivities: Chess club',
        gpa: '',
        honors: '',
      },
    ]);
    expect(resume.skills).toEqual(['Mathematics', 'Poetical science']);
    expect(resume.certifications).toEqual(['Difference Engine Operator – Royal Society']);
    expect(report.leftOut).toEqual([
      'Profile: Twitter Handles "[ada]"',
      'Profile: Industry "Computer Software"',
      'Position "Programmer": location "London"',
      'School "University of London": start date "2015"',
      'Certification "Difference Engine Operator": link https://cert.example.org/1, licence number DE-42, from Mar 2020',
    ]);
  });
});

describe('JSON', () => {
  it('reads our own format and JSON Resume, with the same report shape', async () => {
    const resume = fixtures[0]?.resume;
    if (!resume) throw new Error('no fixture');
    const ours = await read('mine.json', new TextEncoder().encode(JSON.stringify(resume)));
    expect(ours.format).toBe('json');
    expect(ours.resume).toEqual(resume);
    const jr = await read(
      'resume.json',
      new TextEncoder().encode(
        JSON.stringify({
          ...toJsonResume(resume),
          work: Array.from({ length: 51 }, () => ({ name: 'X' })),
        }),
      ),
    );
    expect(jr.report.leftOut).toEqual(['work: 51 entries, the first 50 kept']);
    expect(jr.report.read[0]).toBe(`Name: ${resume.personalInfo.fullName}`);
  });
});

describe('files an import refuses', () => {
  it('gives each a clear one-line reason and no resume', async () => {
    for (const file of await badFiles()) {
      const error = await read(file.name, file.bytes).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, file.name).toBeInstanceOf(ResumeImportError);
      expect((error as Error).message, file.name).toMatch(file.message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('a PDF with only an owner password (permissions, no password to open)', () => {
  it('is read like any other', async () => {
    const { resume } = await read('restricted.pdf', await permissionsOnlyPdf());
    expect(resume.personalInfo).toMatchObject({ fullName: 'Jane Doe', email: 'jane@example.com' });
  });
});

describe('the report', () => {
  it('lists what was read, then what was left out', () => {
    expect(reportLines({ read: ['Name: Ada'], leftOut: ['"x" at the top'] })).toEqual([
      'Read:',
      '  - Name: Ada',
      'Left out:',
      '  - "x" at the top',
    ]);
    expect(reportLines({ read: ['Name: Ada'], leftOut: [] })).toEqual([
      'Read:',
      '  - Name: Ada',
      'Left out: nothing',
    ]);
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, line breaks in quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['last', ''],
    ]);
  });
});
