import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontChunks } from './font-chunks-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), fontChunks()],
  server: { port: 5173, proxy: { '/resume': { target: apiTarget, changeOrigin: false } } },
  // The document worker imports the font chunk manifest; the app's build writes the files.
  worker: { format: 'es', plugins: () => [fontChunks({ emit: false })] },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    // The static landing page's script is a second entry; the manifest tells
    // scripts/prerender-landing.mjs its hashed file (and is removed after).
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html', 'landing-island': 'src/app/static-landing/island.ts' },
    },
  },
});
