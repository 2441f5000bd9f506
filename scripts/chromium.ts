// The system Chromium and the flags it runs with, shared by the browser journeys (e2e/),
// the benchmarks (bench/) and the print tests (packages/resume). Never downloaded.

/** CHROMIUM_PATH, else the Debian package's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox off (containers), and quiet: no GPU, no updates, sync or first-run UI. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
