import { PassThrough } from 'node:stream';

/** One JSON log line as pino writes it. */
export type LogLine = { level: number; msg?: string; [field: string]: unknown };

/** Log levels as pino numbers them. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A stream to give buildApp as `logStream`, and the lines written to it so far, parsed. */
export function capturedLog() {
  const lines: LogLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    ),
  );
  return { logStream, lines };
}
