import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Lints probe files with the repository's own ESLint config and checks the one-way import
// zones (scripts/lint-boundaries.js) in every direction. Probes import real files so the
// resolver finds them; `import-x/no-unresolved` is switched on so that a probe whose import
// did not resolve fails instead of passing silently.

const repoRoot = resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

// A feature folder and a server module that no config names: created before ESLint loads its
// config, they must be covered because the zones are read from the folder tree.
const temp = `zz-boundary-test-${process.pid}`;
const tempFeatureDir = join(repoRoot, 'apps/web/src/features', temp);
const tempModuleDir = join(repoRoot, 'apps/server/src/modules', temp);

let eslint: ESLint;

beforeAll(() => {
  mkdirSync(tempFeatureDir, { recursive: true });
  writeFileSync(join(tempFeatureDir, 'index.ts'), 'export const probe = 1;\n');
  writeFileSync(join(tempFeatureDir, 'internal.ts'), 'export const internal = 1;\n');
  mkdirSync(tempModuleDir, { recursive: true });
  writeFileSync(join(tempModuleDir, 'service.ts'), 'export const probeService = 1;\n');
  writeFileSync(join(tempModuleDir, 'repository.ts'), 'export const probeRepository = 1;\n');
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
  });
});

afterAll(() => {
  rmSync(tempFeatureDir, { recursive: true, force: true });
  rmSync(tempModuleDir, { recursive: true, force: true });
});

type Finding = { ruleId: string | null; message: string };

/** Lints `import '<importPath>';` as if it were the file at `filePath` (relative to the repo). */
async function lintImport(filePath: string, importPath: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(`import '${importPath}';\n`, {
    filePath: join(repoRoot, filePath),
  });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

function zoneError(importPath: string, advice: string): Finding {
  return {
    ruleId: RULE,
    message: `Unexpected path "${importPath}" imported in restricted zone. ${advice}`,
  };
}

const FEATURE_VIA_INDEX = (feature: string) =>
  `Feature "${feature}" reaches another feature only through that feature's index.ts: ` +
  'export what you need there, or move shared code to components/ or lib/.';
const FEATURE_TO_APP =
  'Features never import the app shell (app/); the shell composes features. ' +
  'Take what you need as props, or move shared code to components/ or lib/.';
const SHARED_TO_FEATURE =
  'Shared code (components/, lib/) never imports features or the app shell; ' +
  'move what it needs into components/ or lib/, or let the caller pass it in.';
const MODULE_VIA_SERVICE = (mod: string) =>
  `Module "${mod}" reaches another module only through its service.ts (or index.ts), ` +
  "never a repository or routes: call that module's service instead.";
const SERVER_TO_WEB =
  'apps/server never imports apps/web; put shared code in a package under packages/.';
const WEB_TO_SERVER =
  'apps/web never imports apps/server; call its HTTP API, and put shared types and ' +
  'schemas in a package under packages/.';
const PACKAGE_TO_APP =
  'Packages never import an app (apps/**); move the shared code into a package ' +
  'that the app imports.';

const feature = 'apps/web/src/features/builder/zz-probe.ts';
const newFeature = `apps/web/src/features/${temp}/zz-probe.ts`;
const mod = 'apps/server/src/modules/account/zz-probe.ts';
const newModule = `apps/server/src/modules/${temp}/zz-probe.ts`;
const cancelPage = '../payments/components/cancel-page';

// [what, importing file, import, advice in the error]
const refused: [string, string, string, string][] = [
  ["feature → another feature's internals", feature, cancelPage, FEATURE_VIA_INDEX('builder')],
  [
    "feature → a new feature's internals",
    feature,
    `../${temp}/internal`,
    FEATURE_VIA_INDEX('builder'),
  ],
  ['feature → app/', feature, '../../app/nav-bar', FEATURE_TO_APP],
  ['new feature folder → a feature', newFeature, cancelPage, FEATURE_VIA_INDEX(temp)],
  [
    'lib/ → a feature',
    'apps/web/src/lib/zz-probe.ts',
    '../features/payments/components/cancel-page',
    SHARED_TO_FEATURE,
  ],
  [
    'components/ → app/',
    'apps/web/src/components/zz-probe.ts',
    '../app/nav-bar',
    SHARED_TO_FEATURE,
  ],
  ['web → server', 'apps/web/src/lib/zz-probe.ts', '../../../server/src/lib/errors', WEB_TO_SERVER],
  ['server → web', 'apps/server/src/lib/zz-probe.ts', '../../../web/src/lib/paths', SERVER_TO_WEB],
  [
    'packages/cli → apps (by package name)',
    'packages/cli/src/zz-probe.ts',
    '@shortlist/web/src/lib/paths',
    PACKAGE_TO_APP,
  ],
  [
    "module → another module's repository",
    mod,
    '../resumes/repository.js',
    MODULE_VIA_SERVICE('account'),
  ],
  ["module → another module's routes", mod, '../auth/routes.js', MODULE_VIA_SERVICE('account')],
  [
    'new module folder → a repository',
    newModule,
    '../resumes/repository.js',
    MODULE_VIA_SERVICE(temp),
  ],
];

// [what, importing file, import]
const allowed: [string, string, string][] = [
  ["feature → a new feature's index.ts", feature, `../${temp}/index.ts`],
  ["feature → a new feature's folder (its index.ts)", feature, `../${temp}`],
  ['feature → lib/', feature, '../../lib/paths'],
  ['feature → components/', feature, '../../components/ui/button'],
  ["module → another module's service.ts", mod, '../resumes/service.js'],
  ["module → a new module's service.ts", mod, `../${temp}/service.js`],
  ["new module folder → another module's service.ts", newModule, '../auth/service.js'],
];

describe('import boundaries', () => {
  it.each(refused)('refuse %s', async (_what, file, path, advice) => {
    expect(await lintImport(file, path)).toEqual([zoneError(path, advice)]);
  });

  it.each(allowed)('allow %s', async (_what, file, path) => {
    expect(await lintImport(file, path)).toEqual([]);
  });

  it('refuse packages/resume → apps, by both of its rules', async () => {
    const path = '../../../apps/server/src/lib/errors';
    const findings = await lintImport('packages/resume/src/zz-probe.ts', path);
    expect(findings).toContainEqual(zoneError(path, PACKAGE_TO_APP));
    expect(findings).toContainEqual({
      ruleId: 'no-restricted-imports',
      message: expect.stringContaining('packages/resume imports none of the apps.'),
    });
    expect(findings).toHaveLength(2);
  });
});
