import type { Context, Viewer } from '../../graphql/context.js';
import { castVote } from '../content/votes.js';
import { badInput, DomainError, forbidden, notFound } from '../../errors/errors.js';
import type { Vote } from '../content/content.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import * as policy from '../story/story.policy.js';
import { applyStoryChange, clearStory, getVisibleStory, validDescription, validTitle } from '../story/story.service.js';
import { ProposalDecision, ProposalStatus } from './proposal.enums.js';
import type { CreateProposalInput } from './proposal.inputs.js';
import type { Proposal } from './proposal.entity.js';

export const PROPOSAL_NOT_FOUND = 'Proposal not found.';

/** GET /api/stories/{id}/proposals: newest first, for everyone who may see the story. */
export async function listProposals(ctx: Context, storyId: string): Promise<Proposal[]> {
  const { story } = await getVisibleStory(ctx, storyId);
  return ctx.loaders.proposalsByStoryId.load(story.id);
}

/** POST /api/stories/{id}/proposals: a new title or a new description, exactly one. */
export async function createProposal(ctx: Context, viewer: Viewer, storyId: string, input: CreateProposalInput): Promise<Proposal> {
  const { story, access } = await getVisibleStory(ctx, storyId);
  if (!policy.canPropose(access)) throw forbidden('You cannot propose changes to this story.');
  const hasTitle = input.title != null;
  const hasDescription = input.description != null;
  if (hasTitle === hasDescription) throw badInput('Propose either a new title or a new description: exactly one of the two.');
  const title = hasTitle ? validTitle(input.title) : null;
  const description = hasDescription ? validDescription(input.description) : null;
  if (title !== null && title === story.title) throw badInput('The proposed title is the same as the current one.');
  if (description !== null && description === story.description) throw badInput('The proposed description is the same as the current one.');
  await getOrCreateProfile(ctx, viewer);
  const row = await ctx.dataSource.transaction(async (tx) => {
    const [inserted]: { id: string }[] = await tx.query(
      'INSERT INTO proposals (story_id, proposer_id, title, description) VALUES ($1, $2, $3, $4) RETURNING id',
      [storyId, viewer.id, title, description],
    );
    // The owner hears of it, under their preference for proposals (issue 58 item 4).
    await emitNotification(tx, { type: 'proposal_decided', proposalId: inserted.id, storyId, memberId: story.createdBy, outcome: 'proposed', actorId: viewer.id });
    return inserted;
  });
  ctx.loaders.proposalsByStoryId.clear(storyId);
  return (await ctx.loaders.proposalById.load(row.id))!;
}

/** A proposal of a story the viewer may see; with `storyId`, it must belong to that story. */
async function visibleProposal(ctx: Context, proposalId: string, storyId?: string | null) {
  const proposal = await ctx.loaders.proposalById.load(proposalId);
  if (!proposal || (storyId && proposal.storyId !== storyId)) throw notFound(PROPOSAL_NOT_FOUND);
  let visible;
  try {
    visible = await getVisibleStory(ctx, proposal.storyId);
  } catch {
    throw notFound(PROPOSAL_NOT_FOUND);
  }
  return { proposal, ...visible };
}

/**
 * POST /api/stories/{id}/proposals/{proposalId}/vote: one vote per member, which they may change
 * while the proposal is pending; closed once it is approved or rejected.
 */
export async function vote(ctx: Context, viewer: Viewer, proposalId: string, value: Vote, storyId?: string | null): Promise<Proposal> {
  const { access } = await visibleProposal(ctx, proposalId, storyId);
  if (!policy.canVote(access)) throw forbidden('You cannot vote on this proposal.');
  await getOrCreateProfile(ctx, viewer);
  await ctx.dataSource.transaction(async (tx) => {
    // The row lock orders this vote against a concurrent decision.
    const [row]: { status: string }[] = await tx.query('SELECT status FROM proposals WHERE id = $1 FOR SHARE', [proposalId]);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (row.status !== ProposalStatus.PENDING) throw new DomainError('CONFLICT', 'Voting is closed for this proposal.');
    await castVote(tx, 'proposal', proposalId, viewer.id, value);
  });
  return reloadProposal(ctx, proposalId);
}

/**
 * PUT /api/stories/{id}/proposals/{proposalId}: the owner approves — which applies the change and
 * records it in story_changes with the proposal — or rejects. Once only.
 */
export async function decide(ctx: Context, viewer: Viewer, proposalId: string, decision: ProposalDecision, storyId?: string | null): Promise<Proposal> {
  const { proposal, access } = await visibleProposal(ctx, proposalId, storyId);
  if (!policy.canDecideProposals(access)) throw forbidden('Only the story owner can approve or reject proposals.');
  await ctx.dataSource.transaction(async (tx) => {
    const [row]: { status: string; title: string | null; description: string | null; proposer_id: string }[] = await tx.query(
      'SELECT status, title, description, proposer_id FROM proposals WHERE id = $1 FOR UPDATE',
      [proposalId],
    );
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (row.status !== ProposalStatus.PENDING) throw new DomainError('CONFLICT', 'This proposal has already been decided.');
    if (decision === ProposalDecision.APPROVED) {
      await applyStoryChange(
        tx,
        proposal.storyId,
        viewer.id,
        () => (row.title !== null ? { title: row.title } : { description: row.description ?? '' }),
        proposalId,
      );
    }
    await tx.query('UPDATE proposals SET status = $2, decided_at = now() WHERE id = $1', [proposalId, decision]);
    await emitNotification(tx, {
      type: 'proposal_decided',
      proposalId,
      storyId: proposal.storyId,
      memberId: row.proposer_id,
      outcome: decision === ProposalDecision.APPROVED ? 'approved' : 'rejected',
      actorId: viewer.id,
    });
  });
  clearStory(ctx, proposal.storyId);
  ctx.loaders.proposalsByStoryId.clear(proposal.storyId);
  return reloadProposal(ctx, proposalId);
}

async function reloadProposal(ctx: Context, proposalId: string): Promise<Proposal> {
  ctx.loaders.proposalById.clear(proposalId);
  ctx.loaders.proposalTallyById.clear(proposalId);
  if (ctx.viewer) ctx.loaders.proposalVoteByViewer(ctx.viewer).clear(proposalId);
  return (await ctx.loaders.proposalById.load(proposalId))!;
}
