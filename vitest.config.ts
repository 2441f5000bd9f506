import { defineConfig } from 'vitest/config';

// One `npm test` runs every suite that needs no browser. Each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'resume',
          root: './packages/resume',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cli',
          root: './packages/cli',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['../../scripts/fail-on-console-error.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['./scripts/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
