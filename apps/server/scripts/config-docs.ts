// Writes the variables table of docs/configuration.md from the one schema in src/config.ts.
// Run: npm run docs:config (a test fails when the file is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationDocPath, withConfigurationTable } from '../src/config-docs.js';

const before = readFileSync(configurationDocPath, 'utf8');
const after = await withConfigurationTable(before);
if (after === before) {
  process.stdout.write('docs/configuration.md is up to date.\n');
} else {
  writeFileSync(configurationDocPath, after);
  process.stdout.write('docs/configuration.md updated.\n');
}
