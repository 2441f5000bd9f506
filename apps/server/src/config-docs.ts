import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configurationTable } from './config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const configurationDocPath = path.join(repoRoot, 'docs/configuration.md');

const START =
  '<!-- variables:start (generated from apps/server/src/config.ts by npm run docs:config) -->';
const END = '<!-- variables:end -->';

/**
 * The document with its generated block replaced by the table of the current schema, in the
 * repository's Prettier style (so the check and `npm run format` agree).
 */
export async function withConfigurationTable(markdown: string): Promise<string> {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/configuration.md lacks the markers ${START} ... ${END}`);
  const text = `${markdown.slice(0, start + START.length)}\n\n${configurationTable()}\n\n${markdown.slice(end)}`;
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(configurationDocPath);
  return prettier.format(text, { ...options, parser: 'markdown' });
}
