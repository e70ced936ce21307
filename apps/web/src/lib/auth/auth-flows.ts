import {
  associateWebAuthnCredential,
  confirmResetPassword,
  confirmUserAttribute,
  deleteWebAuthnCredential,
  listWebAuthnCredentials,
  confirmSignIn,
  confirmSignUp,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signIn,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
  type SignInOutput,
} from 'aws-amplify/auth';

/**
 * Every call the screens make to the identity service, named for what a person does. Screens use these
 * through auth-api.ts (which loads this module on first use), never Amplify: the flows' options
 * (USER_PASSWORD_AUTH until SRP is spoken, the passcode channel, the directory ticket) and the trimming of
 * what was typed live here once.
 */
export const authFlows = {
  signInWithPassword: (username: string, password: string): Promise<SignInOutput> =>
    signIn({ username: username.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
  requestPasscode: (username: string, channel: 'EMAIL_OTP' | 'SMS_OTP'): Promise<SignInOutput> =>
    signIn({ username: username.trim(), options: { authFlowType: 'USER_AUTH', preferredChallenge: channel } }),
  /** The passkey on this device (or a phone or key the browser offers) answers the sign-in on its own. */
  signInWithPasskey: (username: string): Promise<SignInOutput> =>
    signIn({ username: username.trim(), options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } }),
  /** The answer to the open sign-in step: a passcode, a new password, or the directory's ticket. */
  answerChallenge: (response: string): Promise<SignInOutput> => confirmSignIn({ challengeResponse: response }),
  /** Employees: redeem the one-time ticket the company directory's sign-in handed over. */
  redeemDirectoryTicket: async (username: string, ticket: string): Promise<SignInOutput> => {
    const challenge = await signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    if (challenge.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')
      throw new Error('The directory sign-in could not be completed.');
    return confirmSignIn({ challengeResponse: ticket });
  },
  confirmRegistration: (username: string, code: string) =>
    confirmSignUp({ username: username.trim(), confirmationCode: code.trim() }),
  resendRegistrationCode: (username: string) => resendSignUpCode({ username: username.trim() }),
  requestPasswordReset: (username: string) => resetPassword({ username: username.trim() }),
  resetPassword: (username: string, code: string, newPassword: string) =>
    confirmResetPassword({ username, confirmationCode: code.trim(), newPassword }),
  changePassword: (oldPassword: string, newPassword: string) => updatePassword({ oldPassword, newPassword }),
  /** Whether two-step sign-in with an authenticator app is on. */
  authenticatorAppIsOn: async (): Promise<boolean> => (await fetchMFAPreference()).enabled?.includes('TOTP') ?? false,
  /** A new secret for the app: the text to type and the otpauth:// address its QR code holds. */
  startAuthenticatorSetUp: async (accountName: string) => {
    const details = await setUpTOTP();
    return { secret: details.sharedSecret, uri: details.getSetupUri('Advertiser Portal', accountName).toString() };
  },
  /** The app's first code proves it holds the secret; two-step sign-in is then on. */
  finishAuthenticatorSetUp: async (code: string) => {
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED' });
  },
  turnOffAuthenticator: () => updateMFAPreference({ totp: 'DISABLED' }),
  /** The browser makes a passkey (asking for the device's lock) and the user pool keeps its public key. */
  addPasskey: () => associateWebAuthnCredential(),
  /** The person's passkeys, oldest first (the user pool keeps at most 20, one page). */
  listPasskeys: async () =>
    (await listWebAuthnCredentials()).credentials.map((credential) => ({
      id: credential.credentialId ?? '',
      name: credential.friendlyCredentialName ?? 'Passkey',
      createdAt: credential.createdAt,
    })),
  removePasskey: (id: string) => deleteWebAuthnCredential({ credentialId: id }),
  /** Texts a code to the profile's phone number; answers where it went (masked). */
  sendPhoneCode: async () =>
    (await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' })).destination ?? 'your phone',
  /** The texted code proves the number the person's: sign-in passcodes may go to it from then on. */
  confirmPhone: (code: string) => confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code }),
};
