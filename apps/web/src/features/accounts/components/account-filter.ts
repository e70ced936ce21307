import { formatAccountLabel, type AccountLabelFields } from '../../../lib/format';

/**
 * Whether an account matches what a customer typed into the account filter: its name, its number (with or
 * without the #), its city or its state; every word typed must match ("austin 1001" finds #100123 in Austin).
 */
export function matchesAccountFilter(account: AccountLabelFields & { Name: string }, filter: string): boolean {
  const haystack = `${account.Name} ${formatAccountLabel(account)}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^#/, ''))
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
