import type { AuditEntry } from '@portal/shared/accounts';
import { formatMoney } from '../../../lib/format';
import { auditFieldLabel, auditFieldValue, stateWord } from './audit-fields';

type Values = Record<string, unknown>;

/** A recorded state as a word in a sentence ("Contacted"); the values themselves read as the details show them. */
const word = (value: unknown) => stateWord(String(value));

/** "the phone from (512) 555-0142 to (512) 555-0143", or, for several fields, "the phone and time zone". */
function fieldChange(before: Values | null, after: Values | null): string {
  const keys = Object.keys(after ?? before ?? {});
  const names = keys.map((key) => auditFieldLabel(key).toLowerCase());
  if (keys.length === 1) {
    const [key] = keys as [string];
    const from = before?.[key];
    const to = after?.[key];
    const known = (value: unknown) => value !== undefined && value !== null && value !== '';
    if (known(from) && known(to))
      return `the ${names[0]} from ${auditFieldValue(key, from)} to ${auditFieldValue(key, to)}`;
    if (known(to)) return `the ${names[0]} to ${auditFieldValue(key, to)}`;
    return `the ${names[0]}`;
  }
  if (names.length === 0) return 'nothing';
  return `the ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const STATUS_VERBS: Record<string, string> = {
  ACTIVE: 'started',
  PAUSED: 'paused',
  ENDED: 'ended',
  PUBLISHED: 'published',
  UNPUBLISHED: 'unpublished',
  SUSPENDED: 'suspended',
  DRAFT: 'returned to draft',
};

/** What one entry did, after the actor's name: "raised the cap of Emergency Plumbing from $3,000.00 to $3,500.00". */
function predicate({ entity, action, subject, before, after }: AuditEntry): string {
  const named = subject ? ` ${subject}` : '';
  const changed = after ?? {};
  const was = before ?? {};
  switch (entity) {
    case 'account':
      if (action === 'create') return `opened the account with ${String(changed.owner)} as its owner`;
      if ('requireTwoStep' in changed)
        return changed.requireTwoStep
          ? 'required two-step sign-in of everyone on the account'
          : 'stopped requiring two-step sign-in on the account';
      return `changed ${fieldChange(before, after).replace(/^the /, 'the account’s ')}`;
    case 'campaign':
      if (action === 'create') return `created the campaign${named}`;
      if ('status' in changed) {
        const verb =
          was.status === 'PAUSED' && changed.status === 'ACTIVE' ? 'resumed' : STATUS_VERBS[String(changed.status)];
        if (verb) return `${verb} the campaign${named}`;
      }
      if ('name' in changed && Object.keys(changed).length === 1)
        return `renamed the campaign ${String(was.name)} to ${String(changed.name)}`;
      return `changed ${fieldChange(before, after)} of the campaign${named}`;
    case 'budget': {
      if (action === 'create')
        return `set a ${word(changed.period ?? 'monthly').toLowerCase()} cap of ${auditFieldValue('capCents', changed.capCents)} on${named}`;
      const [from, to] = [was.capCents, changed.capCents];
      if (typeof from === 'number' && typeof to === 'number' && !('period' in changed))
        return `${to > from ? 'raised' : 'lowered'} the cap of${named} from ${formatMoney(from)} to ${formatMoney(to)}`;
      return `changed ${fieldChange(before, after)} of the budget of${named}`;
    }
    case 'listing':
      if (action === 'create') return `added the listing${named}`;
      if ('status' in changed && STATUS_VERBS[String(changed.status)])
        return `${STATUS_VERBS[String(changed.status)]} the listing${named}`;
      return `changed ${fieldChange(before, after)} of the listing${named}`;
    case 'supply_event':
      if ('customerStatus' in changed) return `marked${named} ${word(changed.customerStatus)}`;
      if ('calledBackAt' in changed) return `marked${named} called back`;
      if ('jobValueCents' in changed)
        return changed.jobValueCents === null
          ? `cleared the job value of${named}`
          : `set the job value of${named} to ${auditFieldValue('jobValueCents', changed.jobValueCents)}`;
      return `changed${named}`;
    case 'supply_event_note':
      return `added a note to${named}`;
    case 'dispute':
      if (action === 'create') return `disputed${named}`;
      if (changed.status === 'APPROVED')
        return `approved the dispute of${named}${typeof changed.creditCents === 'number' ? `, crediting ${formatMoney(changed.creditCents)}` : ''}`;
      if (changed.status === 'REJECTED') return `rejected the dispute of${named}`;
      return `changed the dispute of${named}`;
    case 'blocked_number':
      return action === 'delete' ? `unblocked${named}` : `blocked${named}`;
    case 'api_key':
      if (action === 'create') return `made the API key${named}`;
      if (action === 'delete') return `revoked the API key${named}`;
      return `changed the API key${named}`;
    case 'webhook_endpoint':
      if (action === 'create') return `added the webhook${named}`;
      if (action === 'delete') return `removed the webhook${named}`;
      if ('secretRotatedAt' in changed) return `rotated the signing secret of the webhook${named}`;
      if ('enabled' in changed && Object.keys(changed).length <= 2)
        return `turned ${changed.enabled ? 'on' : 'off'} the webhook${named}`;
      return `changed ${fieldChange(before, after)} of the webhook${named}`;
    case 'payment_method':
      return action === 'delete' ? `removed${named || ' a payment method'}` : `added${named || ' a payment method'}`;
    case 'billing_account':
      if ('defaultPaymentMethodId' in changed && subject) return `made ${subject} the default payment method`;
      return `changed the billing settings: ${fieldChange(before, after).replace(/^the /, '')}`;
    case 'contact-assignment':
      if (action === 'create') return `invited ${subject ?? String(changed.email)} as ${word(changed.role)}`;
      if (action === 'delete') return `removed ${subject ?? String(was.email)} from the team`;
      return `changed the role of ${subject ?? String(changed.email)} from ${word(was.role)} to ${word(changed.role)}`;
    case 'invitation':
      return `sent ${subject ?? String(changed.email)} a new invitation`;
    case 'two-step-sign-in':
      return `reset the two-step sign-in of ${subject ?? String(changed.email)}`;
    case 'payment':
    case 'payment_bridge_link': {
      const what = entity === 'payment' ? 'paid' : 'sent a payment link for';
      const amount = typeof changed.amountCents === 'number' ? ` ${formatMoney(changed.amountCents)}` : '';
      return `${what}${amount}${changed.purpose ? ` (${word(changed.purpose).toLowerCase()})` : ''}`;
    }
    case 'recording_settings':
      return `changed the call recording settings: ${fieldChange(before, after).replace(/^the /, '')}`;
    default:
      return `${action === 'create' ? 'added' : action === 'delete' ? 'removed' : 'changed'} ${auditFieldLabel(entity).toLowerCase()}${named}`;
  }
}

/**
 * An audit entry as a sentence: "Marcus Mendez raised the cap of Emergency Plumbing from $3,000.00 to
 * $3,500.00." The fields behind it are the entry's details (account-audit-log.tsx).
 */
export const auditSentence = (entry: AuditEntry): string => `${entry.actorName} ${predicate(entry)}.`;
