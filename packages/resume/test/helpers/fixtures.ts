import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseResume, type Resume } from '../../src/schema/resume';

const dir = join(import.meta.dirname, '..', 'fixtures');

export interface Fixture {
  name: string;
  resume: Resume;
}

/** Every resume in test/fixtures, parsed. */
export const fixtures: Fixture[] = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.json$/, ''),
    resume: parseResume(JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  }));

export const fixture = (name: string): Resume => {
  const found = fixtures.find((item) => item.name === name);
  if (!found) throw new Error(`No fixture ${name}`);
  return found.resume;
};

/** The resume long enough for three pages. */
export const LONG_FIXTURE = 'jurgen-weiss-de';
