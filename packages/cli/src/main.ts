import { run } from './run';

// `npm run shortlist -- ...` runs in packages/cli; INIT_CWD is where the user typed it.
const code = await run(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (data) => process.stdout.write(data),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
