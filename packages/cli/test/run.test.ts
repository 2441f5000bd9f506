import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { run, type Io } from '../src/run';

const fixtures = join(import.meta.dirname, '..', '..', 'resume', 'test', 'fixtures');
const fixture = join(fixtures, 'amelie-dubois-fr.json');
const main = join(import.meta.dirname, '..', 'src', 'main.ts');

let dir: string;
let out: { stdout: string; stderr: string; bytes: Uint8Array[] };
let io: Io;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shortlist-cli-'));
  out = { stdout: '', stderr: '', bytes: [] };
  io = {
    cwd: dir,
    stdout: (data) => (typeof data === 'string' ? (out.stdout += data) : out.bytes.push(data)),
    stderr: (text) => (out.stderr += text),
  };
});

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });

describe('shortlist export', () => {
  it('writes a PDF named after the person by default', async () => {
    expect(await run(['export', fixture], io)).toBe(0);
    const file = join(dir, 'Amélie_Dubois-Lefèvre_Resume.pdf');
    expect(existsSync(file)).toBe(true);
    expect(pdfText(file)).toContain('Crédit Mutuel Arkéa');
    expect(out.stderr).toContain('Wrote');
  });

  it.each(['docx', 'txt', 'json'])('writes %s to -o', async (format) => {
    expect(await run(['export', fixture, '--format', format, '-o', `out.${format}`], io)).toBe(0);
    const data = readFileSync(join(dir, `out.${format}`));
    if (format === 'docx') expect(data.subarray(0, 2).toString()).toBe('PK');
    if (format === 'txt') expect(data.toString()).toContain('Professional Experience\n');
    if (format === 'json')
      expect(JSON.parse(data.toString()).basics.name).toBe('Amélie Dubois-Lefèvre');
  });

  it('reads JSON Resume and writes to standard output with -o -', async () => {
    writeFileSync(
      join(dir, 'jr.json'),
      JSON.stringify({
        basics: { name: 'Ada Lovelace', location: { city: 'London' } },
        work: [{ name: 'Analytical Engines', position: 'Programmer' }],
      }),
    );
    expect(await run(['export', 'jr.json', '--format', 'txt', '-o', '-'], io)).toBe(0);
    expect(out.stdout).toContain('Ada Lovelace\nLondon');
    expect(out.stdout).toContain('Programmer — Analytical Engines');
  });

  it('sets the paper size with --paper, in the PDF and in the Word file', async () => {
    const size = (file: string) =>
      /Page size:\s+([\d.]+) x ([\d.]+) pts/
        .exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))
        ?.slice(1);
    expect(await run(['export', fixture, '--paper', 'letter', '-o', 'l.pdf'], io)).toBe(0);
    expect(size(join(dir, 'l.pdf'))).toEqual(['612', '792']);
    expect(await run(['export', fixture, '-o', 'a.pdf'], io)).toBe(0);
    expect(size(join(dir, 'a.pdf'))).toEqual(['595.28', '841.89']);
    expect(
      await run(['export', fixture, '--paper', 'letter', '-f', 'docx', '-o', 'l.docx'], io),
    ).toBe(0);
    const xml = unzipSync(readFileSync(join(dir, 'l.docx')))['word/document.xml'];
    expect(strFromU8(xml ?? new Uint8Array())).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });

  it('lists on stderr what a JSON Resume import had to cut', async () => {
    writeFileSync(
      join(dir, 'big.json'),
      JSON.stringify({
        basics: { name: 'Ada Lovelace', label: 'Programmer' },
        work: Array.from({ length: 51 }, (_, i) => ({ name: `Company ${i}` })),
      }),
    );
    expect(await run(['export', 'big.json', '--format', 'txt', '-o', '-'], io)).toBe(0);
    expect(out.stderr).toContain('Cut to fit: work: 51 entries, the first 50 kept');
    expect(out.stdout).toContain('Ada Lovelace\nProgrammer\n');
  });

  it.each([
    [['export', fixture, '--paper', 'a5'], /--paper must be one of a4, letter/],
    [['export', 'missing.json'], /Cannot read missing.json: no such file/],
    [['export', fixture, '--format', 'odt'], /--format must be one of pdf, docx, txt, json/],
    [
      ['export', fixture, '--template', 'fancy'],
      /--template must be one of classic, split, hybrid, modern, banner, compact/,
    ],
    [['export', fixture, '--colour', 'red'], /Unknown option '--colour'/],
    [['print', fixture], /Unknown command "print"; the commands are "export" and "import"/],
    [['export'], /Missing the resume file/],
  ])('fails clearly on %j', async (argv, message) => {
    expect(await run(argv, io)).toBe(1);
    expect(out.stderr).toMatch(message);
  });

  it.each([
    [{ design: { accentColor: 'teal' } }, 'design.accentColor'],
    [{ design: { fontFamily: 'comic' } }, 'design.fontFamily'],
    [{ design: { fontSize: 7.5 } }, 'design.fontSize'],
    [{ design: { fontSize: 10.2 } }, 'design.fontSize'],
    [{ design: { lineHeight: 2.5 } }, 'design.lineHeight'],
    [{ design: { marginMm: 40 } }, 'design.marginMm'],
    [{ design: { fitToPages: 3 } }, 'design.fitToPages'],
    [{ sections: { order: ['photo'] } }, 'sections.order'],
    [{ sections: { hidden: ['skills', 'skills'] } }, 'sections.hidden'],
    [{ sections: { titles: { skills: 'x'.repeat(61) } } }, 'sections.titles.skills'],
  ])('refuses a resume with %j, naming %s, and writes nothing', async (fields, field) => {
    const resume = JSON.parse(readFileSync(fixture, 'utf8')) as object;
    writeFileSync(join(dir, 'designed.json'), JSON.stringify({ ...resume, ...fields }));
    expect(await run(['export', 'designed.json', '-o', 'out.pdf'], io)).toBe(1);
    expect(out.stderr).toContain(`Invalid resume: ${field}`);
    expect(existsSync(join(dir, 'out.pdf'))).toBe(false);
  });

  it('exports a resume with a design and sections in a new template', async () => {
    const resume = JSON.parse(readFileSync(fixture, 'utf8')) as object;
    writeFileSync(
      join(dir, 'designed.json'),
      JSON.stringify({
        ...resume,
        design: { accentColor: '#0f766e', fontSize: 11, fitToPages: 2 },
        sections: { hidden: ['skills'], titles: { experience: 'Parcours' } },
      }),
    );
    expect(await run(['export', 'designed.json', '-t', 'modern', '-o', 'm.pdf'], io)).toBe(0);
    const text = pdfText(join(dir, 'm.pdf'));
    expect(text).toContain('Parcours');
    expect(text).toContain('Crédit Mutuel Arkéa');
  });

  it('fails clearly on invalid JSON and on a file that is no resume', async () => {
    writeFileSync(join(dir, 'bad.json'), '{ "personalInfo": ');
    expect(await run(['export', 'bad.json'], io)).toBe(1);
    expect(out.stderr).toMatch(/bad.json is not valid JSON/);
    writeFileSync(join(dir, 'other.json'), '{ "name": "x" }');
    expect(await run(['export', 'other.json'], io)).toBe(1);
    expect(out.stderr).toMatch(/Not a resume/);
  });

  it('prints help', async () => {
    expect(await run(['--help'], io)).toBe(0);
    expect(out.stdout).toMatch(/^Usage: shortlist export/);
  });
});

describe('the shortlist process', () => {
  it('exports a split PDF and exits 0, and exits 1 with a message on stderr for bad input', () => {
    const target = join(dir, 'a.pdf');
    const ok = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        main,
        'export',
        join(fixtures, 'wang-xiaoming-zh.json'),
        '--format',
        'pdf',
        '--template',
        'split',
        '-o',
        target,
      ],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(pdfText(target)).toContain('阿里巴巴集团');
    const bad = spawnSync(
      process.execPath,
      ['--import', 'tsx', main, 'export', join(dir, 'nope.json')],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Cannot read .*nope.json: no such file/);
    expect(bad.stdout).toBe('');
  });
});
