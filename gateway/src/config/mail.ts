import { z } from 'zod';

/** Signs emailed unsubscribe links when EMAIL_LINK_SECRET is unset outside production (local runs, tests). */
export const LOCAL_DEV_EMAIL_LINK_SECRET = 'local-dev-only-email-link-secret-change-me-0123456789';

/** The email settings (.env.example, Email): the SMTP server, the sender, the link secret. */
export const mailEnv = z.object({
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Member Portal <no-reply@localhost>'),
  EMAIL_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  SMTP_MAX_PER_SECOND: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type MailEnv = z.output<typeof mailEnv>;

export interface MailConfig {
  smtpUrl?: string;
  /** SMTP connections kept open and reused (nodemailer's pool). */
  smtpPoolSize: number;
  /** At most this many emails a second through SMTP (0: as fast as the server takes them). */
  smtpMaxPerSecond: number;
  from: string;
  /** HMAC secret of the signed unsubscribe links every notification email carries. */
  linkSecret: string;
}

export function mailConfig(env: MailEnv): MailConfig {
  return {
    smtpUrl: env.SMTP_URL,
    smtpPoolSize: env.SMTP_POOL_SIZE,
    smtpMaxPerSecond: env.SMTP_MAX_PER_SECOND,
    from: env.MAIL_FROM,
    linkSecret: env.EMAIL_LINK_SECRET ?? LOCAL_DEV_EMAIL_LINK_SECRET,
  };
}
