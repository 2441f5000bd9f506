import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineFloor, refusedEngines, unversionedEntries, type LockFile } from '../engines';

const root = new URL('../../', import.meta.url);
const readJson = <T>(file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;

const floor = engineFloor(readJson<{ engines: { node: string } }>('package.json').engines.node);

describe('every installed package runs on the Node version we promise (decision 0001)', () => {
  it('promises Node 20.19 in the root package.json', () => {
    expect(floor).toBe('20.19.0');
  });

  it('has no package in package-lock.json whose engines.node refuses that version', () => {
    expect(refusedEngines(readJson<LockFile>('package-lock.json'), floor)).toEqual([]);
  });
});

describe('package-lock.json installs with the npm a fresh machine has (decision 0001)', () => {
  it('has a version for every installed entry', () => {
    expect(unversionedEntries(readJson<LockFile>('package-lock.json'))).toEqual([]);
  });

  it('reports an entry without a version, and skips the root and workspace links', () => {
    const lock: LockFile = {
      packages: {
        '': { version: '0.0.0' },
        'node_modules/@shortlist/web': { link: true },
        'apps/web': { version: '0.0.0' },
        'node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-darwin-x64': {},
        'node_modules/unrs-resolver': { version: '1.13.0' },
      },
    };
    expect(unversionedEntries(lock)).toEqual([
      'node_modules/unrs-resolver/node_modules/@unrs/resolver-binding-darwin-x64',
    ]);
  });
});

describe('the engines check', () => {
  const lock = (packages: LockFile['packages']): LockFile => ({ packages });

  it('reports a package that asks for Node 22, with its path, version and range', () => {
    const refused = refusedEngines(
      lock({
        'node_modules/docx/node_modules/nanoid': {
          version: '6.0.2',
          engines: { node: '^22 || ^24 || >=26' },
        },
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      }),
      '20.19.0',
    );
    expect(refused).toEqual([
      {
        path: 'node_modules/docx/node_modules/nanoid',
        version: '6.0.2',
        node: '^22 || ^24 || >=26',
      },
      { path: 'node_modules/cookie', version: '2.0.2', node: '>=22' },
    ]);
  });

  it('accepts ranges that admit 20.19 and entries without engines', () => {
    const refused = refusedEngines(
      lock({
        '': { engines: { node: '>=20.19' } },
        'node_modules/nanoid': { version: '5.1.16', engines: { node: '^18 || >=20' } },
        'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/glob': { version: '14.0.6', engines: { node: '18 || 20 || >=22' } },
        'node_modules/old': { version: '1.0.0', engines: ['node >= 0.4'] },
        'node_modules/plain': { version: '1.0.0' },
      }),
      '20.19.0',
    );
    expect(refused).toEqual([]);
  });

  it('refuses a floor just below what a package asks for, and a range it cannot read', () => {
    const vite = { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } };
    expect(refusedEngines(lock({ 'node_modules/vite': vite }), '20.18.3')).toHaveLength(1);
    const odd = { version: '1.0.0', engines: { node: 'latest please' } };
    expect(refusedEngines(lock({ 'node_modules/odd': odd }), '20.19.0')).toEqual([
      { path: 'node_modules/odd', version: '1.0.0', node: 'latest please' },
    ]);
  });
});
