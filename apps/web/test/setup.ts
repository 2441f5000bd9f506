import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../../scripts/fail-on-console-error';

// findBy*/waitFor wait up to 5 s (not 1 s): on a shared 2-core machine running the server's
// fuzzing and process suites alongside, a lazy route can take longer than a second to appear.
configure({ asyncUtilTimeout: 5000 });

// A test file may run in Node (`@vitest-environment node`, e.g. pdf.js drawing): no DOM there.
const dom = typeof window !== 'undefined';

// jsdom does not implement scrolling; the app calls it on navigation.
if (dom) window.scrollTo = () => {};

afterEach(() => {
  if (!dom) return;
  cleanup();
  localStorage.clear();
});
