import { createTransport } from 'nodemailer';
import type { Queryable } from '../../db/types';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A phone number (digits) or an email address. */
  to: string;
  subject?: string;
  text: string;
  /** Kept with the outbox copy only (e.g. the OTP and its reference, for the dev page and e2e tests). */
  meta?: Record<string, unknown>;
}

/** How SMS and email leave the platform; modules send through this, never through a provider directly. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** The development outbox: every message is stored in `outbox_messages` and goes nowhere else. */
export function outboxTransport(db: Queryable): MessageTransport {
  return {
    async send(message) {
      await db.query(
        `INSERT INTO outbox_messages (channel, recipient, subject, body, meta) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        [
          message.channel,
          message.to,
          message.subject ?? null,
          message.text,
          JSON.stringify(message.meta ?? {}),
        ],
      );
    },
  };
}

/** Email over SMTP (nodemailer); `smtpUrl` like `smtps://user:pass@mail.example.com:465`. */
export function smtpTransport(smtpUrl: string, from: string): MessageTransport {
  const mailer = createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('the SMTP transport carries email only');
      await mailer.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
    },
  };
}

/**
 * Email over SMTP when configured; SMS and (without SMTP) email into the outbox. No SMS gateway is
 * wired yet, so SMS always stays in the outbox.
 */
export function createMessageTransport(
  db: Queryable,
  mail: { smtpUrl: string | undefined; from: string },
): MessageTransport {
  const outbox = outboxTransport(db);
  const smtp = mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : null;
  return {
    send: (message) => (message.channel === 'email' && smtp ? smtp.send(message) : outbox.send(message)),
  };
}
