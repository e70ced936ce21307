import { addSeconds } from '../../../lib/clock';
import type { IdentityUser } from './users';

/** Wrong passwords allowed before the lockout starts. */
export const FREE_FAILED_ATTEMPTS = 5;
const FIRST_LOCK_SECONDS = 1;
const MAX_LOCK_SECONDS = 15 * 60;

export const isLocked = (user: IdentityUser, now: Date) => user.lockedUntil !== null && user.lockedUntil > now;

/**
 * After a wrong password: the count goes up, and from the fifth on the user is locked for 1 s, then 2 s,
 * 4 s, … doubling up to 15 minutes, as Cognito does.
 */
export function afterFailedPassword(
  user: IdentityUser,
  now: Date,
): Pick<IdentityUser, 'failedPasswordAttempts' | 'lockedUntil'> {
  const failedPasswordAttempts = user.failedPasswordAttempts + 1;
  if (failedPasswordAttempts < FREE_FAILED_ATTEMPTS) return { failedPasswordAttempts, lockedUntil: null };
  const seconds = Math.min(FIRST_LOCK_SECONDS * 2 ** (failedPasswordAttempts - FREE_FAILED_ATTEMPTS), MAX_LOCK_SECONDS);
  return { failedPasswordAttempts, lockedUntil: addSeconds(now, seconds) };
}

export const afterGoodPassword = { failedPasswordAttempts: 0, lockedUntil: null } as const;
