import { formatPhone } from '@portal/shared/phone-format';
import { formatMoney, formatTimeZoneName } from '../../../lib/format';

/** The account fields the server records in the audit log, by their audit keys (update-account.ts). */
export type AuditedAccountField = 'name' | 'businessFormalName' | 'email' | 'phone' | 'timeZone';

/** One label per audited field, in the words of the account screens. */
const FIELD_LABELS: Record<AuditedAccountField, string> = {
  name: 'Name',
  businessFormalName: 'Formal name',
  email: 'Email',
  phone: 'Phone',
  timeZone: 'Time zone',
};

const isAuditedField = (key: string): key is AuditedAccountField => Object.hasOwn(FIELD_LABELS, key);

/**
 * A field's label; a key the server audits later but this table does not know yet still reads as words
 * ("billingStatus" is "Billing status") rather than as an identifier.
 */
export function auditFieldLabel(key: string): string {
  if (isAuditedField(key)) return FIELD_LABELS[key];
  // Money is kept in cents and read in dollars: "amountCents" is the "Amount".
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded state or kind as a word: CONTACTED is "Contacted", TOP_UP is "Top up", NOT_A_LEAD is "Not a lead". */
export const stateWord = (value: string) => value.charAt(0) + value.slice(1).replaceAll('_', ' ').toLowerCase();

/** A recorded value as people read it: phones as (512) 555-0199, zones by name, nothing as a dash. */
export function auditFieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value);
  if (typeof value !== 'string') return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : JSON.stringify(value);
  if (key === 'phone') return formatPhone(value);
  if (key === 'timeZone') return formatTimeZoneName(value);
  // A recorded state or kind (SUCCEEDED, TOP_UP, VIEWER) as a word: "Succeeded", "Top up", "Viewer".
  if (/^[A-Z][A-Z_]{2,}$/.test(value)) return stateWord(value);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entry's before or after values as labelled lines, in the order the server wrote them. Ids are left out: they
 * mean nothing to a person, and the entry's sentence already names what they point to ("disputed Lead from …").
 */
export function describeAuditValues(
  values: Record<string, unknown> | null,
): { key: string; label: string; value: string }[] {
  const shown = Object.entries(values ?? {}).filter(
    ([key, value]) => !(key.endsWith('Id') && typeof value === 'string' && UUID.test(value)),
  );
  return shown.map(([key, value]) => ({
    key,
    label: auditFieldLabel(key),
    value: auditFieldValue(key, value),
  }));
}
