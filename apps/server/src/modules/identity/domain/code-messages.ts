import type { CodePurpose } from './codes';
import type { OutgoingMessage } from '../../../adapters/message';

const SUBJECTS: Record<CodePurpose, string> = {
  CONFIRM_SIGN_UP: 'Your verification code',
  RESET_PASSWORD: 'Your password reset code',
  SIGN_IN: 'Your sign-in passcode',
  VERIFY_PHONE: 'Your phone verification code',
};

const LIFETIMES: Record<CodePurpose, string> = {
  CONFIRM_SIGN_UP: '24 hours',
  RESET_PASSWORD: '1 hour',
  SIGN_IN: '3 minutes',
  VERIFY_PHONE: '15 minutes',
};

/** The message that carries a code: the code first, so phones can offer to fill it in. */
export function codeMessage(purpose: CodePurpose, channel: 'email' | 'sms', to: string, code: string): OutgoingMessage {
  const text =
    purpose === 'SIGN_IN'
      ? `${code} is your Advertiser Portal passcode. It expires in ${LIFETIMES[purpose]}. If you did not try to sign in, ignore this message.`
      : `${code} is your Advertiser Portal ${purpose === 'RESET_PASSWORD' ? 'password reset' : 'verification'} code. It expires in ${LIFETIMES[purpose]}.`;
  return channel === 'email' ? { channel, to, subject: SUBJECTS[purpose], text } : { channel, to, text };
}
