// Bundles the server's own code (and the workspace packages it imports, which ship as
// TypeScript) into dist/bin/main.js; every npm dependency stays external. The bundle sits two
// levels below apps/server, like src/config.ts's folder, so paths it computes stay the same.
import { build } from 'esbuild';

await build({
  // main.js: the server; admin.js: `node apps/server/dist/bin/admin.js create <name>` where
  // the sources are not installed (docs/deploy.md).
  entryPoints: { main: 'src/main.ts', admin: 'src/admin-cli.ts' },
  outdir: 'dist/bin',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shortlist/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
