/**
 * Users of one journey each, made in the journeys' template database beside the demo users (make-server-template.mjs):
 * a journey that changes a user's password, phone or sign-in lockout changes one of these, never a demo user
 * that other journeys sign in as, so no journey depends on which ran before it in its worker.
 * Each is a VIEWER of one account (Brightside Home Services unless it names another): it is selected for them
 * when they sign in.
 */
/** An account of the journeys' own (account-security.spec.ts requires two-step sign-in on it), with one member. */
export const JOURNEY_ACCOUNT = {
  id: '00000000-0000-4000-8000-000000009001',
  name: 'Journey Two-Step Co',
} as const;

export const JOURNEY_USERS = {
  /** accounts.spec.ts: edits the profile's phone, changes the password, writes to support. */
  profile: { email: 'profile.journey@demo.test', firstName: 'Petra', lastName: 'Profile', phone: '+15125550181' },
  /** registration.spec.ts: resets a forgotten password. */
  reset: { email: 'reset.journey@demo.test', firstName: 'Rhea', lastName: 'Reset', phone: '+15125550182' },
  /** sign-in.spec.ts: five wrong passwords lock the user out. */
  lockout: { email: 'lockout.journey@demo.test', firstName: 'Luke', lastName: 'Lockout', phone: '+15125550183' },
  /** security.spec.ts: signs in on two browsers and signs one out from the other. */
  devices: { email: 'devices.journey@demo.test', firstName: 'Dev', lastName: 'Devices', phone: '+15125550184' },
  /** security.spec.ts: turns two-step sign-in on and signs in with a code. */
  twoStep: { email: 'twostep.journey@demo.test', firstName: 'Tess', lastName: 'Twostep', phone: '+15125550185' },
  /** passkeys.spec.ts: adds a passkey, signs in with it, removes it. */
  passkey: { email: 'passkey.journey@demo.test', firstName: 'Pia', lastName: 'Passkey', phone: '+15125550186' },
  /** people.spec.ts: disabled, enabled and given a temporary password by staff on /admin/people. */
  people: { email: 'people.journey@demo.test', firstName: 'Pat', lastName: 'People', phone: '+15125550189' },
  /** sign-in.spec.ts: a first sign-in whose waiting sign-in lapses on /new-password. */
  firstSignIn: {
    email: 'first.journey@demo.test',
    firstName: 'Finn',
    lastName: 'First',
    phone: '+15125550188',
    temporaryPassword: 'Journey-Temp-0nce!',
  },
  /** account-security.spec.ts: the only member of JOURNEY_ACCOUNT, made to set up two-step at sign-in. */
  forced: {
    email: 'forced.journey@demo.test',
    firstName: 'Flo',
    lastName: 'Forced',
    phone: '+15125550187',
    accountId: JOURNEY_ACCOUNT.id,
  },
} as const;
