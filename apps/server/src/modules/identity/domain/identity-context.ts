import type { AppConfig } from '../../../config/env';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AccessTokenVerifier } from '../../../http/token-verifier';
import type { MessageSender } from '../../../adapters/message';
import type { TokenSettings } from './tokens';
import type { AccessCache } from '../../../http/access-cache';
import type { Caller } from './sign-in-devices';
import type { TwoStepRequirement } from './two-step-policy';

/** What every identity operation works with. */
export interface IdentityContext {
  db: Db;
  clock: Clock;
  config: AppConfig;
  tokens: TokenSettings;
  verifier: AccessTokenVerifier;
  messages: MessageSender;
  /** Told of sign-outs made here, so this process stops accepting their tokens at once. */
  accessCache: AccessCache;
  /** Whether an account of the person's requires two-step sign-in (the accounts module's answer). */
  twoStepRequired: TwoStepRequirement;
  /** Who sent the request being answered (its browser and address), when there is one: a sign-in keeps them. */
  caller?: Caller;
}
