import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';
import type { OutgoingMessage } from './message';
import { keepInDevMailbox } from './dev-mailbox';

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
      });
    },
  };
}

/**
 * SMS: no provider is wired up yet, so text messages stay in the dev mailbox; outside development nobody
 * can read them there (no /dev routes), so SMS passcodes need a provider before production use.
 */
export function createSmsTransport(db: Db): Transport {
  return { deliver: (message) => keepInDevMailbox(db, message) };
}
