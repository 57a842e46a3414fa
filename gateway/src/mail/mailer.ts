import nodemailer from 'nodemailer';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';

/** One email: plain text first (what many people read), with an equivalent small HTML part; links listed for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

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
  const transport = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  const useOutbox = !config.isProduction || !transport;
  if (!transport && config.isProduction) {
    log.warn('mail: SMTP_URL is not set, so emails (confirmations, resets, invites) are only stored in auth_mail_outbox; set SMTP_URL to deliver them.');
  }
  return {
    async send(db, message) {
      if (useOutbox) {
        await db.query('INSERT INTO auth_mail_outbox ("to", subject, text, html, links) VALUES ($1, $2, $3, $4, $5)', [
          message.to,
          message.subject,
          message.text,
          message.html,
          message.links,
        ]);
      }
      if (transport) {
        await transport.sendMail({ from: config.mail.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      }
      log.debug(`mail: email "${message.subject}" to ${message.to}${transport ? ' sent' : ' stored in the outbox'}`);
    },
  };
}
