import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/database';
import type { OutgoingMessage } from '../modules/identity/domain/message-sender';
import { keepInOutbox } from './outbox';

export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Email: SMTP through nodemailer when SMTP_URL is set, else the dev outbox. */
export function createMailTransport(config: AppConfig, db: Db): Transport {
  if (!config.SMTP_URL) return { deliver: (message) => keepInOutbox(db, message) };
  const smtp = nodemailer.createTransport(config.SMTP_URL);
  return {
    async deliver(message) {
      await smtp.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject ?? 'Advertiser Portal', text: message.text });
    },
  };
}

/** SMS: no provider is wired up yet, so text messages go to the dev outbox. */
export function createSmsTransport(db: Db): Transport {
  return { deliver: (message) => keepInOutbox(db, message) };
}
