import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error (STYLE.md). A test that expects one spies on it itself.
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  const seen = calls;
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
