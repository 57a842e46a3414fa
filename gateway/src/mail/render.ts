import { Eta } from 'eta';
import type { MailMessage } from './mailer.js';

/**
 * Email templates are Eta templates (https://eta.js.org): an HTML one, auto-escaped (`<%= %>`
 * escapes, so a story title or a name can never inject markup), and a plain-text one (not
 * escaped). Each template module exports both and the data it needs; render() wraps the HTML in
 * the portal's email layout.
 */
const html = new Eta({ autoEscape: true, autoTrim: false, useWith: false });
const text = new Eta({ autoEscape: false, autoTrim: false, useWith: false });

export const PRODUCT = 'Member Portal';

const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title><%= it.subject %></title></head>
<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1a1a1a; max-width: 36rem">
<%~ it.body %>
<p>— The <%= it.product %> team</p>
</body></html>`;

/** A button-styled link and its plain address below it, for the HTML part. */
export const BUTTON = `<p><a href="<%= it.link %>" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px"><%= it.action %></a></p>
<p style="font-size: 13px; color: #555">If the button does not work, copy this address into your browser:<br><%= it.link %></p>`;

export interface MailTemplate<T extends object> {
  subject(data: T): string;
  html: string;
  text: string;
  links(data: T): string[];
}

export function render<T extends object>(template: MailTemplate<T>, to: string, data: T): MailMessage {
  const subject = template.subject(data);
  const body = html.renderString(template.html, { ...data, button: (link: string, action: string) => html.renderString(BUTTON, { link, action }) });
  return {
    to,
    subject,
    html: html.renderString(LAYOUT, { subject, body, product: PRODUCT }),
    text: `${text.renderString(template.text, data).trim()}\n\n— The ${PRODUCT} team\n`,
    links: template.links(data),
  };
}
