import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { reportLines, ResumeImportError } from '@shortlist/resume';
import { importFile } from '@shortlist/resume/import/import-file';
import { nodeOpenPdf } from '@shortlist/resume/import/node';
import type { ImportCommand } from './args';
import type { Io } from './run';

/** Exit code for a file that cannot be read or is not supported (the contract). */
export const UNREADABLE = 2;

/**
 * `shortlist import <file> [-o out.json]`: the resume in our format to the file (or standard
 * output), the report of what was read and left out on standard error. 0 when a resume was
 * written, 2 with a one-line reason when the file cannot be read or is not supported.
 */
export const runImport = async (command: ImportCommand, io: Io): Promise<number> => {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(resolve(io.cwd, command.input)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.stderr(
      `shortlist: cannot read ${command.input}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}\n`,
    );
    return UNREADABLE;
  }
  try {
    const { resume, report } = await importFile(
      { name: command.input, bytes },
      { openPdf: nodeOpenPdf },
    );
    const json = `${JSON.stringify(resume, null, 2)}\n`;
    for (const line of reportLines(report)) io.stderr(`${line}\n`);
    if (command.output === undefined || command.output === '-') io.stdout(json);
    else {
      const target = resolve(io.cwd, command.output);
      await writeFile(target, json);
      io.stderr(`Wrote ${target}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ResumeImportError) {
      io.stderr(`shortlist: cannot import ${command.input}: ${error.message}\n`);
      return UNREADABLE;
    }
    throw error;
  }
};
