import { MESSAGES } from '@portal/shared/messages';

/**
 * An error in Cognito's wire shape: HTTP 400, header `x-amzn-errortype`, body `{"__type","message"}`.
 * Types and messages are Cognito's own, so that Amplify and the AWS SDK react to them as they would to Cognito.
 */
export class CognitoError extends Error {
  override name = 'CognitoError';

  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export const cognitoErrors = {
  incorrectCredentials: () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.'),
  passwordAttemptsExceeded: () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded'),
  userDisabled: () => new CognitoError('NotAuthorizedException', 'User is disabled.'),
  userNotConfirmed: () => new CognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed),
  passwordResetRequired: () =>
    new CognitoError('PasswordResetRequiredException', 'Password reset required for the user'),
  temporaryPasswordExpired: () =>
    new CognitoError('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
  alreadyConfirmed: () => new CognitoError('NotAuthorizedException', MESSAGES.userAlreadyConfirmedCognito),
  resendToConfirmed: () => new CognitoError('InvalidParameterException', MESSAGES.resendToConfirmedCognito),
  codeMismatch: () =>
    new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  otpMismatch: () => new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.'),
  codeExpired: () => new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  attemptLimit: () => new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  tooManyRequests: () => new CognitoError('TooManyRequestsException', 'Too many requests, please try after some time.'),
  sessionExpired: () => new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  sessionUsed: () =>
    new CognitoError('NotAuthorizedException', 'Invalid session for the user, session can only be used once.'),
  invalidPassword: (problems: string[]) =>
    new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problems.join('; ')}`),
  usernameExists: () => new CognitoError('UsernameExistsException', 'User already exists'),
  invalidRefreshToken: () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token'),
  refreshTokenRevoked: () => new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked'),
  invalidAccessToken: () => new CognitoError('NotAuthorizedException', 'Invalid Access Token'),
  accessTokenRevoked: () => new CognitoError('NotAuthorizedException', 'Access Token has been revoked'),
  invalidParameter: (message: string) => new CognitoError('InvalidParameterException', message),
  unknownOperation: (operation: string) =>
    new CognitoError('UnknownOperationException', `Unknown operation ${operation}`),
  resetNotAllowed: () =>
    new CognitoError('NotAuthorizedException', 'User password cannot be reset in the current state.'),
} as const;
