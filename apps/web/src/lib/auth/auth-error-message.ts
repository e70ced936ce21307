/**
 * What the user reads for an identity service error: the text after the first colon (specification
 * section 8), e.g. "Password did not conform with policy: Password not long enough" -> "Password not long enough".
 */
export function authErrorMessage(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : 'Something went wrong. Please try again.';
  const colon = message.indexOf(':');
  return colon >= 0 ? message.slice(colon + 1).trim() || message : message;
}

/** The error's name as Amplify reports it, e.g. "NotAuthorizedException". */
export const authErrorName = (error: unknown): string | undefined => (error instanceof Error ? error.name : undefined);
