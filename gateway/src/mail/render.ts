import { Eta } from 'eta';
import type { MailMessage } from './mailer.js';

/**
 * Email templates are Eta templates (https://eta.js.org): an HTML one, auto-escaped (`<%= %>`
 * escapes, so a story title or a name can never inject markup), and a plain-text one (not
 * escaped). Each template module exports both and the data it needs; render() wraps the HTML in
 * the portal's email layout.
 *
 * The layout is what mail clients render reliably: one centred table at most 600 px wide (full
 * width on a phone), inline styles only, no web fonts, no images, system colours that read on
 * light and dark backgrounds. Notification emails get a footer saying why they were sent, with a
 * link to the preferences and a signed one-click unsubscribe link, and the matching
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
 */
const html = new Eta({ autoEscape: true, autoTrim: false, useWith: false });
const text = new Eta({ autoEscape: false, autoTrim: false, useWith: false });

export const PRODUCT = 'Member Portal';
export const ORGANISATION = 'Civic Action Alliance';

/** The portal's colours (client/src/app/theme.ts): navy and amber. */
export const COLORS = { navy: '#1B365D', amber: '#E3A33B', text: '#1A2233', muted: '#4A5468', line: '#D9DEE7', panel: '#F4F6FA' } as const;

const LAYOUT = `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">
<title><%= it.subject %></title></head>
<body style="margin:0;padding:0;background:<%= it.c.panel %>;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;"><%= it.preheader %></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:<%= it.c.panel %>;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid <%= it.c.line %>;border-radius:8px;">
<tr><td style="background:<%= it.c.navy %>;border-radius:8px 8px 0 0;padding:16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:18px;font-weight:bold;color:#ffffff;">
<%= it.product %> <span style="font-weight:normal;font-size:14px;color:<%= it.c.amber %>;">· <%= it.organisation %></span></td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:<%= it.c.text %>;">
<%~ it.body %>
<p style="margin:24px 0 0 0;">— The <%= it.product %> team</p>
</td></tr>
<% if (it.footer) { %><tr><td style="padding:16px 24px;border-top:1px solid <%= it.c.line %>;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:<%= it.c.muted %>;">
<p style="margin:0 0 8px 0;"><%= it.footer.why %></p>
<p style="margin:0;"><a href="<%= it.footer.preferencesUrl %>" style="color:<%= it.c.navy %>;">Change your email preferences</a> &nbsp;·&nbsp; <a href="<%= it.footer.unsubscribeUrl %>" style="color:<%= it.c.navy %>;">Unsubscribe from <%= it.footer.what %></a></p>
</td></tr><% } %>
</table>
</td></tr></table>
</body></html>`;

/** A button-styled link and its plain address below it, for the HTML part. */
export const BUTTON = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;"><tr><td style="background:${COLORS.navy};border-radius:4px;">
<a href="<%= it.link %>" style="display:inline-block;padding:12px 20px;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#ffffff;text-decoration:none;font-weight:bold;"><%= it.action %></a></td></tr></table>
<p style="font-size:13px;color:${COLORS.muted};word-break:break-all;">If the button does not work, copy this address into your browser:<br><%= it.link %></p>`;

export interface MailTemplate<T extends object> {
  subject(data: T): string;
  html: string;
  text: string;
  links(data: T): string[];
  /** The first line inbox lists show under the subject (hidden in the message itself). */
  preheader?(data: T): string;
}

/** Why a notification email was sent and how to stop it: the footer, and the RFC 8058 headers. */
export interface Unsubscribe {
  /** What the link turns off, e.g. 'invitation emails' or 'the weekly digest'. */
  what: string;
  /** Why the member got this email, one sentence. */
  why: string;
  /** The signed unsubscribe URL (GET shows a confirmation page; POST — the mail client's one click — unsubscribes). */
  url: string;
  preferencesUrl: string;
}

export function render<T extends object>(template: MailTemplate<T>, to: string, data: T, unsubscribe?: Unsubscribe): MailMessage {
  const subject = template.subject(data);
  const body = html.renderString(template.html, { ...data, button: (link: string, action: string) => html.renderString(BUTTON, { link, action }) });
  const footer = unsubscribe ? { why: unsubscribe.why, what: unsubscribe.what, preferencesUrl: unsubscribe.preferencesUrl, unsubscribeUrl: unsubscribe.url } : null;
  const textFooter = unsubscribe
    ? `\n\n--\n${unsubscribe.why}\nChange your email preferences: ${unsubscribe.preferencesUrl}\nUnsubscribe from ${unsubscribe.what}: ${unsubscribe.url}\n`
    : '\n';
  return {
    to,
    subject,
    html: html.renderString(LAYOUT, { subject, body, product: PRODUCT, organisation: ORGANISATION, c: COLORS, preheader: template.preheader?.(data) ?? '', footer }),
    text: `${text.renderString(template.text, data).trim()}\n\n— The ${PRODUCT} team${textFooter}`,
    links: [...template.links(data), ...(unsubscribe ? [unsubscribe.preferencesUrl, unsubscribe.url] : [])],
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}
