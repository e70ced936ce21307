import { describe, expect, it } from 'vitest';
import { NOT_BILLABLE_REASONS, REPEAT_CALLER_DAYS } from '@portal/shared/supply-events';
import { NOT_BILLABLE_REASON_TEXT, notBillableReasonText } from './billable-reason-text';

describe('notBillableReasonText', () => {
  it('has words for every reason the server gives', () => {
    for (const reason of NOT_BILLABLE_REASONS) expect(NOT_BILLABLE_REASON_TEXT[reason]).toMatch(/^[A-Z]/);
    expect(notBillableReasonText('REPEAT_CALLER')).toContain(`${REPEAT_CALLER_DAYS} days`);
  });

  it('shows an unknown code readably and a missing one as not billable', () => {
    expect(notBillableReasonText('NEW_RULE')).toBe('new rule');
    expect(notBillableReasonText(null)).toBe('Not billable');
  });
});
