import { describe, expect, it } from 'vitest';
import { accountUpdateSchema, contactUsRequestSchema, profileUpdateSchema } from './account-forms';
import { PHONE_MESSAGES } from './phone';
import { TEXT_MESSAGES } from './text';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account form schemas', () => {
  it('edit account: trims, requires the names, stores the phone as +1 and 10 digits, names the allowed time zones', () => {
    expect(
      accountUpdateSchema.parse({
        Name: ' Brightside ',
        Business_Formal_Name__c: 'Brightside LLC',
        Phone: ' 512 555 0199 ',
        Email: '',
      }),
    ).toEqual({
      Name: 'Brightside',
      Business_Formal_Name__c: 'Brightside LLC',
      Phone: '+15125550199',
      Email: '',
    });
    expect(accountUpdateSchema.parse({ Name: 'A', Business_Formal_Name__c: 'B', Phone: '+15125550100' }).Phone).toBe(
      '+15125550100',
    );
    const problems = messages(
      accountUpdateSchema.safeParse({
        Name: ' ',
        Business_Formal_Name__c: '',
        Email: 'not-an-email',
        Phone: 'call me',
        Time_Zone__c: 'XYZ',
      }),
    );
    expect(problems).toMatchObject({
      Name: 'This field is required',
      Business_Formal_Name__c: 'This field is required',
      Email: 'Enter a valid email address',
      Phone: PHONE_MESSAGES.notUs,
    });
    expect(problems.Time_Zone__c).toMatch(/^Choose one of: .*CST/);
  });

  it('edit account: refuses phones that are not US numbers, names past their limit, line breaks and bidi overrides', () => {
    const base = { Name: 'A', Business_Formal_Name__c: 'B' };
    expect(messages(accountUpdateSchema.safeParse({ ...base, Phone: '-------' }))).toEqual({
      Phone: PHONE_MESSAGES.notUs,
    });
    expect(messages(accountUpdateSchema.safeParse({ ...base, Phone: '+44 20 7183 8750' }))).toEqual({
      Phone: PHONE_MESSAGES.notUs,
    });
    expect(messages(accountUpdateSchema.safeParse({ ...base, Name: 'x'.repeat(5001) }))).toEqual({
      Name: TEXT_MESSAGES.tooLong(200),
    });
    expect(messages(accountUpdateSchema.safeParse({ ...base, Business_Formal_Name__c: 'A\r\nB' }))).toEqual({
      Business_Formal_Name__c: TEXT_MESSAGES.lineBreak,
    });
    expect(messages(accountUpdateSchema.safeParse({ ...base, Business_Formal_Name__c: 'A\u202EB' }))).toEqual({
      Business_Formal_Name__c: TEXT_MESSAGES.bidi,
    });
  });

  it('edit account: unknown fields are refused, not dropped silently', () => {
    expect(
      accountUpdateSchema.safeParse({ Name: 'A', Business_Formal_Name__c: 'B', Account_Status__c: 'Closed' }).success,
    ).toBe(false);
  });

  it('contact us: subject and message required and bounded, account id a UUID', () => {
    expect(messages(contactUsRequestSchema.safeParse({ subject: ' ', message: '' }))).toEqual({
      subject: 'This field is required',
      message: 'This field is required',
    });
    expect(contactUsRequestSchema.safeParse({ subject: 'x'.repeat(201), message: 'hi' }).success).toBe(false);
    expect(contactUsRequestSchema.safeParse({ subject: 'Help', message: 'hi', accountId: 'nope' }).success).toBe(false);
    expect(
      messages(
        contactUsRequestSchema.safeParse({ subject: 'Help\r\nBcc: all@example.com', message: 'line 1\nline 2' }),
      ),
    ).toEqual({ subject: TEXT_MESSAGES.lineBreak });
  });

  it('profile: an empty phone stays empty, a number gets +1', () => {
    expect(profileUpdateSchema.parse({ name: ' Bianca ', phone: '' })).toEqual({ name: 'Bianca', phone: '' });
    expect(profileUpdateSchema.parse({ name: 'Bianca', phone: '5125550000' }).phone).toBe('+15125550000');
  });
});
