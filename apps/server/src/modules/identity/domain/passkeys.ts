import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { identityPasskeys, identityUsers } from '../../../db/schema/index';
import { addSeconds } from '../../../lib/clock';
import { CognitoError } from '../wire/cognito-error';
import type { IdentityContext } from './identity-context';
import { deviceName } from './sign-in-devices';
import { TWO_STEP_KEPT } from './two-step-policy';
import { decoyBytes } from './decoys';
import { updateUser, type IdentityUser } from './users';

export type Passkey = typeof identityPasskeys.$inferSelect;

/** The longest credential id kept, as Cognito's CredentialId (base64url of WebAuthn's 1,023-byte limit, roughly). */
export const MAX_CREDENTIAL_ID = 1_023;
/** Cognito's limit of passkeys for one person. */
export const PASSKEYS_PER_PERSON = 20;
/** How long a registration's challenge may be answered (the browser's own prompt times out at a minute). */
const REGISTRATION_SECONDS = 5 * 60;

/** The relying party is the portal: its host name, and the origins its pages are served from. */
function relyingParty(ctx: IdentityContext) {
  return { id: new URL(ctx.config.publicUrl).hostname, origins: [...ctx.config.portalOrigins] };
}

export const passkeyErrors = {
  noChallenge: () =>
    new CognitoError('WebAuthnChallengeNotFoundException', 'No passkey registration was started, or it expired.'),
  notVerified: (reason: string) =>
    new CognitoError('WebAuthnCredentialNotSupportedException', `The passkey could not be verified: ${reason}`),
  originNotAllowed: () =>
    new CognitoError('WebAuthnOriginNotAllowedException', 'The passkey was made on a page this portal does not serve.'),
  relyingPartyMismatch: () =>
    new CognitoError('WebAuthnRelyingPartyMismatchException', 'The passkey was made for another site.'),
  tooMany: () =>
    new CognitoError('LimitExceededException', `A person can have at most ${PASSKEYS_PER_PERSON} passkeys.`),
  alreadyAdded: () => new CognitoError('WebAuthnCredentialNotSupportedException', 'This passkey is already added.'),
  notFound: () => new CognitoError('ResourceNotFoundException', 'No such passkey.'),
  signInFailed: () => new CognitoError('NotAuthorizedException', 'The passkey could not be verified.'),
};

/** What the library's refusal means on Cognito's wire: a wrong page, a wrong site, or a credential that does not check. */
function refusal(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/origin/i.test(message)) return passkeyErrors.originNotAllowed();
  if (/RP ID/i.test(message)) return passkeyErrors.relyingPartyMismatch();
  return passkeyErrors.notVerified(message);
}

export async function passkeysOf(db: Db, userId: string): Promise<Passkey[]> {
  return db
    .select()
    .from(identityPasskeys)
    .where(eq(identityPasskeys.userId, userId))
    .orderBy(asc(identityPasskeys.createdAt), asc(identityPasskeys.credentialId));
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [one] = await db
    .select({ id: identityPasskeys.credentialId })
    .from(identityPasskeys)
    .where(eq(identityPasskeys.userId, userId))
    .limit(1);
  return Boolean(one);
}

/** StartWebAuthnRegistration: the options for the browser's `navigator.credentials.create`. */
export async function startPasskeyRegistration(ctx: IdentityContext, user: IdentityUser) {
  const existing = await passkeysOf(ctx.db, user.id);
  if (existing.length >= PASSKEYS_PER_PERSON) throw passkeyErrors.tooMany();
  const options = await generateRegistrationOptions({
    rpName: 'Advertiser Portal',
    rpID: relyingParty(ctx).id,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: isoUint8Array.fromUTF8String(user.id),
    attestationType: 'none',
    // The device's own passkey where it has one; a discoverable credential, so the browser can offer it by name.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
  });
  await updateUser(ctx.db, user.id, {
    passkeyRegistrationChallenge: options.challenge,
    passkeyRegistrationExpiresAt: addSeconds(ctx.clock.now(), REGISTRATION_SECONDS),
  });
  return options;
}

