import { describe, expect, it } from 'vitest';
import { offeredActions, personActionRefusal, PEOPLE_MESSAGES } from './people-rules';

const operator = { userId: 'op', managesStaff: true };
const madeOnScreen = { userId: 'screen', managesStaff: false };
const customer = {
  id: 'c',
  email: 'c@example.test',
  status: 'CONFIRMED' as const,
  enabled: true,
  staff: false,
  staffByOperator: false,
  twoStep: { app: false, passkeys: 0 },
  accounts: [{}],
};
const staffMember = { ...customer, id: 's', email: 's@example.test', staff: true, accounts: [] };

describe('personActionRefusal', () => {
  it('lets any staff member act on a customer, but not make them staff', () => {
    expect(personActionRefusal(madeOnScreen, customer, 'disable')).toBeNull();
    expect(personActionRefusal(madeOnScreen, customer, 'reset-password')).toBeNull();
    expect(personActionRefusal(madeOnScreen, customer, 'make-staff')?.status).toBe(403);
    expect(personActionRefusal(operator, customer, 'make-staff')).toEqual({
      status: 422,
      message: PEOPLE_MESSAGES.customer('c@example.test', 1),
    });
    expect(personActionRefusal(operator, { ...customer, accounts: [] }, 'make-staff')).toBeNull();
  });

  it('keeps other staff to staff an operator made, and an operator’s staff to the command line', () => {
    expect(personActionRefusal(madeOnScreen, staffMember, 'disable')).toEqual({
      status: 403,
      message: PEOPLE_MESSAGES.managesStaffOnly,
    });
    expect(personActionRefusal(operator, staffMember, 'remove-staff')).toBeNull();
    expect(personActionRefusal(operator, { ...staffMember, staffByOperator: true }, 'remove-staff')?.status).toBe(422);
  });

  it('refuses disabling or un-staffing yourself, and allows the rest on yourself', () => {
    const self = { ...staffMember, id: 'screen' };
    expect(personActionRefusal(madeOnScreen, self, 'disable')?.message).toBe(PEOPLE_MESSAGES.disableSelf);
    expect(personActionRefusal(madeOnScreen, self, 'remove-staff')?.message).toBe(PEOPLE_MESSAGES.removeOwnStaff);
    expect(personActionRefusal(madeOnScreen, self, 'reset-password')).toBeNull();
  });

  it('needs a password and a second step to reset them', () => {
    expect(personActionRefusal(operator, { ...customer, status: 'EXTERNAL_PROVIDER' }, 'reset-password')?.status).toBe(
      422,
    );
    expect(personActionRefusal(operator, customer, 'reset-two-step')?.status).toBe(422);
    expect(personActionRefusal(operator, { ...customer, twoStep: { app: false, passkeys: 2 } }, 'reset-two-step')).toBe(
      null,
    );
  });
});

describe('offeredActions', () => {
  it('offers what is allowed and would change something', () => {
    expect(offeredActions(operator, customer)).toEqual(['disable', 'reset-password']);
    expect(offeredActions(operator, { ...customer, enabled: false, accounts: [] })).toEqual([
      'enable',
      'reset-password',
      'make-staff',
    ]);
    expect(offeredActions(madeOnScreen, staffMember)).toEqual([]);
  });
});
