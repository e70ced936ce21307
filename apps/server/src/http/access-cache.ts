import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { Role } from '@portal/shared/roles';
import { listenForNotices, type NoticeListener } from '../db/notice-listener';

/** The channel the database's access triggers notify on (migration 0015_access_notices). */
export const ACCESS_CHANNEL = 'portal_access';

/**
 * What every authenticated request needs before its own query: is the sign-in still live, and which role
 * does the caller hold on the account. Remembered per process; a trigger on each table they come from sends
 * a NOTIFY at commit (sign-in revoked, an account's assignments changed, a contact's email changed), and
 * every process drops what it names at once. While the listening connection is down nothing is remembered
 * (every request asks the database), so a missed notice can never leave a stale answer in use.
 * docs/decisions/0020-access-cache-listen-notify.md
 */
export interface AccessCache {
  /** When the sign-in behind an access token ends, or null when it is revoked or unknown. */
  signInExpiry(originJti: string, load: () => Promise<Date | null>): Promise<Date | null>;
  accountRole(username: string, accountId: string, load: () => Promise<Role | null>): Promise<Role | null>;
  accountExists(accountId: string, load: () => Promise<boolean>): Promise<boolean>;
  /** A sign-out was written by this process: its notice will come, but this process must not wait for it. */
  forgetSignIns(): void;
  close(): Promise<void>;
}

/** Asks the database every time: the embedded database is one process, and tests that want no cache. */
export const uncachedAccess: AccessCache = {
  signInExpiry: (_jti, load) => load(),
  accountRole: (_username, _accountId, load) => load(),
  accountExists: (_accountId, load) => load(),
  forgetSignIns: () => undefined,
  close: async () => undefined,
};

// Belt and braces: even with the notices, nothing is kept longer than this.
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

export function createAccessCache(databaseUrl: string, logger: Pick<Logger, 'warn'>): AccessCache {
  const signIns = new LRUCache<string, { expiresAt: Date | null }>({ max: MAX_ENTRIES, ttl: TTL_MS });
  // Keyed `${accountId} ${username}`, so one account's entries can be found by prefix.
  const roles = new LRUCache<string, { role: Role | null }>({ max: MAX_ENTRIES, ttl: TTL_MS });
  const accounts = new LRUCache<string, true>({ max: MAX_ENTRIES, ttl: TTL_MS });
  // Bumped by every notice: a load that began before a notice arrived may have read the old row, so its
  // answer is used for its own request but not kept.
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    signIns.clear();
    roles.clear();
    accounts.clear();
  };
  const forgetWhere = <V extends object>(cache: LRUCache<string, V>, matches: (key: string) => boolean) => {
    for (const key of [...cache.keys()]) if (matches(key)) cache.delete(key);
  };
  const onNotice = (payload: string) => {
    generation += 1;
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const subject = payload.slice(colon + 1);
    if (kind === 'sign-in') signIns.delete(subject);
    else if (kind === 'account') {
      accounts.delete(subject);
      forgetWhere(roles, (key) => key.startsWith(`${subject} `));
    } else if (kind === 'person') forgetWhere(roles, (key) => key.endsWith(` ${subject.toLowerCase()}`));
    else forgetAll();
  };
  const listener: NoticeListener = listenForNotices(
    databaseUrl,
    ACCESS_CHANNEL,
    { onNotice, onGap: forgetAll },
    logger,
  );

  async function remembered<V extends object>(cache: LRUCache<string, V>, key: string, load: () => Promise<V>) {
    if (!listener.live) return load();
    const known = cache.get(key);
    if (known !== undefined) return known;
    const before = generation;
    const value = await load();
    if (listener.live && generation === before) cache.set(key, value);
    return value;
  }

  return {
    async signInExpiry(originJti, load) {
      return (await remembered(signIns, originJti, async () => ({ expiresAt: await load() }))).expiresAt;
    },
    async accountRole(username, accountId, load) {
      const key = `${accountId} ${username.toLowerCase()}`;
      return (await remembered(roles, key, async () => ({ role: await load() }))).role;
    },
    async accountExists(accountId, load) {
      if (listener.live && accounts.has(accountId)) return true;
      const before = generation;
      const exists = await load();
      // Only a yes is kept: an account made later must not be refused by a remembered no.
      if (exists && listener.live && generation === before) accounts.set(accountId, true);
      return exists;
    },
    forgetSignIns() {
      generation += 1;
      signIns.clear();
    },
    close: () => listener.close(),
  };
}
