import { afterEach, beforeEach, vi } from 'vitest';

// A test that makes anything call console.error fails: such output is a bug nobody asserted on.
let errors: unknown[][] = [];
let allowed: RegExp[] = [];

/** For a test whose very subject is an error being reported: errors matching `pattern` do not fail it. */
export function allowConsoleErrors(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  errors = [];
  allowed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = errors
    .map((args) => args.map(String).join(' '))
    .filter((text) => !allowed.some((pattern) => pattern.test(text)));
  if (unexpected.length > 0) {
    throw new Error(`console.error was called during the test:\n${unexpected.join('\n')}`);
  }
});
