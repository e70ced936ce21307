/**
 * What the user reads for an identity service error: the text after the first colon (specification
 * section 8), e.g. "Password did not conform with policy: Password not long enough" -> "Password not long enough".
 */
export function authErrorMessage(error: unknown): string {
  const passkey = error instanceof Error ? PASSKEY_MESSAGES[error.name] : undefined;
  if (passkey) return passkey;
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

/** Amplify's passkey errors (the browser's prompt closed, nothing on this device) in a person's words. */
const PASSKEY_MESSAGES: Record<string, string> = {
  PasskeyAuthenticationCanceled: 'The passkey prompt was closed before it finished. Try again, or use your password.',
  PasskeyRegistrationCanceled: 'The passkey prompt was closed before the passkey was made.',
  PasskeyOperationAborted: 'The passkey prompt was closed before it finished.',
  PasskeyNotSupported: 'This browser cannot use passkeys. Use your password, or another browser.',
  PasskeyAlreadyExists: 'This device already holds a passkey for you.',
  PasskeyRetrievalFailed: 'No passkey on this device could sign you in. Use your password, then add one under Profile.',
  PasskeyRegistrationFailed: 'The passkey could not be made on this device.',
};
