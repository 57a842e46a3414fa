import type { MailTemplate } from '../render.js';

/** One notification, emailed right away (the member chose "Immediately" for its kind). */
export interface NotificationMail {
  title: string;
  body: string | null;
  /** Absolute link to the page it is about. */
  link: string;
  /** The button's words, e.g. 'Read the article'. */
  action: string;
}

export const notificationMail: MailTemplate<NotificationMail> = {
  subject: (d) => d.title,
  preheader: (d) => d.body ?? d.title,
  links: (d) => [d.link],
  html: `<p style="margin:0 0 12px 0;font-size:18px;font-weight:bold;"><%= it.title %></p>
<% if (it.body) { %><p style="margin:0 0 12px 0;"><%= it.body %></p><% } %>
<%~ it.button(it.link, it.action) %>`,
  text: `<%= it.title %>
<% if (it.body) { %>
<%= it.body %>
<% } %>
<%= it.action %>:
<%= it.link %>`,
};
