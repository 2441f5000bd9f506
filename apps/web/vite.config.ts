import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * packages/resume is free of import side effects, so a bundle keeps only what it uses: the
 * builder page takes the schema and rules without the PDF renderer (which only the preview
 * worker needs).
 */
const resumePackageIsPure = (): Plugin => ({
  name: 'shortlist-resume-pure',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.includes('/packages/resume/') && !source.startsWith('@shortlist/resume')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !resolved.id.includes('/packages/resume/src/')) return resolved;
    return { ...resolved, moduleSideEffects: false };
  },
});

export default defineConfig({
  plugins: [resumePackageIsPure(), react(), tailwindcss()],
  server: { port: 5173, proxy: { '/resume': { target: apiTarget, changeOrigin: false } } },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 4096 },
});
