import type { Role } from '../../auth/roles.js';
import { legislatorVoteSentence } from '../scorecard/scorecard.alerts.js';
import { ROLE_HOME, ROLE_WORDS } from '../access-request/access-request.service.js';
import type { Context } from '../../graphql/context.js';
import * as commentaryPolicy from '../commentary/commentary.policy.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { OrganizationPosition } from '../key-vote/key-vote.enums.js';
import { publicDisplayName, teamDisplayName } from '../member/member.policy.js';
import { accessFor } from '../story/story.service.js';
import * as storyPolicy from '../story/story.policy.js';
import type { Story } from '../story/story.entity.js';
import { NotificationKind } from './notification.enums.js';

/** A notification as stored (raw SQL row). */
export interface NotificationRow {
  id: string;
  member_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  story_id: string | null;
  article_id: string | null;
  key_vote_id: string | null;
  commentary_id: string | null;
  subject_id: string | null;
  outcome: string | null;
  email_mode: string;
  read_at: Date | null;
  created_at: Date;
}

/** What the reader is told: written when read, for that reader, from what they may see now. */
export interface Described {
  title: string;
  body: string | null;
  /** Path in the portal (e.g. /articles/…); null when there is nothing the reader may open. */
  link: string | null;
  /** Extra facts the digest shows (a story's title for grouping, a key vote's id). */
  storyTitle?: string;
}

export const UNAVAILABLE: Described = { title: 'This update is no longer available to you', body: null, link: null };

/** A story role as the invitee reads it (the bell and the invitation email). */
export const STORY_ROLE_WORDS: Record<string, string> = { contributor: 'a contributor', editor: 'an editor', viewer: 'a viewer' };
export const POSITION_WORDS: Record<OrganizationPosition, string> = {
  [OrganizationPosition.SUPPORT]: 'We support',
  [OrganizationPosition.OPPOSE]: 'We oppose',
  [OrganizationPosition.OTHER]: 'Tracking, no position',
};

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A story the reader may see now (story.policy canView), else null: its title never reaches anyone else. */
async function visibleStory(ctx: Context, storyId: string | null): Promise<Story | null> {
  if (!storyId) return null;
  const story = await ctx.loaders.storyById.load(storyId);
  return story && storyPolicy.canView(await accessFor(ctx, story)) ? story : null;
}

/** The name a member shows others, as invite emails put it ('A staff member' when they stay anonymous). */
async function actorName(ctx: Context, actorId: string | null): Promise<string> {
  const actor = actorId ? await ctx.loaders.memberById.load(actorId) : null;
  const shown = actor ? publicDisplayName(actor) : 'Anonymous';
  return shown === 'Anonymous' ? 'A staff member' : shown;
}

/** The team name (decision 0090) of someone who asks something of the story's owner: the owner works with them. */
async function teamName(ctx: Context, actorId: string | null): Promise<string> {
  const actor = actorId ? await ctx.loaders.memberById.load(actorId) : null;
  return actor ? teamDisplayName(actor) : 'Someone';
}

/**
 * The title, text and link of one notification for `ctx.viewer` (its recipient). Every subject is
 * looked up through the same rules as the rest of the API: a story the reader can no longer see,
 * commentary they may not read or a subject that is gone gives UNAVAILABLE, never its title.
 */
