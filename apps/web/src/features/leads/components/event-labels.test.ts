import { describe, expect, it } from 'vitest';
import { NOT_BILLABLE_REASONS } from '@portal/shared/supply-events';
import { disputeBlocker } from './dispute-blocker';
import { formatCallDuration } from './event-labels';
import { NOT_BILLABLE_REASON_WORDS, notBillableReasonWords } from '@portal/shared/not-billable-reasons';

describe('formatCallDuration', () => {
  it('writes minutes and zero-padded seconds', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(9)).toBe('0:09');
    expect(formatCallDuration(75)).toBe('1:15');
    expect(formatCallDuration(3665)).toBe('61:05');
  });
});

describe('notBillableReasonWords', () => {
  it('has plain words for every reason the server gives', () => {
    for (const reason of NOT_BILLABLE_REASONS) {
      expect(NOT_BILLABLE_REASON_WORDS[reason].title).not.toMatch(/_/);
      expect(notBillableReasonWords(reason)).toBe(NOT_BILLABLE_REASON_WORDS[reason]);
    }
    expect(notBillableReasonWords('BUDGET_REACHED').title).toBe('Budget cap reached for the period');
  });

  it('still shows a reason it does not know', () => {
    expect(notBillableReasonWords('SOMETHING_NEW').detail).toContain('SOMETHING_NEW');
  });
});

describe('disputeBlocker', () => {
  const dispute = (status: 'PENDING' | 'APPROVED' | 'REJECTED') =>
    ({ status }) as NonNullable<Parameters<typeof disputeBlocker>[0]['dispute']>;

  it('says why a dispute cannot be filed', () => {
    expect(disputeBlocker({ canDispute: true, billable: true, dispute: null })).toBeNull();
    expect(disputeBlocker({ canDispute: false, billable: false, dispute: null })).toBe('NOT_BILLED');
    expect(disputeBlocker({ canDispute: false, billable: true, dispute: dispute('PENDING') })).toBe('ALREADY_DISPUTED');
    expect(disputeBlocker({ canDispute: false, billable: true, dispute: dispute('APPROVED') })).toBe(
      'ALREADY_DISPUTED',
    );
    expect(disputeBlocker({ canDispute: false, billable: true, dispute: dispute('REJECTED') })).toBe('DEADLINE_PASSED');
    expect(disputeBlocker({ canDispute: false, billable: true, dispute: null })).toBe('DEADLINE_PASSED');
  });
});
