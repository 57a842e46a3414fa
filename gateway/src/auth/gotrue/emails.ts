/**
 * The three emails the auth service sends. Plain text first (what most people read in the local
 * outbox and many mail clients), with an equivalent small HTML part.
 */
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../mail/mailer.js';

export type { MailMessage };

const PRODUCT = 'Member Portal';

function compose(to: string, subject: string, intro: string, action: string, link: string, after: string[]): MailMessage {
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `${action}:`,
    link,
    '',
    ...after,
    '',
    `— The ${PRODUCT} team`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1a1a1a">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="font-size: 13px; color: #555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
${after.map((p) => `<p style="font-size: 13px; color: #555">${escapeHtml(p)}</p>`).join('\n')}
<p>— The ${PRODUCT} team</p>
</body></html>`;
  return { to, subject, text, html, links: [link] };
}

export function confirmationEmail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Confirm your email',
    `Thanks for signing up for the ${PRODUCT}. Please confirm that ${to} is your email address to finish creating your account.`,
    'Confirm your email address',
    link,
    ['This link works once and expires in 1 hour.', "If you did not sign up, you can ignore this email: no account is activated without this confirmation."],
  );
}

export function magicLinkEmail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Your sign-in link',
    `Someone (hopefully you) asked to sign in to the ${PRODUCT} as ${to} without a password.`,
    'Sign in to the Member Portal',
    link,
    ['This link works once and expires in 1 hour.', 'If you did not ask for it, you can ignore this email: nobody can sign in without the link.'],
  );
}

export function recoveryEmail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    `We received a request to reset the password of your ${PRODUCT} account (${to}).`,
    'Choose a new password',
    link,
    [
      'This link works once and expires in 1 hour. After that, request a new one from the "Forgot password?" page.',
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    ],
  );
}
