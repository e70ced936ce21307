import type { OutgoingMessage } from '../../../adapters/message';
import { TEMPORARY_PASSWORD_DAYS } from '../domain/invitations';

const hello = (person: { name: string; email: string }) => `Hello ${person.name || person.email},`;

/** A staff reset of the password: the temporary one comes last, on a line of its own, as in an invitation. */
export const temporaryPasswordMail = (
  person: { name: string; email: string },
  publicUrl: string,
  temporaryPassword: string,
): OutgoingMessage => ({
  channel: 'email',
  to: person.email,
  subject: 'Your Advertiser Portal password was reset',
  text: `${hello(person)}\n\nOur staff reset your Advertiser Portal password and signed you out everywhere. Sign in at ${publicUrl}/login with your email and this temporary password within ${TEMPORARY_PASSWORD_DAYS} days, then choose your own password:\n\n${temporaryPassword}\n\nIf you did not ask for this, contact us at once.`,
});

/** A staff reset of two-step sign-in: said to the person, who should know at once if they did not ask. */
export const twoStepResetMail = (person: { name: string; email: string }, passkeys: number): OutgoingMessage => ({
  channel: 'email',
  to: person.email,
  subject: 'Your two-step sign-in was turned off',
  text: `${hello(person)}\n\nOur staff turned off two-step sign-in for your Advertiser Portal sign-in: your authenticator app and your recovery codes no longer work${passkeys > 0 ? `, and your ${passkeys === 1 ? 'passkey was' : `${passkeys} passkeys were`} removed` : ''}. Your next sign-in asks for your password alone.\n\nSet it up again under Profile > Two-step sign-in. If you did not ask for this, change your password and contact us at once.`,
});
