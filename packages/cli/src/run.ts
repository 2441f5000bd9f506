import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  ResumeImportError,
  fileName,
  importResumeWithReport,
  renderDocx,
  renderPdf,
  renderTxt,
  toJsonResume,
  type Paper,
  type Resume,
} from '@shortlist/resume';
import { nodeFontResolver } from '@shortlist/resume/fonts/node';
import { USAGE, UsageError, parseCommand, type Format } from './args';
import { runImport } from './import-command';

export interface Io {
  cwd: string;
  stdout: (data: string | Uint8Array) => void;
  stderr: (text: string) => void;
}

const render = async (
  resume: Resume,
  format: Format,
  template: string | undefined,
  paper: Paper | undefined,
): Promise<Uint8Array | string> => {
  switch (format) {
    case 'pdf':
      return renderPdf(resume, { template, paper, fonts: nodeFontResolver });
    case 'docx':
      return renderDocx(resume, { paper });
    case 'txt':
      return renderTxt(resume);
    case 'json':
      return `${JSON.stringify(toJsonResume(resume), null, 2)}\n`;
  }
};

const readJson = async (path: string, shown: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ResumeImportError(
      code === 'ENOENT'
        ? `Cannot read ${shown}: no such file`
        : `Cannot read ${shown}: ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ResumeImportError(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
};

/**
 * The command line, testable: returns the exit code (0 done, 1 bad input or failure; import:
 * 2 for a file it cannot read).
 */
export const run = async (argv: string[], io: Io): Promise<number> => {
  try {
    const command = parseCommand(argv);
    if (command === 'help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (command.command === 'import') return await runImport(command, io);
    const { resume, report } = importResumeWithReport(
      await readJson(resolve(io.cwd, command.input), command.input),
    );
    for (const cut of report) io.stderr(`Cut to fit: ${cut}\n`);
    const data = await render(resume, command.format, command.template, command.paper);
    if (command.output === '-') {
      io.stdout(data);
      return 0;
    }
    const target = resolve(
      io.cwd,
      command.output ?? fileName(resume.personalInfo.fullName, command.format),
    );
    await writeFile(target, data);
    io.stderr(`Wrote ${target}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`shortlist: ${error.message}\n\n${USAGE}\n`);
      return 1;
    }
    if (error instanceof ResumeImportError) {
      io.stderr(`shortlist: ${error.message}\n`);
      return 1;
    }
    io.stderr(`shortlist: failed: ${(error as Error).message}\n`);
    return 1;
  }
};
