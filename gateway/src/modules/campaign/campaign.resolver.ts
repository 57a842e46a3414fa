import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page } from '../../graphql/limits.js';
import { RateLimit } from '../../http/rate-limit.js';
import { ImageRef } from '../../images/image.types.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { myCampaignContacts } from './campaign.contacts.js';
import { CampaignActionInput, CampaignInput, CampaignScriptsInput } from './campaign.inputs.js';
import { campaignActionRows, campaignResults } from './campaign.results.js';
import { CampaignActionPage, CampaignResults } from './campaign.results.types.js';
import * as campaigns from './campaign.service.js';
import { campaignSettings, campaignVersions, previewCampaignScripts, previewScripts, saveCampaign, type CampaignSettingsView } from './campaign.settings.js';
import {
  ActionCampaign,
  CampaignActionResult,
  CampaignContactVote,
  CampaignPreview,
  CampaignProgress,
  CampaignSettings,
  CampaignTarget,
  CampaignVacancy,
  CampaignVersionView,
} from './campaign.types.js';

@Resolver()
export class CampaignResolver {
  @Auth()
  @Query(() => ActionCampaign, {
    description:
      "The key vote's open campaign for the signed-in member: position, scripts filled for them, their own legislators as targets (GET /api/key-votes/{id}/campaign). NOT_FOUND when none is open (details.status: none, scheduled or closed); staff also see one that has not opened yet, as a preview.",
  })
  actionCampaign(@Arg('keyVoteId', () => ID) keyVoteId: string, @Ctx() ctx: Context): Promise<ActionCampaign> {
    return campaigns.actionCampaign(ctx, ctx.viewer!, keyVoteId);
  }

  @Auth()
  @RateLimit('takeAction')
  @Mutation(() => CampaignActionResult, {
    description:
      'Record what came of contacting one of your targets through one channel (POST /api/key-votes/{id}/campaign/actions); a second outcome for the same target and channel replaces the first. FORBIDDEN for a legislator who is not your target, CONFLICT once the campaign has closed.',
  })
  recordCampaignAction(@Arg('keyVoteId', () => ID) keyVoteId: string, @Arg('input', () => CampaignActionInput) input: CampaignActionInput, @Ctx() ctx: Context): Promise<CampaignActionResult> {
    return campaigns.recordAction(ctx, ctx.viewer!, keyVoteId, input);
  }

  @Auth(Role.STAFF)
  @Query(() => CampaignSettings, { nullable: true, description: 'The campaign on a key vote as staff edit it, with its versions; null before one is opened.' })
  campaignSettings(@Arg('keyVoteId', () => ID) keyVoteId: string, @Ctx() ctx: Context): Promise<CampaignSettings | null> {
    return campaignSettings(ctx, ctx.viewer!, keyVoteId) as unknown as Promise<CampaignSettings | null>;
  }

  @Auth(Role.STAFF)
  @Mutation(() => CampaignSettings, {
    nullable: true,
    description:
      'Open a campaign on a key vote or edit it: a new version (PUT /api/key-votes/{id}/campaign). BAD_USER_INPUT naming an unknown placeholder; the members it targets are notified when it opens.',
  })
  saveCampaign(@Arg('keyVoteId', () => ID) keyVoteId: string, @Arg('input', () => CampaignInput) input: CampaignInput, @Ctx() ctx: Context): Promise<CampaignSettings> {
    return saveCampaign(ctx, ctx.viewer!, keyVoteId, input) as unknown as Promise<CampaignSettings>;
  }

  @Auth(Role.STAFF)
  @Query(() => CampaignPreview, { nullable: true, description: 'Scripts as they are being written, filled for a sample member (nothing is saved); BAD_USER_INPUT naming an unknown placeholder.' })
  campaignScriptPreview(@Arg('keyVoteId', () => ID) keyVoteId: string, @Arg('input', () => CampaignScriptsInput) input: CampaignScriptsInput, @Ctx() ctx: Context): Promise<CampaignPreview> {
    return previewCampaignScripts(ctx, ctx.viewer!, keyVoteId, input);
  }

