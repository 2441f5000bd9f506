import { parseArgs } from 'node:util';
import { templates } from '@shortlist/resume';

export const FORMATS = ['pdf', 'docx', 'txt', 'json'] as const;
export const TEMPLATES = templates.map((template) => template.slug);
export const PAPERS = ['a4', 'letter'] as const;
export type Format = (typeof FORMATS)[number];

export const USAGE = `Usage: shortlist export <resume.json> [--format pdf|docx|txt|json] [--template ${TEMPLATES.join('|')}] [--paper a4|letter] [-o file]
       shortlist import <file> [-o out.json]

export: reads a resume in Shortlist's format or in JSON Resume (detected automatically) and writes
it as PDF (default), Word (.docx), plain text or JSON Resume. Without -o the file is named after the
person (Jane_Doe_Resume.pdf) in the current folder; -o - writes to standard output. --paper sets
the page size of the PDF and Word file (default: the resume's own, else A4). Values cut to fit
on import from JSON Resume are listed on standard error. The resume's design and sections
(colour, font, size, spacing, margins, fit to pages; order, hidden sections, headings) apply;
a value out of range stops the export with the field named.

import: reads a PDF, a Word file (.docx), a LinkedIn data export (.zip) or a JSON resume and
writes it in Shortlist's format (the builder's) to -o, or to standard output without -o. What
was read and what could not be placed are listed on standard error. Exit code 0 when a resume
was written, 2 for a file that cannot be read or is not supported (the reason on one line).`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface ExportCommand {
  command: 'export';
  input: string;
  format: Format;
  template: string | undefined;
  paper: (typeof PAPERS)[number] | undefined;
  output: string | undefined;
}

const oneOf = <T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined => {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got "${value}")`);
};

export interface ImportCommand {
  command: 'import';
  input: string;
  output: string | undefined;
}

/**
 * Parse `export <file> [options]` or `import <file> [-o file]`; 'help' when asked for it.
 * Throws UsageError on bad input.
 */
export const parseCommand = (argv: string[]): ExportCommand | ImportCommand | 'help' => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        template: { type: 'string', short: 't' },
        paper: { type: 'string', short: 'p' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return 'help';
  const [command, input, ...rest] = positionals;
  if (command !== 'export' && command !== 'import')
    throw new UsageError(`Unknown command "${command}"; the commands are "export" and "import"`);
  if (!input) throw new UsageError(`Missing the resume file to ${command}`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`);
  if (command === 'import') {
    const extra = (['format', 'template', 'paper'] as const).find((name) => values[name]);
    if (extra) throw new UsageError(`--${extra} is an option of export, not of import`);
    return { command, input, output: values.output };
  }
  return {
    command,
    input,
    format: oneOf('format', values.format, FORMATS) ?? 'pdf',
    template: oneOf('template', values.template, TEMPLATES),
    paper: oneOf('paper', values.paper, PAPERS),
    output: values.output,
  };
};
