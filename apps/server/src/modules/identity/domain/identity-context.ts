import type { AppConfig } from '../../../config/env';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AccessTokenVerifier } from './access-token-verifier';
import type { MessageSender } from '../../../adapters/message';
import type { TokenSettings } from './tokens';

/** What every identity operation works with. */
export interface IdentityContext {
  db: Db;
  clock: Clock;
  config: AppConfig;
  tokens: TokenSettings;
  verifier: AccessTokenVerifier;
  messages: MessageSender;
}
