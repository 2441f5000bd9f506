// @ts-check
// The one-way import rules (STYLE.md, docs/architecture.md) as `import-x/no-restricted-paths`
// zones. The zones come from the folder tree, read when ESLint loads its config, so a new
// feature folder or server module is covered without editing any list.
// Proven by scripts/test/import-boundaries.test.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const FEATURES_DIR = 'apps/web/src/features';
export const MODULES_DIR = 'apps/server/src/modules';

/**
 * @typedef {{ target: string | string[], from: string | string[], except?: string[], message: string }} Zone
 */

/**
 * The names of the folders directly inside `dir` (none when `dir` does not exist).
 * @param {string} dir
 * @returns {string[]}
 */
export function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * One zone per unit (feature or module) inside `parent`: the unit may import its own files and,
 * from every other unit, only the `entries` files (its public surface).
 * @param {string} parent folder holding the units, relative to the repository root
 * @param {string[]} units folder names inside `parent`
 * @param {string[]} entries file names that make a unit's public surface
 * @param {(unit: string) => string} message
 * @returns {Zone[]}
 */
function publicSurfaceZones(parent, units, entries, message) {
  return units.map((unit) => ({
    target: `./${parent}/${unit}`,
    from: `./${parent}`,
    except: [
      `./${unit}`,
      ...units
        .filter((other) => other !== unit)
        .flatMap((other) => entries.map((entry) => `./${other}/${entry}`)),
    ],
    message: message(unit),
  }));
}

/**
 * Every boundary zone of the repository rooted at `root`.
 * @param {string} root absolute path of the repository
 * @returns {Zone[]}
 */
export function boundaryZones(root) {
  const features = subfolders(join(root, FEATURES_DIR));
  const modules = subfolders(join(root, MODULES_DIR));
  return [
    ...publicSurfaceZones(
      FEATURES_DIR,
      features,
      ['index.ts'],
      (feature) =>
        `Feature "${feature}" reaches another feature only through that feature's index.ts: ` +
        'export what you need there, or move shared code to components/ or lib/.',
    ),
    {
      target: `./${FEATURES_DIR}`,
      from: './apps/web/src/app',
      message:
        'Features never import the app shell (app/); the shell composes features. ' +
        'Take what you need as props, or move shared code to components/ or lib/.',
    },
    {
      target: ['./apps/web/src/components', './apps/web/src/lib'],
      from: [`./${FEATURES_DIR}`, './apps/web/src/app'],
      message:
        'Shared code (components/, lib/) never imports features or the app shell; ' +
        'move what it needs into components/ or lib/, or let the caller pass it in.',
    },
    ...publicSurfaceZones(
      MODULES_DIR,
      modules,
      ['service.ts', 'index.ts'],
      (mod) =>
        `Module "${mod}" reaches another module only through its service.ts (or index.ts), ` +
        "never a repository or routes: call that module's service instead.",
    ),
    {
      target: './apps/server',
      from: './apps/web',
      message: 'apps/server never imports apps/web; put shared code in a package under packages/.',
    },
    {
      target: './apps/web',
      from: './apps/server',
      message:
        'apps/web never imports apps/server; call its HTTP API, and put shared types and ' +
        'schemas in a package under packages/.',
    },
    {
      target: './packages',
      from: './apps',
      message:
        'Packages never import an app (apps/**); move the shared code into a package ' +
        'that the app imports.',
    },
  ];
}

/**
 * The `import-x/no-restricted-paths` rule entry for the repository rooted at `root`.
 * @param {string} root absolute path of the repository
 * @returns {['error', { basePath: string, zones: Zone[] }]}
 */
export function importBoundaries(root) {
  return ['error', { basePath: root, zones: boundaryZones(root) }];
}
