/** Deliveries are retried for at least this long after their first attempt, then given up (FAILED). */
export const RETRY_WINDOW_SECONDS = 3 * 24 * 3600;
const FIRST_DELAY_SECONDS = 5;
const LONGEST_DELAY_SECONDS = 12 * 3600;

/**
 * The wait after failed attempt `attempt` (1 = the first): 5 s doubling to at most 12 h, each spread by
 * ±20% so that the deliveries an outage failed together do not all come back in the same second.
 */
export function retryDelaySeconds(attempt: number, random = Math.random()): number {
  const base = Math.min(LONGEST_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(attempt - 1, 30));
  return Math.round(base * (0.8 + 0.4 * random));
}
