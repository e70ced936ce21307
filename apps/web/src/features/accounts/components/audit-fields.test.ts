import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditFieldValue, describeAuditValues } from './audit-fields';

describe('audit fields', () => {
  it('labels the audited fields in plain words', () => {
    expect(['name', 'businessFormalName', 'email', 'phone', 'timeZone'].map(auditFieldLabel)).toEqual([
      'Name',
      'Formal name',
      'Email',
      'Phone',
      'Time zone',
    ]);
  });

  it('reads an unknown key as words instead of an identifier', () => {
    expect(auditFieldLabel('billingStatus')).toBe('Billing status');
    expect(auditFieldLabel('isAutopayEnabled')).toBe('Is autopay enabled');
    expect(auditFieldLabel('registeredAddressID')).toBe('Registered address id');
    expect(auditFieldLabel('post_paid_status')).toBe('Post paid status');
  });

  it('formats phones, names time zones and shows nothing as a dash', () => {
    expect(auditFieldValue('phone', '+15125550177')).toBe('(512) 555-0177');
    expect(auditFieldValue('timeZone', 'CST')).toBe('Central Standard Time');
    expect(auditFieldValue('email', null)).toBe('—');
    expect(auditFieldValue('isAutopayEnabled', true)).toBe('Yes');
  });

  it('reads cents as dollars and recorded states as words, and keeps a two-letter state as it is', () => {
    expect(auditFieldLabel('amountCents')).toBe('Amount');
    expect(auditFieldValue('amountCents', 330_000)).toBe('$3,300.00');
    expect(auditFieldValue('purpose', 'TOP_UP')).toBe('Top up');
    expect(auditFieldValue('role', 'VIEWER')).toBe('Viewer');
    expect(auditFieldValue('state', 'TX')).toBe('TX');
  });

  it('describes an entry side as labelled lines in the recorded order', () => {
    expect(describeAuditValues({ businessFormalName: 'Brightside LLC', phone: '+15125550100' })).toEqual([
      { key: 'businessFormalName', label: 'Formal name', value: 'Brightside LLC' },
      { key: 'phone', label: 'Phone', value: '(512) 555-0100' },
    ]);
    expect(describeAuditValues(null)).toEqual([]);
  });

  it('leaves ids out: the sentence names what they point to', () => {
    expect(
      describeAuditValues({
        comment: 'Called twice.',
        supplyEventId: '33af1ed3-d220-4e67-b81a-be67f9c3a353',
        reasonCode: 'DUPLICATE',
      }),
    ).toEqual([
      { key: 'comment', label: 'Comment', value: 'Called twice.' },
      { key: 'reasonCode', label: 'Reason code', value: 'Duplicate' },
    ]);
  });
});
