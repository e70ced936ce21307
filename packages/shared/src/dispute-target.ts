/**
 * The provider's service target for a dispute: decided within two business days of its filing (issue 30).
 * Business days are Monday to Friday, counted in UTC: the staff's queue is one list across every account's zone.
 */
export const DISPUTE_TARGET_BUSINESS_DAYS = 2;

const DAY_MS = 24 * 3600_000;
const isWeekend = (at: Date) => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/** When a dispute filed at `filedAt` is due: two business days later (one filed on a weekend counts from Monday). */
export function disputeDueAt(filedAt: Date): Date {
  let at = new Date(filedAt.getTime());
  // Filed on a weekend: the clock starts on Monday at midnight.
  while (isWeekend(at)) at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  for (let left = DISPUTE_TARGET_BUSINESS_DAYS; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** "Due in 1 day 4 h", "Due in 35 min", "Overdue by 3 h": what is left of the target, as the queue says it. */
export function dueText(filedAt: Date, now: Date): string {
  const left = disputeDueAt(filedAt).getTime() - now.getTime();
  const span = Math.abs(left);
  const days = Math.floor(span / DAY_MS);
  const hours = Math.floor((span % DAY_MS) / 3600_000);
  const minutes = Math.floor((span % 3600_000) / 60_000);
  const words =
    days > 0
      ? `${days} day${days === 1 ? '' : 's'}${hours > 0 ? ` ${hours} h` : ''}`
      : hours > 0
        ? `${hours} h`
        : `${Math.max(minutes, 1)} min`;
  return left >= 0 ? `Due in ${words}` : `Overdue by ${words}`;
}
