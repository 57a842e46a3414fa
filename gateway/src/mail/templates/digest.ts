import { COLORS, type MailTemplate } from '../render.js';

export interface DigestItem {
  title: string;
  body: string | null;
  link: string;
}

export interface DigestLegislatorVote {
  /** 'Sen. John Barrasso (R-WY)' */
  name: string;
  /** 'Yes', 'No', 'Present', 'Did not vote' or 'No recorded vote'. */
  vote: string;
}

export interface DigestKeyVote {
  title: string;
  link: string;
  /** 'We support · H.R. 1 · Passed · July 3, 2025' */
  summary: string;
  /** How the member's own representative(s) and senators voted; null without a saved address. */
  legislators: DigestLegislatorVote[] | null;
}

/** One member's digest (modules/notification/digest.ts builds it). */
export interface DigestMail {
  /** 'Your weekly digest' */
  heading: string;
  /** One sentence: since when, how many updates. */
  intro: string;
  /** Campaigns asking the member to contact their legislators (first: a vote will not wait). */
  actions: DigestItem[];
  decisions: DigestItem[];
  /** How the member's own legislators voted on key votes (legislator_vote). */
  votes: DigestItem[];
  stories: { title: string; link: string; articles: DigestItem[] }[];
  keyVotes: DigestKeyVote[];
  commentary: DigestItem[];
  /** Where to save an address (shown when legislators are null). */
  addressLink: string;
  portalLink: string;
}

const H2 = `margin:24px 0 8px 0;padding-bottom:4px;border-bottom:2px solid ${COLORS.amber};font-size:18px;color:${COLORS.navy};`;
const LINK = `color:${COLORS.navy};font-weight:bold;text-decoration:underline;`;
const MUTED = `color:${COLORS.muted};font-size:14px;`;
const VOTE_COLOR = `<% const voteColor = (v) => v === 'Yes' ? '#1B5E20' : v === 'No' ? '#B71C1C' : '${COLORS.muted}'; %>`;