export async function describe(ctx: Context, n: NotificationRow): Promise<Described> {
  const viewer = ctx.viewer;
  if (!viewer || viewer.id !== n.member_id) return UNAVAILABLE;
  switch (n.kind) {
    case NotificationKind.STORY_INVITE: {
      // The invitee may read the story's title on their own invite even before they may see a private story (myInvites does too).
      const [invite]: { story_id: string; title: string; role: string; status: string; invited_by: string }[] = await ctx.dataSource.query(
        `SELECT i.story_id, s.title, i.role, i.status, i.invited_by FROM story_invites i JOIN stories s ON s.id = i.story_id
          JOIN members m ON m.id = $2 AND lower(i.invitee_email) = m.email WHERE i.id = $1`,
        [n.subject_id, viewer.id],
      );
      if (!invite) return { title: 'An invitation to collaborate on a story', body: 'This invitation is no longer open.', link: null };
      const answer = invite.status === 'pending' ? 'Open the story to accept or decline it.' : invite.status === 'accepted' ? 'You accepted it.' : 'You declined it.';
      return {
        title: `${await actorName(ctx, invite.invited_by)} invited you to collaborate on “${invite.title}”`,
        body: `As ${STORY_ROLE_WORDS[invite.role] ?? invite.role}. ${answer}`,
        link: `/stories/${invite.story_id}?invite=${n.subject_id}`,
        storyTitle: invite.title,
      };
    }
    case NotificationKind.JOIN_REQUEST_DECIDED: {
      const story = await visibleStory(ctx, n.story_id);
      if (!story) return UNAVAILABLE;
      if (n.outcome === 'requested') {
        return {
          title: `${await teamName(ctx, n.actor_id)} asks to join “${story.title}”`,
          body: 'Accept or reject the request under Collaborators.',
          link: `/stories/${story.id}?tab=collaborators`,
          storyTitle: story.title,
        };
      }
      return n.outcome === 'accepted'
        ? { title: `Your request to join “${story.title}” was accepted`, body: 'You are now a contributor to this story.', link: `/stories/${story.id}`, storyTitle: story.title }
        : { title: `Your request to join “${story.title}” was declined`, body: null, link: `/stories/${story.id}`, storyTitle: story.title };
    }
    case NotificationKind.PROPOSAL_DECIDED: {
      const story = await visibleStory(ctx, n.story_id);
      const proposal = n.subject_id ? await ctx.loaders.proposalById.load(n.subject_id) : null;
      if (!story || !proposal) return UNAVAILABLE;
      if (n.outcome === 'proposed') {
        return {
          title: `${await teamName(ctx, n.actor_id)} proposed a change to “${story.title}”`,
          body: proposal.title !== null ? `A new title: “${proposal.title}”.` : 'A new description.',
          link: `/stories/${story.id}?tab=proposals`,
          storyTitle: story.title,
        };
      }
      const what = proposal.title !== null ? `You proposed the title “${proposal.title}”.` : 'You proposed a new description.';
      return {
        title: n.outcome === 'approved' ? `Your proposal for “${story.title}” was approved` : `Your proposal for “${story.title}” was not accepted`,
        body: n.outcome === 'approved' ? `${what} The story now reads that way.` : what,
        link: `/stories/${story.id}?tab=proposals`,
        storyTitle: story.title,
      };
    }
    case NotificationKind.TIP_DECIDED: {
      const [tip]: { title: string; decline_reason: string | null; article_id: string | null }[] = await ctx.dataSource.query(
        'SELECT title, decline_reason, article_id FROM tips WHERE id = $1 AND member_id = $2',
        [n.subject_id, viewer.id],
      );
      if (!tip) return UNAVAILABLE;
      return n.outcome === 'published'
        ? {
            title: `Your tip was published: “${tip.title}”`,
            body: 'Thank you! It is now an article, credited to you.',
            link: tip.article_id ? `/articles/${tip.article_id}` : '/profile?tab=tips',
          }
        : { title: `Your tip “${tip.title}” was declined`, body: tip.decline_reason ? `Reason: ${tip.decline_reason}` : null, link: '/profile?tab=tips' };
    }
    case NotificationKind.ACCESS_REQUEST_DECIDED: {
      const [request]: { requested_role: Role; granted_role: Role | null; decision_note: string | null }[] = await ctx.dataSource.query(
        'SELECT requested_role, granted_role, decision_note FROM access_requests WHERE id = $1 AND member_id = $2',
        [n.subject_id, viewer.id],
      );
      if (!request) return UNAVAILABLE;
      const note = request.decision_note ? `The administrator wrote: ${request.decision_note}` : null;
      return n.outcome === 'approved' && request.granted_role
        ? { title: `Your access request was granted: you are now ${ROLE_WORDS[request.granted_role]}`, body: note ?? 'The pages that come with it are in your menu now.', link: ROLE_HOME[request.granted_role] }
        : { title: `Your request for ${ROLE_WORDS[request.requested_role]} access was declined`, body: note, link: '/dashboard' };
    }
    case NotificationKind.REPORT_DECIDED: {
      // The reporter's own report only; what the comment said is theirs to read (they reported it).
      const [report]: { excerpt: string; decision_note: string | null; article_id: string | null; key_vote_id: string | null }[] = await ctx.dataSource.query(
        'SELECT excerpt, decision_note, article_id, key_vote_id FROM commentary_reports WHERE id = $1 AND reporter_id = $2',
        [n.subject_id, viewer.id],
      );
      if (!report) return UNAVAILABLE;
      const said = `“${clip(report.excerpt, 120)}”`;
      const note = report.decision_note ? ` Our staff wrote: ${report.decision_note}` : '';
      const link = report.article_id ? `/articles/${report.article_id}` : report.key_vote_id ? `/key-votes/${report.key_vote_id}` : '/notifications';
      return n.outcome === 'removed'
        ? { title: 'The comment you reported was removed', body: `${said} Thank you for telling us.${note}`, link }
        : { title: 'The comment you reported was reviewed and stays', body: `${said} Our staff found it within the rules.${note}`, link };
    }
    case NotificationKind.STORY_ARTICLE: {
      const story = await visibleStory(ctx, n.story_id);
      const article = n.article_id ? await ctx.loaders.articleById.load(n.article_id) : null;
      if (!story || !article) return UNAVAILABLE;
      return {
        title: `New article in “${story.title}”`,
        body: article.publication ? `${article.title} · ${article.publication}` : article.title,
        link: `/articles/${article.id}`,
        storyTitle: story.title,
      };
    }
    case NotificationKind.KEY_VOTE: {
      const keyVote = n.key_vote_id ? await ctx.loaders.keyVoteById.load(n.key_vote_id) : null;
      if (!keyVote) return UNAVAILABLE;
      return { title: `New key vote: ${keyVote.title}`, body: `${POSITION_WORDS[keyVote.organizationPosition]} · ${keyVote.billId}`, link: `/key-votes/${keyVote.id}` };
    }
    case NotificationKind.TAKE_ACTION: {
      const keyVote = n.key_vote_id ? await ctx.loaders.keyVoteById.load(n.key_vote_id) : null;
      const campaign = keyVote ? await ctx.loaders.campaignByKeyVoteId.load(keyVote.id) : null;
      if (!keyVote || !campaign || campaign.id !== n.subject_id) return UNAVAILABLE;
      if (campaign.closesAt && campaign.closesAt <= new Date()) {
        return { title: `The campaign on “${keyVote.title}” has closed`, body: 'See how your members of Congress voted once the vote is in.', link: `/key-votes/${keyVote.id}` };
      }
      return {
        title: `Take action: ${keyVote.title}`,
        body: `${POSITION_WORDS[keyVote.organizationPosition]} · ${keyVote.billId} · Call or write your members of Congress before the vote.`,
        link: `/key-votes/${keyVote.id}/take-action`,
      };
    }
    case NotificationKind.LEGISLATOR_VOTE: {
      const keyVote = n.key_vote_id ? await ctx.loaders.keyVoteById.load(n.key_vote_id) : null;
      if (!keyVote || !n.subject_id) return UNAVAILABLE;
      return { title: await legislatorVoteSentence(ctx, viewer, keyVote, n.subject_id), body: keyVote.title, link: '/my-legislators' };
    }
    case NotificationKind.STAFF_COMMENTARY: {
      const commentary = n.commentary_id ? await ctx.dataSource.getRepository(Commentary).findOneBy({ id: n.commentary_id }) : null;
      // Only commentary on an article is announced (fanout.ts); one on a key vote has no article.
      const article = commentary?.articleId ? await ctx.loaders.articleById.load(commentary.articleId) : null;
      if (!commentary || !article || !commentaryPolicy.canSee(viewer, commentary, article)) return UNAVAILABLE;
      return { title: `Staff commentary on “${article.title}”`, body: clip(commentary.content), link: `/articles/${article.id}` };
    }
  }
  return UNAVAILABLE;
}
