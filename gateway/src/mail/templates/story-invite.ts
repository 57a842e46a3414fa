import type { MailTemplate } from '../render.js';

/** The email a story invitation sends to the invitee (collaboration.service invite()). */
export interface StoryInviteMail {
  /** The inviter as the invitee may see them: their display name, or 'A staff member' when they stay anonymous. */
  inviter: string;
  storyTitle: string;
  /** 'contributor', 'editor' or 'viewer', as words. */
  role: string;
  /** Long US date, e.g. 'December 23, 2026'. */
  expires: string;
  /** The story page with the invite ready to accept (signing in first returns there). */
  link: string;
  /** Sign-up for an address without an account yet. */
  signupLink: string;
  hasAccount: boolean;
  email: string;
}

export const storyInviteMail: MailTemplate<StoryInviteMail> = {
  subject: (d) => `${d.inviter} invited you to collaborate on “${d.storyTitle}”`,
  links: (d) => (d.hasAccount ? [d.link] : [d.link, d.signupLink]),
  html: `<p>Hello,</p>
<p><%= it.inviter %> invited you to collaborate on the story <strong>“<%= it.storyTitle %>”</strong> as <%= it.role %>.</p>
<%~ it.button(it.link, 'See the invitation') %>
<% if (!it.hasAccount) { %><p>You do not have an account with this address (<%= it.email %>) yet: <a href="<%= it.signupLink %>">sign up with it</a> and the invitation will be waiting for you.</p><% } %>
<p style="font-size: 13px; color: #555">The invitation expires on <%= it.expires %>. If you do not want to collaborate, you can decline it on the story page or ignore this email.</p>`,
  text: `Hello,

<%= it.inviter %> invited you to collaborate on the story "<%= it.storyTitle %>" as <%= it.role %>.

See the invitation (sign in if asked, then accept or decline it at the top of the story):
<%= it.link %>
<% if (!it.hasAccount) { %>
You do not have an account with this address (<%= it.email %>) yet. Sign up with it and the invitation will be waiting for you:
<%= it.signupLink %>
<% } %>
The invitation expires on <%= it.expires %>. If you do not want to collaborate, you can decline it on the story page or ignore this email.`,
};
