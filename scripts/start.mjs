// `npm start`: build whatever is missing or older than its sources, then run the server in
// this process (so Ctrl-C reaches its graceful shutdown directly).
//
// It is the way to try Shortlist on one's own machine, so it runs with NODE_ENV=development
// unless NODE_ENV is set: the built-in test checkout is on (TEST_CHECKOUT, decision 0400).
// A deployment runs apps/server/dist/bin/main.js, where NODE_ENV defaults to production
// (docs/deploy.md), or sets NODE_ENV=production.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

function buildIfStale(name, output, sources, workspace) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(at(s))));
  if (built >= changed) return;
  process.stdout.write(`Building ${name}...\n`);
  execFileSync('npm', ['run', '--silent', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
}

buildIfStale(
  'the web app',
  at('apps/web/dist/index.html'),
  [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'packages/resume/src',
    'packages/contract/src',
  ],
  'apps/web',
);
buildIfStale(
  'the server',
  at('apps/server/dist/bin/main.js'),
  ['apps/server/src', 'packages/resume/src', 'packages/contract/src'],
  'apps/server',
);

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'development';
  process.stdout.write(
    'NODE_ENV=development: the test checkout is on (no real payment). To deploy, see docs/deploy.md.\n',
  );
}
await import(pathToFileURL(at('apps/server/dist/bin/main.js')).href);