/** CompleteWebAuthnRegistration: the browser's answer, checked against the challenge, becomes one of the person's passkeys. */
export async function completePasskeyRegistration(
  ctx: IdentityContext,
  user: IdentityUser,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const now = ctx.clock.now();
  const challenge = await takeRegistrationChallenge(ctx.db, user.id, now);
  if (!challenge) throw passkeyErrors.noChallenge();
  const party = relyingParty(ctx);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.id,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw refusal(error);
  });
  if (!verification.verified) throw passkeyErrors.notVerified('the browser’s answer does not check');
  const { credential, credentialDeviceType } = verification.registrationInfo;
  // The id inside the signed data is the one kept: it must be the one the browser names, and short enough to
  // be named again (DeleteWebAuthnCredential and CREDENTIAL take at most 1,023 characters).
  if (credential.id !== response.id) throw passkeyErrors.notVerified('the credential id does not match its data');
  if (credential.id.length > MAX_CREDENTIAL_ID)
    throw passkeyErrors.notVerified(`the credential id is longer than ${MAX_CREDENTIAL_ID} characters`);
  return ctx.db.transaction(async (tx) => {
    // Counted under the person's row lock: two registrations at once cannot pass the limit together.
    await tx.execute(sql`select 1 from identity_users where id = ${user.id} for update`);
    const [{ value: held } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(identityPasskeys)
      .where(eq(identityPasskeys.userId, user.id));
    if (held >= PASSKEYS_PER_PERSON) throw passkeyErrors.tooMany();
    const [added] = await tx
      .insert(identityPasskeys)
      .values({
        credentialId: credential.id,
        userId: user.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        attachment: response.authenticatorAttachment ?? (credentialDeviceType === 'multiDevice' ? 'platform' : null),
        relyingPartyId: party.id,
        name: deviceName(ctx.caller?.userAgent ?? null),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!added) throw passkeyErrors.alreadyAdded();
    return added;
  });
}

/**
 * Takes the open registration challenge under the person's row lock: one answer per start, good or bad, so two answers
 * sent at once cannot both be checked against it. Null when none is open (never started, expired or taken).
 */
async function takeRegistrationChallenge(db: Db, userId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({
        challenge: identityUsers.passkeyRegistrationChallenge,
        expiresAt: identityUsers.passkeyRegistrationExpiresAt,
      })
      .from(identityUsers)
      .where(eq(identityUsers.id, userId))
      .for('update');
    if (!open?.challenge || !open.expiresAt || open.expiresAt <= now) return null;
    await tx
      .update(identityUsers)
      .set({ passkeyRegistrationChallenge: null, passkeyRegistrationExpiresAt: null })
      .where(eq(identityUsers.id, userId));
    return open.challenge;
  });
}

async function decoyCredential(db: Db, username: string) {
  const id = (await decoyBytes(db, 'passkey', username)).subarray(0, 16);
  return { id: isoBase64URL.fromBuffer(new Uint8Array(id)), transports: ['internal'] };
}

/** DeleteWebAuthnCredential: one of the person's own passkeys; someone else's is as unknown as one never made. */
export async function deletePasskey(ctx: IdentityContext, user: IdentityUser, credentialId: string) {
  const others = (await passkeysOf(ctx.db, user.id)).filter((passkey) => passkey.credentialId !== credentialId);
  if (!user.totpEnabled && others.length === 0 && (await ctx.twoStepRequired(user.username)))
    throw new CognitoError('InvalidParameterException', TWO_STEP_KEPT);
  const deleted = await ctx.db
    .delete(identityPasskeys)
    .where(and(eq(identityPasskeys.userId, user.id), eq(identityPasskeys.credentialId, credentialId)))
    .returning({ credentialId: identityPasskeys.credentialId });
  if (deleted.length === 0) throw passkeyErrors.notFound();
}

/**
 * The options for `navigator.credentials.get` at sign-in: the person's passkeys. An unknown person (or one without
 * passkeys) gets one made-up credential, the same for the same email every time, that no passkey answers: the
 * options look alike either way (no user enumeration).
 */
export async function passkeySignInOptions(ctx: IdentityContext, username: string, user: IdentityUser | undefined) {
  const passkeys = user ? await passkeysOf(ctx.db, user.id) : [];
  const allowed = passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));
  return generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: allowed.length > 0 ? allowed : [await decoyCredential(ctx.db, username)],
    // The device must check the person (a fingerprint, a face, a PIN): that is what makes it both steps.
    userVerification: 'required',
  });
}

/**
 * Checks a sign-in's answer: made by one of the person's passkeys, over this challenge, on the portal's page. The
 * signature counter moves forward in the same statement, so a replayed or cloned answer is refused.
 */
export async function verifyPasskeySignIn(
  ctx: IdentityContext,
  userId: string,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const [passkey] = await ctx.db
    .select()
    .from(identityPasskeys)
    .where(and(eq(identityPasskeys.userId, userId), eq(identityPasskeys.credentialId, response.id)));
  if (!passkey) throw passkeyErrors.signInFailed();
  const party = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: passkey.relyingPartyId,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => {
    throw passkeyErrors.signInFailed();
  });
  if (!verification.verified) throw passkeyErrors.signInFailed();
  const { newCounter } = verification.authenticationInfo;
  // Authenticators that keep no counter always say 0; one that keeps it must say more than last time.
  const moved = await ctx.db
    .update(identityPasskeys)
    .set({ signCount: newCounter, lastUsedAt: ctx.clock.now() })
    .where(
      and(
        eq(identityPasskeys.credentialId, passkey.credentialId),
        newCounter === 0 ? sql`${identityPasskeys.signCount} = 0` : sql`${identityPasskeys.signCount} < ${newCounter}`,
      ),
    )
    .returning({ credentialId: identityPasskeys.credentialId });
  if (moved.length === 0) throw passkeyErrors.signInFailed();
}
