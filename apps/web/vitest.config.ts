import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { fontChunks } from './font-chunks-plugin';

export default defineProject({
  // The font chunks' manifest ('virtual:font-chunks') that printing imports, as in the app.
  plugins: [react(), fontChunks({ emit: false })],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
  },
});
