import { z } from 'zod';
import { bool } from './env-values.js';
import type { MailEnv } from './mail.js';

/**
 * The web push settings (.env.example, Web push; docs/push.md): the VAPID key pair, the contact
 * push services see, loopback endpoints for tests, and how many push jobs a process runs at once
 * (config.jobs.pushConcurrency, jobs.ts).
 */
export const pushEnv = z.object({
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => isBase64Url(v, 65) && Buffer.from(v, 'base64url')[0] === 4, 'must be the base64url public key `npx web-push generate-vapid-keys` prints (a P-256 point, 65 bytes)')
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().refine((v) => isBase64Url(v, 32), 'must be the base64url private key `npx web-push generate-vapid-keys` prints (32 bytes)').optional(),
  WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL push services can reach you at').optional(),
  WEB_PUSH_ALLOW_LOOPBACK: bool.default(false),
  JOBS_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export type PushEnv = z.output<typeof pushEnv>;

export interface PushConfig {
  vapid?: { publicKey: string; privateKey: string };
  /** The VAPID `sub` claim: a mailto: or https: contact (default: MAIL_FROM's address, else SITE_URL when https). */
  subject: string;
  /** Push endpoints on loopback over plain http (test push services); never in production. */
  allowLoopback: boolean;
}

export function pushConfig(env: PushEnv & Pick<MailEnv, 'MAIL_FROM'>, isProduction: boolean, siteUrl: string): PushConfig {
  return {
    vapid: env.WEB_PUSH_VAPID_PUBLIC_KEY && env.WEB_PUSH_VAPID_PRIVATE_KEY ? { publicKey: env.WEB_PUSH_VAPID_PUBLIC_KEY.replace(/=+$/, ''), privateKey: env.WEB_PUSH_VAPID_PRIVATE_KEY.replace(/=+$/, '') } : undefined,
    subject: env.WEB_PUSH_SUBJECT ?? vapidSubject(env.MAIL_FROM, siteUrl),
    allowLoopback: !isProduction && env.WEB_PUSH_ALLOW_LOOPBACK,
  };
}

/** base64url (padding allowed) of exactly `bytes` bytes. */
function isBase64Url(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value.replace(/=+$/, ''), 'base64url').length === bytes;
}

/** The VAPID contact when WEB_PUSH_SUBJECT is unset: the sender address of MAIL_FROM, else the site when it is https. */
function vapidSubject(mailFrom: string, siteUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@]+@[^\s@]+$/.test(mailFrom.trim()) ? mailFrom.trim() : undefined);
  if (address && !address.endsWith('@localhost')) return `mailto:${address}`;
  return siteUrl.startsWith('https://') ? siteUrl : 'mailto:push@localhost.invalid';
}
