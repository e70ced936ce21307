import { createLocalJWKSet } from 'jose';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AccessTokenVerifier } from '../../http/token-verifier';
import { createAccessTokenVerifier } from './domain/access-token-verifier';
import type { IdentityContext } from './domain/identity-context';
import type { MessageSender } from '../../adapters/message';
import { loadSigningKey, publicKeySet } from './domain/signing-keys';
import { signInExpiry } from './domain/tokens';
import type { AccessCache } from '../../http/access-cache';
import type { TwoStepRequirement } from './domain/two-step-policy';

export interface Identity {
  context: IdentityContext;
  /** Verifies the bearer tokens of API requests. */
  verifier: AccessTokenVerifier;
}

/** The built-in user pool: its signing key (made on first start), token settings and verifier. */
export async function createIdentity(deps: {
  config: AppConfig;
  database: Database;
  clock: Clock;
  messages: MessageSender;
  accessCache: AccessCache;
  /** Whether an account of the person's requires two-step sign-in (the accounts module's answer). */
  twoStepRequired: TwoStepRequirement;
}): Promise<Identity> {
  const { config, database, clock } = deps;
  const key = await loadSigningKey(database.db);
  const tokens = { issuer: config.identityIssuer, clientId: config.IDENTITY_CLIENT_ID, key };
  const verifier = createAccessTokenVerifier({
    issuer: tokens.issuer,
    clientId: tokens.clientId,
    keys: createLocalJWKSet(await publicKeySet(database.db)),
    clock,
    isSignInLive: async (originJti, now) => {
      const expiresAt = await deps.accessCache.signInExpiry(originJti, () => signInExpiry(database.db, originJti));
      return expiresAt !== null && expiresAt > now;
    },
  });
  return {
    context: {
      db: database.db,
      clock,
      config,
      tokens,
      verifier,
      messages: deps.messages,
      accessCache: deps.accessCache,
      twoStepRequired: deps.twoStepRequired,
    },
    verifier,
  };
}
