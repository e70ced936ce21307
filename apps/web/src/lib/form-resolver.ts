import { zodResolver } from '@hookform/resolvers/zod';

/**
 * A field's message as a sentence, in the specification's voice ("This field is required"): the shared schemas word
 * theirs to follow a field's name in the API's errors ("zipCode: must be 5 digits"), and under a field that reads
 * "Must be 5 digits".
 */
export function asSentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Every message in react-hook-form's errors as a sentence, in place (the errors hold the fields' DOM nodes). */
function sentenceCase(errors: object): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = asSentence(error.message);
    sentenceCase(value as object);
  }
}

/** zodResolver, with its messages as sentences: the one resolver of the app's forms. */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    sentenceCase(result.errors);
    return result;
  };
}) as typeof zodResolver;
