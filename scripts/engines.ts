import semver from 'semver';

/** The part of a package-lock.json (lockfileVersion 2 or 3) this check reads. */
export interface LockFile {
  packages: Record<
    string,
    { version?: string; link?: boolean; engines?: { node?: string } | string[] }
  >;
}

export interface RefusedEngine {
  /** The entry's path in the lock, e.g. `node_modules/docx/node_modules/nanoid`. */
  path: string;
  version: string | undefined;
  /** Its `engines.node` range. */
  node: string;
}

/** The lowest Node version a range such as `>=20.19` admits (`20.19.0`). */
export function engineFloor(range: string): string {
  const floor = semver.minVersion(range);
  if (!floor) throw new Error(`Not a version range: ${range}`);
  return floor.version;
}

/**
 * Every installed package whose `engines.node` does not admit `node` (or is no range at all).
 * Entries without an `engines.node` accept any Node.
 */
export function refusedEngines(lock: LockFile, node: string): RefusedEngine[] {
  const refused: RefusedEngine[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    // Old packages may still carry the legacy array form; npm ignores it.
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined) continue;
    const valid = semver.validRange(range) !== null;
    if (!valid || !semver.satisfies(node, range, { includePrerelease: true })) {
      refused.push({ path, version: entry.version, node: range });
    }
  }
  return refused;
}

/**
 * Every entry of the lock file that names no version (the workspace root and workspace links
 * excepted). npm refuses such a lock with `Invalid Version:` in both `npm install` and
 * `npm ci`, so one entry like this stops every fresh install (decision 0001).
 */
export function unversionedEntries(lock: LockFile): string[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.link && !entry.version)
    .map(([path]) => path);
}

/** The part of a package.json the pinning check reads. */
export interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  overrides?: Record<string, string | Record<string, string>>;
}

export interface LooseSpecifier {
  /** The manifest's file, e.g. `apps/server/package.json`. */
  file: string;
  /** `dependencies.fastify`, `overrides.docx.nanoid`… */
  at: string;
  specifier: string;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Every dependency (and override) named by a range instead of one exact version, so that a
 * new lock file can never move it (decision 0001). Our own workspaces, linked by `*`, excepted.
 */
export function looseSpecifiers(manifests: Record<string, Manifest>): LooseSpecifier[] {
  const workspaces = new Set(Object.values(manifests).map((manifest) => manifest.name));
  const loose: LooseSpecifier[] = [];
  const check = (file: string, at: string, specifier: string) => {
    if (!EXACT_VERSION.test(specifier)) loose.push({ file, at, specifier });
  };
  for (const [file, manifest] of Object.entries(manifests)) {
    for (const kind of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
      for (const [name, specifier] of Object.entries(manifest[kind] ?? {})) {
        if (workspaces.has(name) && specifier === '*') continue;
        check(file, `${kind}.${name}`, specifier);
      }
    }
    for (const [name, override] of Object.entries(manifest.overrides ?? {})) {
      if (typeof override === 'string') check(file, `overrides.${name}`, override);
      else {
        for (const [inner, specifier] of Object.entries(override)) {
          check(file, `overrides.${name}.${inner}`, specifier);
        }
      }
    }
  }
  return loose;
}
