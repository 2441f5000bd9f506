// Bundles the server's own code (and the workspace packages it imports, which ship as
// TypeScript) into dist/bin/main.js; every npm dependency stays external. The bundle sits two
// levels below apps/server, like src/config.ts's folder, so paths it computes stay the same.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/bin/main.js',
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
