import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  engineFloor,
  looseSpecifiers,
  refusedEngines,
  unversionedEntries,
  type LockFile,
  type Manifest,
} from '../engines';

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

describe('every dependency is pinned to one exact version (decision 0001)', () => {
  const manifests = () => {
    const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
    return Object.fromEntries(
      ['package.json', ...workspaces.map((workspace) => `${workspace}/package.json`)].map(
        (file) => [file, readJson<Manifest>(file)],
      ),
    );
  };

  it('names no range in any package.json of the project', () => {
    expect(Object.keys(manifests())).toContain('apps/server/package.json');
    expect(looseSpecifiers(manifests())).toEqual([]);
  });

  it('reports ranges, tags and loose overrides, and lets workspaces link with *', () => {
    const loose = looseSpecifiers({
      'package.json': {
        name: 'root',
        devDependencies: { vitest: '4.1.12', typescript: '5.9', '@shortlist/web': '*' },
        overrides: { cookie: '^1.1.1', docx: { nanoid: '~5.1.16' } },
      },
      'apps/web/package.json': {
        name: '@shortlist/web',
        dependencies: { react: '19.2.1', 'react-dom': 'latest', 'pdfjs-dist': '5.4.0-beta.1' },
        optionalDependencies: { fsevents: '*' },
      },
    });
    expect(loose).toEqual([
      { file: 'package.json', at: 'devDependencies.typescript', specifier: '5.9' },
      { file: 'package.json', at: 'overrides.cookie', specifier: '^1.1.1' },
      { file: 'package.json', at: 'overrides.docx.nanoid', specifier: '~5.1.16' },
      { file: 'apps/web/package.json', at: 'dependencies.react-dom', specifier: 'latest' },
      { file: 'apps/web/package.json', at: 'optionalDependencies.fsevents', specifier: '*' },
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
