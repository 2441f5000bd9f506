// Node only (tests, CLI, bench): never import this file from browser code.
import { createRequire } from 'node:module';
import type { FontFile, FontResolver } from './manifest';

const require = createRequire(import.meta.url);

/** Resolves each font to its file under node_modules. */
export const nodeFontResolver: FontResolver = (font: FontFile) => require.resolve(font.module);
