import type { MailTemplate } from '../render.js';

/** The email that tells a member how a super admin decided their access request (access-request.service). */
export interface AccessRequestDecidedMail {
  granted: boolean;
  /** The role asked for, as words ('Super Admin'). */
  requestedRole: string;
  /** The role assigned, as words (granted only). */
  grantedRole: string | null;
  /** Long US date of the request, e.g. 'November 23, 2026'. */
  requestedOn: string;
  /** The super admin's note, if they wrote one. */
  note: string | null;
  /** Where the new access leads (granted), or the dashboard (declined). */
  link: string;
}

export const accessRequestDecidedMail: MailTemplate<AccessRequestDecidedMail> = {
  subject: (d) => (d.granted ? `Your access request was granted: you are now ${d.grantedRole}` : 'Your access request was declined'),
  links: (d) => [d.link],
  html: `<p>Hello,</p>
<% if (it.granted) { %><p>Your request of <%= it.requestedOn %> for <%= it.requestedRole %> access was <strong>granted</strong>: your account now has the <strong><%= it.grantedRole %></strong> role.</p>
<%~ it.button(it.link, 'Open the portal') %>
<p style="font-size: 13px; color: #555">If the portal was open while your request was decided, reload it to see what your new role gives you.</p><% } else { %><p>Your request of <%= it.requestedOn %> for <%= it.requestedRole %> access was <strong>declined</strong>. Your account keeps the roles it had.</p><% } %>
<% if (it.note) { %><p>The administrator wrote:</p>
<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #ccc"><%= it.note %></blockquote><% } %>
<% if (!it.granted) { %><p>You can ask again from the portal at any time, with more details about why you need access.</p>
<%~ it.button(it.link, 'Go to your dashboard') %><% } %>`,
  text: `Hello,

<% if (it.granted) { %>Your request of <%= it.requestedOn %> for <%= it.requestedRole %> access was granted: your account now has the <%= it.grantedRole %> role.

Open the portal (reload it if it was already open):
<%= it.link %>
<% } else { %>Your request of <%= it.requestedOn %> for <%= it.requestedRole %> access was declined. Your account keeps the roles it had.
<% } %><% if (it.note) { %>
The administrator wrote:
<%= it.note %>
<% } %><% if (!it.granted) { %>
You can ask again from the portal at any time, with more details about why you need access:
<%= it.link %>
<% } %>`,
};