  @Auth(Role.STAFF)
  @Query(() => CampaignResults, {
    nullable: true,
    description: "What the campaign moved, by channel and outcome, legislator, state and district, and day; numbers under 5 as 'fewer than 5' (GET /api/key-votes/{id}/campaign/results, results.csv).",
  })
  campaignResults(@Arg('keyVoteId', () => ID) keyVoteId: string, @Ctx() ctx: Context): Promise<CampaignResults> {
    return campaignResults(ctx, ctx.viewer!, keyVoteId);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => CampaignActionPage, { nullable: true, description: 'Member-level actions of a campaign, newest change first (super admins only).' })
  campaignActions(
    @Arg('keyVoteId', () => ID) keyVoteId: string,
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<CampaignActionPage> {
    return campaignActionRows(ctx, ctx.viewer!, keyVoteId, page(limit, offset));
  }
}

/** The member's side of a campaign: who their targets are, read from their address when asked for. */
@Resolver(() => ActionCampaign)
export class ActionCampaignResolver {
  private answer(view: ActionCampaign, ctx: Context) {
    return campaigns.memberTargets(ctx, ctx.viewer!, view as campaigns.ActionCampaignView);
  }

  @FieldResolver(() => Boolean, { description: 'No saved address yet: the member gives it first.' })
  async needsAddress(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<boolean> {
    return (await this.answer(view, ctx)).needsAddress;
  }

  @FieldResolver(() => Boolean, { description: 'The ZIP code spans districts and the member has not said which is theirs (House campaigns).' })
  async needsDistrictChoice(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<boolean> {
    return (await this.answer(view, ctx)).needsDistrictChoice;
  }

  @FieldResolver(() => [CampaignTarget], { description: "The member's own legislators for the campaign's chamber(s): House, their representative; Senate, both senators." })
  async targets(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<CampaignTarget[]> {
    return (await this.answer(view, ctx)).targets;
  }

  @FieldResolver(() => [CampaignVacancy], { description: 'Seats the campaign would target for the member that nobody holds now.' })
  async vacancies(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<CampaignVacancy[]> {
    return (await this.answer(view, ctx)).vacancies;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Anything else worth telling: no district found for the address, no senators for DC and the territories.' })
  async notice(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.answer(view, ctx)).notice;
  }

  @FieldResolver(() => CampaignProgress)
  async progress(@Root() view: ActionCampaign, @Ctx() ctx: Context): Promise<CampaignProgress> {
    return (await this.answer(view, ctx)).progress;
  }
}

@Resolver(() => CampaignTarget)
export class CampaignTargetResolver {
  @FieldResolver(() => ImageRef, { nullable: true, description: 'The official photo from the portal; null when it is not stored (yet): show initials.' })
  photo(@Root() target: CampaignTarget, @Ctx() ctx: Context): Promise<ImageRef | null> | null {
    return target.photoUrl ? ctx.loaders.imageBySource.load(target.photoUrl) : null;
  }
}

@Resolver(() => CampaignSettings)
export class CampaignSettingsResolver {
  @FieldResolver(() => [CampaignVersionView], { description: 'Every saved version, newest first.' })
  versions(@Root() settings: CampaignSettings, @Ctx() ctx: Context): Promise<CampaignVersionView[]> {
    return campaignVersions(ctx, settings.id);
  }

  @FieldResolver(() => CampaignPreview, { description: 'The saved scripts filled for a sample member.' })
  preview(@Root() settings: CampaignSettings): CampaignPreview {
    return previewScripts((settings as unknown as CampaignSettingsView).keyVote, settings);
  }
}

/** A key vote's campaign: what its page, dashboard card and notification open. */
@Resolver(() => KeyVote)
export class KeyVoteCampaignResolver {
  @FieldResolver(() => ActionCampaign, { nullable: true, description: 'The campaign the signed-in member can take part in now (staff: also one not open yet), or null.' })
  campaign(@Root() keyVote: KeyVote, @Ctx() ctx: Context): Promise<ActionCampaign | null> {
    return campaigns.campaignForKeyVote(ctx, ctx.viewer, keyVote);
  }

  @FieldResolver(() => [CampaignContactVote], {
    nullable: true,
    description: "The legislators the member reached through the key vote's campaign, with how they voted once the roll call is in; null without a campaign.",
  })
  myCampaignContacts(@Root() keyVote: KeyVote, @Ctx() ctx: Context): Promise<CampaignContactVote[] | null> {
    return myCampaignContacts(ctx, ctx.viewer, keyVote);
  }
}
