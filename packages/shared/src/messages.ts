/** User-facing texts from the specification (sections 2, 5, 8), word for word. */
export const MESSAGES = {
  fieldRequired: 'This field is required',
  enterVerificationCode: 'Please enter verification code',
  enterPassword: 'Please enter your password',
  retypePassword: 'Please retype your password.',
  passwordsDoNotMatch: 'Your passwords do not match',
  enterYourUsername: 'Please enter your username',
  enterUsername: 'Please enter username',
  passwordGuidance:
    'Password must be at least 8 characters long, contain upper and lower case letters, at least 1 number and 1 special character.',
  notLinkedToContact: 'Users account is not linked to a contact',
  mustContactAdminToUpdateName: 'Must contact admin to update name',
  requestTimedOut: 'Request timed out',
  userNotConfirmed: 'User is not confirmed.',
  userAlreadyConfirmedCognito: 'User cannot be confirmed. Current status is CONFIRMED',
  /** Cognito's answer to a new confirmation code asked for a user who is already confirmed. */
  resendToConfirmedCognito: 'User is already confirmed.',
  userAlreadyConfirmed: 'User already confirmed please login',
  passcodeNotVerified: (reason: string) => `We could not verify that passcode: ${reason}`,
  passcodeResendFailed: 'We were unable to send a new passcode. Please try again.',
  passcodeSendFailed:
    'We could not send a passcode to this account. Please check the account and try again.',
  invalidVerificationCode: 'Invalid verification code',
  accountUpdateFailed: 'There was an error updating your account',
  userVerified: 'User Verified! Please Login',
  verificationCodeSent: 'Verification code was sent to your Email',
  startTyping: 'Start Typing to get options',
  somethingWentWrong: 'Something went wrong!',
  tryAgainLater: 'Please Try again later',
  tryAgain: 'Try again',
  notFound: "There's nothing here: 404!",
} as const;
