/** The Chromium a tool drives: CHROMIUM_PATH, else the first installed one; `headlessShell` allows Chromium's headless shell. */
export function findChromium(options?: { headlessShell?: boolean }): string | null;
export const CHROMIUM_HELP: string;