export const digestMail: MailTemplate<DigestMail> = {
  subject: (d) => `${d.heading}: ${count(d)} ${count(d) === 1 ? 'update' : 'updates'}`,
  preheader: (d) => d.intro,
  links: (d) => [
    ...d.actions.map((i) => i.link),
    ...d.decisions.map((i) => i.link),
    ...d.votes.map((i) => i.link),
    ...d.stories.flatMap((s) => [s.link, ...s.articles.map((a) => a.link)]),
    ...d.keyVotes.map((k) => k.link),
    ...d.commentary.map((c) => c.link),
    d.portalLink,
  ],
  html: `${VOTE_COLOR}<h1 style="margin:0 0 8px 0;font-size:22px;color:${COLORS.navy};"><%= it.heading %></h1>
<p style="margin:0 0 8px 0;"><%= it.intro %></p>
<% if (it.actions.length) { %><h2 style="${H2}">Take action</h2>
<% it.actions.forEach(function (d) { %><p style="margin:0 0 12px 0;"><a href="<%= d.link %>" style="${LINK}"><%= d.title %></a><% if (d.body) { %><br><span style="${MUTED}"><%= d.body %></span><% } %></p>
<% }) %><% } %>
<% if (it.decisions.length) { %><h2 style="${H2}">About your requests and tips</h2>
<% it.decisions.forEach(function (d) { %><p style="margin:0 0 12px 0;"><a href="<%= d.link %>" style="${LINK}"><%= d.title %></a><% if (d.body) { %><br><span style="${MUTED}"><%= d.body %></span><% } %></p>
<% }) %><% } %>
<% if (it.votes.length) { %><h2 style="${H2}">How your legislators voted</h2>
<% it.votes.forEach(function (d) { %><p style="margin:0 0 12px 0;"><a href="<%= d.link %>" style="${LINK}"><%= d.title %></a><% if (d.body) { %><br><span style="${MUTED}"><%= d.body %></span><% } %></p>
<% }) %><% } %>
<% if (it.stories.length) { %><h2 style="${H2}">New in stories you follow</h2>
<% it.stories.forEach(function (s) { %><p style="margin:12px 0 4px 0;font-weight:bold;"><a href="<%= s.link %>" style="color:${COLORS.text};text-decoration:none;"><%= s.title %></a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<% s.articles.forEach(function (a) { %><tr><td style="padding:4px 0 4px 12px;border-left:3px solid ${COLORS.line};"><a href="<%= a.link %>" style="${LINK}"><%= a.title %></a><% if (a.body) { %><br><span style="${MUTED}"><%= a.body %></span><% } %></td></tr>
<% }) %></table>
<% }) %><% } %>
<% if (it.keyVotes.length) { %><h2 style="${H2}">New key votes</h2>
<% it.keyVotes.forEach(function (k) { %><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;border:1px solid ${COLORS.line};border-radius:6px;">
<tr><td style="padding:12px 12px 4px 12px;"><a href="<%= k.link %>" style="${LINK}"><%= k.title %></a><br><span style="${MUTED}"><%= k.summary %></span></td></tr>
<tr><td style="padding:4px 12px 12px 12px;">
<% if (k.legislators && k.legislators.length) { %><p style="margin:4px 0;font-size:14px;font-weight:bold;">How your members of Congress voted</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;">
<% k.legislators.forEach(function (l) { %><tr><td style="padding:4px 8px 4px 0;border-top:1px solid ${COLORS.line};"><%= l.name %></td><td align="right" style="padding:4px 0;border-top:1px solid ${COLORS.line};font-weight:bold;color:<%= voteColor(l.vote) %>;white-space:nowrap;"><%= l.vote %></td></tr>
<% }) %></table>
<% } else if (k.legislators) { %><p style="margin:4px 0;${MUTED}">We could not match your address to your members of Congress.</p>
<% } else { %><p style="margin:4px 0;${MUTED}"><a href="<%= it.addressLink %>" style="color:${COLORS.navy};">Add your address</a> to see how your own representative and senators voted.</p><% } %>
</td></tr></table>
<% }) %><% } %>
<% if (it.commentary.length) { %><h2 style="${H2}">Staff commentary</h2>
<% it.commentary.forEach(function (c) { %><p style="margin:0 0 12px 0;"><a href="<%= c.link %>" style="${LINK}"><%= c.title %></a><% if (c.body) { %><br><span style="${MUTED}"><%= c.body %></span><% } %></p>
<% }) %><% } %>
<%~ it.button(it.portalLink, 'Open the portal') %>`,
  text: `<%= it.heading.toUpperCase() %>

<%= it.intro %>
<% if (it.actions.length) { %>

TAKE ACTION
<% it.actions.forEach(function (d) { %>
- <%= d.title %><% if (d.body) { %>
  <%= d.body %><% } %>
  <%= d.link %>
<% }) %><% } %><% if (it.decisions.length) { %>

ABOUT YOUR REQUESTS AND TIPS
<% it.decisions.forEach(function (d) { %>
- <%= d.title %><% if (d.body) { %>
  <%= d.body %><% } %>
  <%= d.link %>
<% }) %><% } %><% if (it.votes.length) { %>

HOW YOUR LEGISLATORS VOTED
<% it.votes.forEach(function (d) { %>
- <%= d.title %><% if (d.body) { %>
  <%= d.body %><% } %>
  <%= d.link %>
<% }) %><% } %><% if (it.stories.length) { %>

NEW IN STORIES YOU FOLLOW
<% it.stories.forEach(function (s) { %>
<%= s.title %> (<%= s.link %>)
<% s.articles.forEach(function (a) { %>- <%= a.title %><% if (a.body) { %> · <%= a.body %><% } %>
  <%= a.link %>
<% }) %><% }) %><% } %><% if (it.keyVotes.length) { %>

NEW KEY VOTES
<% it.keyVotes.forEach(function (k) { %>
- <%= k.title %>
  <%= k.summary %>
  <%= k.link %>
<% if (k.legislators && k.legislators.length) { %>  How your members of Congress voted:
<% k.legislators.forEach(function (l) { %>    <%= l.name %>: <%= l.vote %>
<% }) %><% } else if (k.legislators) { %>  We could not match your address to your members of Congress.
<% } else { %>  Add your address to see how your own representative and senators voted: <%= it.addressLink %>
<% } %><% }) %><% } %><% if (it.commentary.length) { %>

STAFF COMMENTARY
<% it.commentary.forEach(function (c) { %>
- <%= c.title %><% if (c.body) { %>
  <%= c.body %><% } %>
  <%= c.link %>
<% }) %><% } %>

Open the portal: <%= it.portalLink %>`,
};

function count(d: DigestMail): number {
  return d.actions.length + d.decisions.length + d.votes.length + d.stories.reduce((n, s) => n + s.articles.length, 0) + d.keyVotes.length + d.commentary.length;
}
