import { describe, expect, it } from 'vitest';
import { Role } from '../../auth/roles.js';
import { StoryRole } from '../collaboration/collaboration.enums.js';
import { CommentaryType } from '../commentary/commentary.enums.js';
import { recipientsFor, type Candidate, type FanOutFacts } from './fanout.js';
import type { NotificationEvent } from './notification.events.js';

const member = (memberId: string, roles: Role[] = [Role.USER], storyRole: StoryRole | null = null): Candidate => ({ memberId, roles: [Role.USER, ...roles], storyRole });
const facts = (over: Partial<FanOutFacts>): FanOutFacts => ({ story: null, commentary: null, article: null, candidates: [], ...over });
const publicStory = { createdBy: 'owner', isGlobal: true, openToJoin: false };
const privateStory = { createdBy: 'owner', isGlobal: false, openToJoin: false };

describe('recipientsFor: who hears about an event', () => {
  const added: NotificationEvent = { type: 'story_article', storyId: 's', articleId: 'a', actorId: 'staff-adder' };

  it('a new article in a public story: every follower but the one who added it', () => {
    const candidates = [member('reader'), member('other-reader'), member('staff-adder', [Role.STAFF])];
    expect(recipientsFor(added, facts({ story: publicStory, candidates }))).toEqual(['reader', 'other-reader']);
  });

  it('a new article in a private story: only followers who may still see it (collaborators, staff)', () => {
    const candidates = [member('left-the-story'), member('collaborator', [], StoryRole.VIEWER), member('staff', [Role.STAFF])];
    expect(recipientsFor(added, facts({ story: privateStory, candidates }))).toEqual(['collaborator', 'staff']);
  });

  it('an event about a story that is gone tells nobody', () => {
    expect(recipientsFor(added, facts({ story: null, candidates: [member('reader')] }))).toEqual([]);
  });

  it('a decided proposal or join request: the member, while they may see the story', () => {
    const proposal: NotificationEvent = { type: 'proposal_decided', proposalId: 'p', storyId: 's', memberId: 'm', outcome: 'approved', actorId: 'owner' };
    expect(recipientsFor(proposal, facts({ story: publicStory, candidates: [member('m')] }))).toEqual(['m']);
    expect(recipientsFor(proposal, facts({ story: privateStory, candidates: [member('m')] }))).toEqual([]);
    const join: NotificationEvent = { type: 'join_request_decided', requestId: 'r', storyId: 's', memberId: 'm', outcome: 'rejected', actorId: 'owner' };
    expect(recipientsFor(join, facts({ story: privateStory, candidates: [member('m', [Role.STAFF])] }))).toEqual(['m']);
  });

  it('an owner deciding their own proposal is not told about it', () => {
    const own: NotificationEvent = { type: 'proposal_decided', proposalId: 'p', storyId: 's', memberId: 'owner', outcome: 'approved', actorId: 'owner' };
    expect(recipientsFor(own, facts({ story: publicStory, candidates: [member('owner', [Role.STAFF])] }))).toEqual([]);
  });

  it('an invite: its addressee, even for a private story they cannot see yet', () => {
    const invite: NotificationEvent = { type: 'story_invite', inviteId: 'i', storyId: 's', email: 'x@example.org', actorId: 'owner' };
    expect(recipientsFor(invite, facts({ story: null, candidates: [member('invitee')] }))).toEqual(['invitee']);
  });

  it('tips and access requests: the member who sent or asked', () => {
    const tip: NotificationEvent = { type: 'tip_decided', tipId: 't', memberId: 'm', outcome: 'declined', articleId: null, actorId: 'staff' };
    expect(recipientsFor(tip, facts({ candidates: [member('m')] }))).toEqual(['m']);
    const access: NotificationEvent = { type: 'access_request_decided', requestId: 'r', memberId: 'm', outcome: 'approved', actorId: 'super' };
    expect(recipientsFor(access, facts({ candidates: [member('m')] }))).toEqual(['m']);
  });

  it('a key vote: every member but its author', () => {
    const kv: NotificationEvent = { type: 'key_vote', keyVoteId: 'k', actorId: 'staff' };
    expect(recipientsFor(kv, facts({ candidates: [member('a'), member('b'), member('staff', [Role.STAFF])] }))).toEqual(['a', 'b']);
  });

  describe('staff commentary', () => {
    const event: NotificationEvent = { type: 'staff_commentary', commentaryId: 'c', articleId: 'a', actorId: 'author' };
    const staffCommentary = { commentaryType: CommentaryType.STAFF, isPublic: true, authorId: 'author' };

    it('reaches the staff-level submitter and followers who may read it; never a plain member, not even that it exists', () => {
      const candidates = [member('plain-submitter'), member('plain-follower'), member('staff-follower', [Role.STAFF]), member('admin-follower', [Role.ADMIN]), member('author', [Role.STAFF])];
      expect(recipientsFor(event, facts({ commentary: staffCommentary, article: { submittedBy: 'plain-submitter' }, candidates }))).toEqual(['staff-follower', 'admin-follower']);
    });

    it('nobody hears about commentary that is gone', () => {
      expect(recipientsFor(event, facts({ commentary: null, article: null, candidates: [member('staff', [Role.STAFF])] }))).toEqual([]);
    });
  });

  it('each member once, even if they are a candidate twice (submitter and follower)', () => {
    const kv: NotificationEvent = { type: 'key_vote', keyVoteId: 'k', actorId: null };
    expect(recipientsFor(kv, facts({ candidates: [member('a'), member('a')] }))).toEqual(['a']);
  });
});
