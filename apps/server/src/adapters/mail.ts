import nodemailer from 'nodemailer';
import type { AppConfig, SmsProviderSettings } from '../config/env';
import type { Db } from '../db/database';
import type { OutgoingMessage } from './message';
import { keepInDevMailbox } from './dev-mailbox';
import { sendSms } from './sms';

export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Email: SMTP through nodemailer when SMTP_URL is set, else the dev mailbox when asked for, else none. */
export function createMailTransport(config: AppConfig, db: Db): Transport | null {
  if (!config.SMTP_URL) return config.devOutbox ? { deliver: (message) => keepInDevMailbox(db, message) } : null;
  const smtp = nodemailer.createTransport(config.SMTP_URL);
  return {
    async deliver(message) {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject ?? 'Advertiser Portal',
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.headers && { headers: message.headers }),
        ...(message.attachments && {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.contentBase64,
            encoding: 'base64',
          })),
        }),
      });
    },
  };
}

/**
 * SMS: through the provider (SMS_PROVIDER_URL, or the built-in sandbox outside production), and in development
 * also kept in the dev mailbox once the provider took it, so a person can read the code. Without a provider the
 * dev mailbox alone keeps it in development; in production a text has nowhere to go and its job fails (SMS
 * sign-in is refused before one is made: config `smsSignIn`).
 */
export function createSmsTransport(config: AppConfig, db: Db, provider: SmsProviderSettings | null): Transport {
  return {
    async deliver(message) {
      if (provider) await sendSms(provider, message);
      else if (!config.devOutbox)
        throw new Error('No SMS provider: set SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM.');
      if (config.devOutbox) await keepInDevMailbox(db, message);
    },
  };
}
