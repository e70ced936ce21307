export function findChromium(): string | null;
export const CHROMIUM_HELP: string;
