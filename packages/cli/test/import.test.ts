import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseResume, renderDocx, renderPdf } from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { badFiles } from '../../resume/test/helpers/bad-files';
import { linkedInZip } from '../../resume/test/helpers/linkedin-export';
import { run, type Io } from '../src/run';

const fixtures = join(import.meta.dirname, '..', '..', 'resume', 'test', 'fixtures');
const main = join(import.meta.dirname, '..', 'src', 'main.ts');
const resume = parseResume(
  JSON.parse(readFileSync(join(fixtures, 'amelie-dubois-fr.json'), 'utf8')),
);

let dir: string;
let out: { stdout: string; stderr: string };
let io: Io;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shortlist-import-'));
  out = { stdout: '', stderr: '' };
  io = {
    cwd: dir,
    stdout: (data) =>
      (out.stdout += typeof data === 'string' ? data : Buffer.from(data).toString()),
    stderr: (text) => (out.stderr += text),
  };
});

describe('shortlist import', () => {
  it('reads a PDF and writes the resume in our format to -o, the report on stderr', async () => {
    writeFileSync(
      join(dir, 'cv.pdf'),
      await renderPdf(resume, { template: 'hybrid', fonts: nodeFontResolver }),
    );
    expect(await run(['import', 'cv.pdf', '-o', 'out.json'], io)).toBe(0);
    const written = parseResume(JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')));
    expect(written.personalInfo.fullName).toBe('Amélie Dubois-Lefèvre');
    expect(written.experience.map((job) => job.company)).toEqual(
      resume.experience.map((job) => job.company),
    );
    expect(out.stderr).toMatch(/^Read:\n {2}- Name: Amélie Dubois-Lefèvre\n/);
    expect(out.stderr).toContain('  - Experience: 3 positions');
    expect(out.stderr).toContain('Left out: nothing');
    expect(out.stderr).toContain(`Wrote ${join(dir, 'out.json')}`);
    expect(out.stdout).toBe('');
  });

  it('writes to standard output without -o; a Word file and a LinkedIn export', async () => {
    writeFileSync(join(dir, 'cv.docx'), await renderDocx(resume));
    expect(await run(['import', 'cv.docx'], io)).toBe(0);
    expect(parseResume(JSON.parse(out.stdout))).toEqual(
      expect.objectContaining({ skills: resume.skills }),
    );
    out.stdout = '';
    out.stderr = '';
    writeFileSync(join(dir, 'Basic_LinkedInDataExport.zip'), linkedInZip());
    expect(await run(['import', 'Basic_LinkedInDataExport.zip'], io)).toBe(0);
    expect(JSON.parse(out.stdout).experience[0]).toMatchObject({
      startDate: '2021-03',
      endDate: '',
    });
    // What could not be placed, as a list on stderr.
    expect(out.stderr).toMatch(/Left out:\n {2}- Profile: Twitter Handles "\[ada\]"\n/);
    expect(out.stderr).toContain('  - Position "Programmer": location "London"');
  });

  it('reads JSON Resume and our own JSON', async () => {
    writeFileSync(join(dir, 'jr.json'), JSON.stringify({ basics: { name: 'Ada Lovelace' } }));
    expect(await run(['import', 'jr.json', '-o', '-'], io)).toBe(0);
    expect(JSON.parse(out.stdout).personalInfo.fullName).toBe('Ada Lovelace');
  });

  it('exits 2 with a one-line reason for every file it cannot read, and writes nothing', async () => {
    for (const file of [
      ...(await badFiles()),
      { name: 'missing.pdf', bytes: null, message: /no such file/ },
    ]) {
      out.stderr = '';
      if (file.bytes) writeFileSync(join(dir, file.name), file.bytes);
      expect(await run(['import', file.name, '-o', 'out.json'], io), file.name).toBe(2);
      expect(out.stderr, file.name).toMatch(file.message);
      expect(out.stderr.trim().split('\n'), file.name).toHaveLength(1);
      expect(() => readFileSync(join(dir, 'out.json'))).toThrow();
    }
  });

  it.each([
    [['import'], /Missing the resume file to import/],
    [['import', 'a.pdf', '--format', 'pdf'], /--format is an option of export, not of import/],
    [['import', 'a.pdf', 'b.pdf'], /Unexpected argument "b.pdf"/],
  ])('refuses bad usage %j with exit 1', async (argv, message) => {
    expect(await run(argv, io)).toBe(1);
    expect(out.stderr).toMatch(message);
  });
});

describe('the shortlist import process', () => {
  it('exits 0 for a resume written and 2 for an unsupported file', async () => {
    writeFileSync(
      join(dir, 'cv.pdf'),
      await renderPdf(resume, { template: 'split', fonts: nodeFontResolver }),
    );
    const ok = spawnSync(
      process.execPath,
      ['--import', 'tsx', main, 'import', join(dir, 'cv.pdf'), '-o', join(dir, 'cv.json')],
      {
        encoding: 'utf8',
      },
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'cv.json'), 'utf8')).personalInfo.email).toBe(
      'amelie.dubois@exemple.fr',
    );
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const bad = spawnSync(
      process.execPath,
      ['--import', 'tsx', main, 'import', join(dir, 'notes.txt')],
      {
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /^shortlist: cannot import .*notes.txt: This file type cannot be imported/,
    );
    expect(bad.stdout).toBe('');
  });
});
