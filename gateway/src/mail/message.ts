// What an email is, for everything that builds, queues or sends one (a leaf: it imports nothing).

/** One email: plain text first (what many people read), with an equivalent small HTML part; links listed for the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification emails. */
  headers?: Record<string, string>;
}
