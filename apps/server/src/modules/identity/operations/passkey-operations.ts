import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import {
  completePasskeyRegistration,
  deletePasskey,
  passkeysOf,
  startPasskeyRegistration,
  PASSKEYS_PER_PERSON,
} from '../domain/passkeys';
import type { IdentityContext } from '../domain/identity-context';
import { cognitoErrors } from '../wire/cognito-error';
import { cognitoSession, cognitoToken } from '../wire/constraints';
import { userOfAccessToken } from './token-operations';

// A browser's answer: base64url fields of a few hundred bytes (an attestation with certificates, a few
// kilobytes); bounded well above any real one.
const encoded = (max: number) => z.string().min(1).max(max);
const credentialBase = {
  id: encoded(1_023),
  rawId: encoded(1_023),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: encoded(8_192),
    attestationObject: encoded(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const authenticationCredential = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: encoded(8_192),
    authenticatorData: encoded(8_192),
    signature: encoded(2_048),
    userHandle: encoded(1_024).optional(),
  }),
});

/** A sign-in's CREDENTIAL answer: the browser's JSON as a string, checked as the registration's is. */
export function parseSignInCredential(text: string): AuthenticationResponseJSON {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw cognitoErrors.invalidParameter('CREDENTIAL is not a JSON document.');
  }
  const parsed = authenticationCredential.safeParse(value);
  if (!parsed.success) throw cognitoErrors.invalidParameter('CREDENTIAL is not a passkey’s answer.');
  return parsed.data as AuthenticationResponseJSON;
}

export const startWebAuthnRegistrationInput = z.looseObject({ AccessToken: cognitoToken() });

/** StartWebAuthnRegistration: what the browser needs to make a passkey for the signed-in person. */
export async function startWebAuthnRegistration(
  ctx: IdentityContext,
  input: z.infer<typeof startWebAuthnRegistrationInput>,
) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  return { CredentialCreationOptions: await startPasskeyRegistration(ctx, user) };
}

export const completeWebAuthnRegistrationInput = z.looseObject({
  AccessToken: cognitoToken(),
  Credential: registrationCredential,
});

/** CompleteWebAuthnRegistration: the browser's new passkey, checked, is kept. */
export async function completeWebAuthnRegistration(
  ctx: IdentityContext,
  input: z.infer<typeof completeWebAuthnRegistrationInput>,
) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  await completePasskeyRegistration(ctx, user, input.Credential as RegistrationResponseJSON);
  return {};
}

export const listWebAuthnCredentialsInput = z.looseObject({
  AccessToken: cognitoToken(),
  MaxResults: z.number().int().min(1).max(PASSKEYS_PER_PERSON).optional(),
  NextToken: cognitoSession().optional(),
});

/** ListWebAuthnCredentials: the person's passkeys, oldest first, all on one page (a person has at most 20). */
export async function listWebAuthnCredentials(
  ctx: IdentityContext,
  input: z.infer<typeof listWebAuthnCredentialsInput>,
) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  const passkeys = await passkeysOf(ctx.db, user.id);
  return {
    Credentials: passkeys.map((passkey) => ({
      CredentialId: passkey.credentialId,
      FriendlyCredentialName: passkey.name,
      RelyingPartyId: passkey.relyingPartyId,
      ...(passkey.attachment && { AuthenticatorAttachment: passkey.attachment }),
      AuthenticatorTransports: passkey.transports,
      // Seconds since the epoch, as Cognito's timestamps are on the wire.
      CreatedAt: passkey.createdAt.getTime() / 1000,
    })),
  };
}

export const deleteWebAuthnCredentialInput = z.looseObject({
  AccessToken: cognitoToken(),
  CredentialId: encoded(1_023),
});

/** DeleteWebAuthnCredential: removes one of the person's passkeys. */
export async function deleteWebAuthnCredential(
  ctx: IdentityContext,
  input: z.infer<typeof deleteWebAuthnCredentialInput>,
) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  await deletePasskey(ctx, user, input.CredentialId);
  return {};
}
