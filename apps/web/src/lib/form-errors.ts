/**
 * The first message in a react-hook-form error, however deep: a list field's schema puts a repeated entry's
 * problem on its index (`zipCodes.3.message`), a nested object's on its fields, and the field shows one line.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'type') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}
