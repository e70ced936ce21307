import type { z } from 'zod';
import type { IdentityContext } from '../domain/identity-context';
import {
  confirmForgotPassword,
  confirmForgotPasswordInput,
  confirmSignUp,
  confirmSignUpInput,
  forgotPassword,
  resendConfirmationCode,
  signUp,
  signUpInput,
  usernameInput,
} from '../operations/account-operations';
import {
  attributeVerificationCodeInput,
  getUserAttributeVerificationCode,
  verifyUserAttribute,
  verifyUserAttributeInput,
} from '../operations/attribute-operations';
import { initiateAuth, initiateAuthInput } from '../operations/initiate-auth';
import {
  associateSoftwareToken,
  associateSoftwareTokenInput,
  setUserMfaPreference,
  setUserMfaPreferenceInput,
  verifySoftwareToken,
  verifySoftwareTokenInput,
} from '../operations/mfa-operations';
import {
  completeWebAuthnRegistration,
  completeWebAuthnRegistrationInput,
  deleteWebAuthnCredential,
  deleteWebAuthnCredentialInput,
  listWebAuthnCredentials,
  listWebAuthnCredentialsInput,
  startWebAuthnRegistration,
  startWebAuthnRegistrationInput,
} from '../operations/passkey-operations';
import { respondToAuthChallenge, respondToAuthChallengeInput } from '../operations/respond-to-auth-challenge';
import {
  accessTokenInput,
  changePassword,
  changePasswordInput,
  getTokensFromRefreshToken,
  getTokensFromRefreshTokenInput,
  getUser,
  globalSignOut,
  revokeToken,
  revokeTokenInput,
} from '../operations/token-operations';

interface Operation<Schema extends z.ZodType> {
  input: Schema;
  run: (ctx: IdentityContext, input: z.infer<Schema>) => Promise<object>;
  /** The username a request acts for, for the per-user rate limit. */
  username?: (input: z.infer<Schema>) => string | undefined;
}

const operation = <Schema extends z.ZodType>(definition: Operation<Schema>) =>
  definition as unknown as Operation<z.ZodType>;

/** The Cognito Identity Provider operations the built-in user pool speaks, by `x-amz-target` name. */
const OPERATIONS: Record<string, Operation<z.ZodType>> = {
  InitiateAuth: operation({
    input: initiateAuthInput,
    run: initiateAuth,
    username: (input) => input.AuthParameters.USERNAME,
  }),
  RespondToAuthChallenge: operation({
    input: respondToAuthChallengeInput,
    run: respondToAuthChallenge,
    username: (input) => input.ChallengeResponses.USERNAME,
  }),
  SignUp: operation({ input: signUpInput, run: signUp, username: (input) => input.Username }),
  ConfirmSignUp: operation({ input: confirmSignUpInput, run: confirmSignUp, username: (input) => input.Username }),
  ResendConfirmationCode: operation({
    input: usernameInput,
    run: resendConfirmationCode,
    username: (input) => input.Username,
  }),
  ForgotPassword: operation({ input: usernameInput, run: forgotPassword, username: (input) => input.Username }),
  ConfirmForgotPassword: operation({
    input: confirmForgotPasswordInput,
    run: confirmForgotPassword,
    username: (input) => input.Username,
  }),
  ChangePassword: operation({ input: changePasswordInput, run: changePassword }),
  GetUser: operation({ input: accessTokenInput, run: getUser }),
  GlobalSignOut: operation({ input: accessTokenInput, run: globalSignOut }),
  RevokeToken: operation({ input: revokeTokenInput, run: revokeToken }),
  GetTokensFromRefreshToken: operation({ input: getTokensFromRefreshTokenInput, run: getTokensFromRefreshToken }),
  AssociateSoftwareToken: operation({ input: associateSoftwareTokenInput, run: associateSoftwareToken }),
  VerifySoftwareToken: operation({ input: verifySoftwareTokenInput, run: verifySoftwareToken }),
  SetUserMFAPreference: operation({ input: setUserMfaPreferenceInput, run: setUserMfaPreference }),
  GetUserAttributeVerificationCode: operation({
    input: attributeVerificationCodeInput,
    run: getUserAttributeVerificationCode,
  }),
  VerifyUserAttribute: operation({ input: verifyUserAttributeInput, run: verifyUserAttribute }),
  StartWebAuthnRegistration: operation({ input: startWebAuthnRegistrationInput, run: startWebAuthnRegistration }),
  CompleteWebAuthnRegistration: operation({
    input: completeWebAuthnRegistrationInput,
    run: completeWebAuthnRegistration,
  }),
  ListWebAuthnCredentials: operation({ input: listWebAuthnCredentialsInput, run: listWebAuthnCredentials }),
  DeleteWebAuthnCredential: operation({ input: deleteWebAuthnCredentialInput, run: deleteWebAuthnCredential }),
};

/** The operation of a name from the wire; only the table's own entries, so "constructor" or "__proto__" are unknown. */
export function findOperation(name: string): Operation<z.ZodType> | undefined {
  return Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
}

/** Every operation name the wire answers to. */
export const OPERATION_NAMES = Object.keys(OPERATIONS);
