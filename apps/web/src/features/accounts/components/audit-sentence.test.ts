import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/shared/accounts';
import { auditSentence } from './audit-sentence';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 'a-1',
  at: '2026-11-29T16:00:00Z',
  actor: 'marcus@example.test',
  actorName: 'Marcus Mendez',
  entity: 'account',
  entityId: 'e-1',
  subject: null,
  action: 'update',
  before: null,
  after: null,
  ...overrides,
});

describe('auditSentence', () => {
  it('says who raised or lowered which campaign’s cap, from what to what', () => {
    const budget = { entity: 'budget', subject: 'Emergency Plumbing' };
    expect(auditSentence(entry({ ...budget, before: { capCents: 300_000 }, after: { capCents: 350_000 } }))).toBe(
      'Marcus Mendez raised the cap of Emergency Plumbing from $3,000.00 to $3,500.00.',
    );
    expect(auditSentence(entry({ ...budget, before: { capCents: 300_000 }, after: { capCents: 100_000 } }))).toBe(
      'Marcus Mendez lowered the cap of Emergency Plumbing from $3,000.00 to $1,000.00.',
    );
    expect(auditSentence(entry({ ...budget, action: 'create', after: { period: 'MONTHLY', capCents: 300_000 } }))).toBe(
      'Marcus Mendez set a monthly cap of $3,000.00 on Emergency Plumbing.',
    );
  });

  it('says who opened the account and whom they made its owner', () => {
    const after = { Name: 'Lone Star Roofing', billingMode: 'PREPAID', owner: 'dana@lonestar.example' };
    expect(auditSentence(entry({ action: 'create', after }))).toBe(
      'Marcus Mendez opened the account with dana@lonestar.example as its owner.',
    );
  });

  it('tells an account’s one changed field with its values, and several by their names', () => {
    expect(auditSentence(entry({ before: { phone: '+15125550142' }, after: { phone: '+15125550143' } }))).toBe(
      'Marcus Mendez changed the account’s phone from (512) 555-0142 to (512) 555-0143.',
    );
    // A zone reads by its name, as in the details (not as a state word, "Cst").
    expect(auditSentence(entry({ before: { timeZone: 'CST' }, after: { timeZone: 'EST' } }))).toBe(
      'Marcus Mendez changed the account’s time zone from Central Standard Time to Eastern Standard Time.',
    );
    expect(
      auditSentence(
        entry({
          before: { phone: '+15125550142', timeZone: 'CST' },
          after: { phone: '+15125550143', timeZone: 'EST' },
        }),
      ),
    ).toBe('Marcus Mendez changed the account’s phone and time zone.');
  });

  it('names campaigns, leads, webhooks, cards and people by what they were called', () => {
    const cases: [Partial<AuditEntry>, string][] = [
      [
        { entity: 'campaign', action: 'create', subject: 'Emergency Plumbing' },
        'created the campaign Emergency Plumbing',
      ],
      [
        {
          entity: 'campaign',
          subject: 'Emergency Plumbing',
          before: { status: 'ACTIVE' },
          after: { status: 'PAUSED' },
        },
        'paused the campaign Emergency Plumbing',
      ],
      [
        {
          entity: 'campaign',
          subject: 'Emergency Plumbing',
          before: { status: 'PAUSED' },
          after: { status: 'ACTIVE' },
        },
        'resumed the campaign Emergency Plumbing',
      ],
      [
        { entity: 'campaign', subject: 'Old', before: { name: 'Old' }, after: { name: 'New' } },
        'renamed the campaign Old to New',
      ],
      [
        {
          entity: 'listing',
          subject: 'Brightside Plumbing',
          before: { status: 'DRAFT' },
          after: { status: 'PUBLISHED' },
        },
        'published the listing Brightside Plumbing',
      ],
      [
        { entity: 'supply_event', subject: 'Lead from Maria Lopez', after: { customerStatus: 'CONTACTED' } },
        'marked Lead from Maria Lopez Contacted',
      ],
      [
        { entity: 'supply_event', subject: 'Call from Derek Chen', after: { calledBackAt: '2026-11-29T16:00:00Z' } },
        'marked Call from Derek Chen called back',
      ],
      [{ entity: 'dispute', action: 'create', subject: 'Lead from Maria Lopez' }, 'disputed Lead from Maria Lopez'],
      [
        { entity: 'dispute', subject: 'Lead from Maria Lopez', after: { status: 'APPROVED', creditCents: 2_500 } },
        'approved the dispute of Lead from Maria Lopez, crediting $25.00',
      ],
      [
        { entity: 'webhook_endpoint', action: 'delete', subject: 'https://crm.example/hook' },
        'removed the webhook https://crm.example/hook',
      ],
      [{ entity: 'payment_method', action: 'create', subject: 'Visa •••• 4242' }, 'added Visa •••• 4242'],
      [{ entity: 'api_key', action: 'create', subject: 'CRM sync' }, 'made the API key CRM sync'],
      [{ entity: 'blocked_number', action: 'create', subject: '(512) 555-0142' }, 'blocked (512) 555-0142'],
      [{ entity: 'blocked_number', action: 'delete', subject: '(512) 555-0142' }, 'unblocked (512) 555-0142'],
      [{ entity: 'api_key', action: 'delete', subject: 'CRM sync' }, 'revoked the API key CRM sync'],
      [
        { entity: 'billing_account', subject: 'Visa •••• 4242', after: { defaultPaymentMethodId: 'm-2' } },
        'made Visa •••• 4242 the default payment method',
      ],
      [
        { entity: 'contact-assignment', action: 'create', subject: 'vic@example.test', after: { role: 'VIEWER' } },
        'invited vic@example.test as Viewer',
      ],
      [
        {
          entity: 'contact-assignment',
          subject: 'vic@example.test',
          before: { role: 'VIEWER' },
          after: { role: 'BILLING' },
        },
        'changed the role of vic@example.test from Viewer to Billing',
      ],
      [
        { entity: 'payment', action: 'create', after: { purpose: 'TOP_UP', amountCents: 5_000 } },
        'paid $50.00 (top up)',
      ],
      [{ entity: 'something_new', action: 'create', subject: 'X' }, 'added something new X'],
    ];
    for (const [overrides, predicate] of cases)
      expect(auditSentence(entry(overrides)), JSON.stringify(overrides)).toBe(`Marcus Mendez ${predicate}.`);
  });
});
