import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { listenForNotices, type NoticeListener } from '../db/notice-listener';

/** The channel the database's data triggers notify on (migration 0017_account_data_notices). */
export const DATA_CHANNEL = 'portal_data';

/**
 * Answers of account-scoped reads (the account, the summary, the activity table), remembered per process
 * until the account's data changes. Triggers on every table those answers come from send the account's id
 * by NOTIFY at commit, and every process moves that account's version on, which retires its answers; a
 * write this process makes retires them at once, before its response leaves (its own notice comes a moment
 * later). While the listening connection is down nothing is remembered, so a missed notice never leaves a
 * stale answer in use. docs/decisions/0024-account-reads-remembered.md
 */
export interface ReadCache {
  /** The answer remembered for this read of the account, or the load's (kept unless the account changed meanwhile). */
  remember<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** This process changed the account's data, or (no account) maybe any account's: later reads must see it. */
  forget(accountId?: string): void;
  close(): Promise<void>;
}

/** Loads every time: the embedded database (one process, no listening session beside the pool) and tests. */
export const uncachedReads: ReadCache = {
  remember: (_accountId, _key, load) => load(),
  forget: () => undefined,
  close: async () => undefined,
};

// Belt and braces: even with the notices, nothing is kept longer than this.
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
// Versions are kept for every account heard of since the last gap; past this many, everything starts over.
const MAX_VERSIONS = 100_000;

interface Entry {
  value: unknown;
  epoch: number;
  version: number;
}

export function createReadCache(databaseUrl: string, logger: Pick<Logger, 'warn'>): ReadCache {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: TTL_MS });
  // An account's version moves on with each change to its data; an answer read at an older one is never used.
  // The epoch moves on when anything may have changed (a gap in the notices, a "*" notice).
  const versions = new Map<string, number>();
  let counter = 0;
  let epoch = 0;

  const forgetAll = () => {
    epoch = ++counter;
    versions.clear();
    entries.clear();
  };
  const forgetAccount = (accountId: string) => {
    if (versions.size >= MAX_VERSIONS) forgetAll();
    versions.set(accountId, ++counter);
  };
  const listener: NoticeListener = listenForNotices(
    databaseUrl,
    DATA_CHANNEL,
    { onNotice: (payload) => (payload === '*' ? forgetAll() : forgetAccount(payload)), onGap: forgetAll },
    logger,
  );

  return {
    async remember<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!listener.live) return load();
      const fullKey = `${accountId} ${key}`;
      const version = versions.get(accountId) ?? 0;
      const known = entries.get(fullKey);
      if (known && known.epoch === epoch && known.version === version) return known.value as T;
      const before = epoch;
      const value = await load();
      // A change that arrived while loading may not be in what was read: the answer serves its own request only.
      if (listener.live && epoch === before && (versions.get(accountId) ?? 0) === version) {
        entries.set(fullKey, { value, epoch, version });
      }
      return value;
    },
    forget: (accountId) => (accountId ? forgetAccount(accountId) : forgetAll()),
    close: () => listener.close(),
  };
}
