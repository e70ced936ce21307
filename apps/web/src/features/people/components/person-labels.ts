import type { Person, PersonStatus } from '@portal/shared/people';
import type { PersonAction } from '@portal/shared/people-rules';

/** The name a person goes by on this screen: their name, or their email when they gave none. */
export const personName = (person: Pick<Person, 'name' | 'email'>) => person.name || person.email;

/** The user pool's states in staff's words. */
export const STATUS_LABELS: Record<PersonStatus, string> = {
  CONFIRMED: 'Active',
  FORCE_CHANGE_PASSWORD: 'Temporary password',
  UNCONFIRMED: 'Not confirmed',
  RESET_REQUIRED: 'Must reset password',
  EXTERNAL_PROVIDER: 'Company directory',
};

/** "App and 2 passkeys", "Passkey", "Off". */
export function twoStepText({ app, passkeys }: Person['twoStep']): string {
  const keys = passkeys === 0 ? null : passkeys === 1 ? 'passkey' : `${passkeys} passkeys`;
  if (app && keys) return `App and ${keys}`;
  if (app) return 'App';
  if (keys) return keys.charAt(0).toUpperCase() + keys.slice(1);
  return 'Off';
}

interface ActionWords {
  /** The menu's item. */
  item: string;
  title: (name: string) => string;
  /** What it does, said before it is done. */
  explains: (person: Person) => string;
  confirm: string;
  done: (person: Person) => string;
  danger?: true;
}

/** Each action as the menu, its dialog and its notice say it. */
export const ACTION_WORDS: Record<PersonAction, ActionWords> = {
  disable: {
    item: 'Disable sign-in',
    title: (name) => `Disable the sign-in of ${name}?`,
    explains: (person) =>
      `${personName(person)} is signed out everywhere at once and cannot sign in until the sign-in is enabled again. Their accounts and data stay as they are.`,
    confirm: 'Disable sign-in',
    done: (person) => `${personName(person)} is disabled and signed out everywhere.`,
    danger: true,
  },
  enable: {
    item: 'Enable sign-in',
    title: (name) => `Enable the sign-in of ${name}?`,
    explains: (person) => `${personName(person)} can sign in again as before.`,
    confirm: 'Enable sign-in',
    done: (person) => `${personName(person)} can sign in again.`,
  },
  'reset-password': {
    item: 'Reset password',
    title: (name) => `Reset the password of ${name}?`,
    explains: (person) =>
      `Their password stops working now and they are signed out everywhere. A temporary password, valid for 7 days, is mailed to ${person.email}; they choose a new password when they sign in with it.`,
    confirm: 'Reset password',
    done: (person) => `A temporary password is on its way to ${person.email}.`,
    danger: true,
  },
  'reset-two-step': {
    item: 'Reset two-step sign-in',
    title: (name) => `Reset two-step sign-in of ${name}?`,
    explains: (person) =>
      `Only when ${personName(person)} asked and you know it is them: their authenticator app, recovery codes and passkeys stop working, and their next sign-in asks for the password alone. They are mailed.`,
    confirm: 'Reset two-step sign-in',
    done: (person) => `Two-step sign-in is off for ${personName(person)}; they were mailed.`,
    danger: true,
  },
  'make-staff': {
    item: 'Make staff',
    title: (name) => `Make ${name} provider staff?`,
    explains: (person) =>
      `From their next sign-in, ${personName(person)} sees and changes every account, decides disputes and works this screen.`,
    confirm: 'Make staff',
    done: (person) => `${personName(person)} is staff from their next sign-in.`,
  },
  'remove-staff': {
    item: 'Remove staff access',
    title: (name) => `Remove the staff access of ${name}?`,
    explains: (person) =>
      `${personName(person)} is signed out everywhere at once, and signs in again without access to any account.`,
    confirm: 'Remove staff access',
    done: (person) => `${personName(person)} is no longer staff.`,
    danger: true,
  },
};
