/**
 * Spend as a share of the cap, in whole percent, rounded down: 100% only once the cap is reached, never
 * for $2,985 of $3,000. A zero cap is fully used from the start (it buys nothing).
 */
export function percentUsed(spentCents: number, capCents: number): number {
  if (capCents <= 0) return 100;
  return Math.floor((spentCents / capCents) * 100);
}
