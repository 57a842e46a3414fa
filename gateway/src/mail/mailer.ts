import nodemailer from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';

export type { MailMessage } from './message.js';
import type { MailMessage } from './message.js';

type Db = Pick<EntityManager, 'query'>;

export interface Mailer {
  /**
   * Sends one email. With `db` being the caller's transaction, the outbox row commits or rolls
   * back with the change that caused the email; an SMTP failure throws and rolls it back too.
   */
  send(db: Db, message: MailMessage): Promise<void>;
}

/**
 * THE sender of every email the portal sends (auth mails, story invites, …): features build a
 * MailMessage from a template (mail/templates) and call send(); none talks to SMTP itself.
 *
 * SMTP through nodemailer when SMTP_URL is set. The local outbox (auth_mail_outbox, read at
 * GET /dev/mail) receives every email outside production, and every email in production when no
 * SMTP server is configured (with a warning, since nobody will receive them).
 */
export function createMailer(config: Config, log: Logger): Mailer {
  // Bounded waits: a server that accepts the connection and then says nothing fails the send (and
  // its job retries) instead of holding it for nodemailer's default of minutes.
  // Pooled connections (SMTP_POOL_SIZE), and at most SMTP_MAX_PER_SECOND messages a second: a
  // fan-out to thousands is sent as fast as the provider allows, not one connection per email.
  const { smtpPoolSize, smtpMaxPerSecond } = config.mail;
  const transport = config.mail.smtpUrl
    ? nodemailer.createTransport({
        url: config.mail.smtpUrl,
        pool: true,
        maxConnections: smtpPoolSize,
        ...(smtpMaxPerSecond > 0 ? { rateDelta: 1_000, rateLimit: smtpMaxPerSecond } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  const useOutbox = !config.isProduction || !transport;
  if (!transport && config.isProduction) {
    log.warn('mail: SMTP_URL is not set, so emails (confirmations, resets, invites) are only stored in auth_mail_outbox; set SMTP_URL to deliver them.');
  }
  return {
    async send(db, message) {
      if (useOutbox) {
        await db.query('INSERT INTO auth_mail_outbox ("to", subject, text, html, links, headers) VALUES ($1, $2, $3, $4, $5, $6)', [
          message.to,
          message.subject,
          message.text,
          message.html,
          message.links,
          JSON.stringify(message.headers ?? {}),
        ]);
      }
      if (transport) {
        await transport.sendMail({
          from: config.mail.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      }
      log.debug(`mail: email "${message.subject}" to ${message.to}${transport ? ' sent' : ' stored in the outbox'}`);
    },
  };
}
