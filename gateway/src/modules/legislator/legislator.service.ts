import { Brackets } from 'typeorm';
import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { OrganizationPosition, VotePosition } from '../key-vote/key-vote.enums.js';
import { LegislatorContent } from './legislator-content.entity.js';
import type { LegislatorTerm } from './legislator-term.entity.js';
import { Legislator } from './legislator.entity.js';
import { LegislatorContentType, LegislatorSort, TermType } from './legislator.enums.js';
import { percentOf } from './alignment.sql.js';
import type { CreateLegislatorContentInput, LegislatorFilter, UpdateLegislatorContentInput } from './legislator.inputs.js';
import { legislatorColumns, preloadRelations, type AlignmentRow } from './legislator.loaders.js';
import type { CommitteeMembership } from './committee-membership.entity.js';
import { asInstances } from '../../db/columns.js';
import type { Selection } from '../../graphql/selection.js';
import { canWriteLegislatorContent, STAFF_ONLY_MESSAGE } from './legislator.policy.js';
import type { LegislatorAlignment } from './legislator.types.js';
import { isUuid } from '../../db/ids.js';

export const CONTENT_MAX_LENGTH = 10_000;
export const BLANK_COMMENTARY_MESSAGE = 'Commentary cannot be blank.';

const PARTY_ALIASES: Record<string, string> = { d: 'democrat', democratic: 'democrat', r: 'republican', i: 'independent' };

/**
 * The staff dashboard list: current members by default, by last then first name. Reads only the
 * columns the operation selects, then its selected relations with one statement each
 * (preloadRelations), so the cost is a few statements and the rows themselves.
 */
export async function listLegislators(ctx: Context, filter: LegislatorFilter, selection: Selection): Promise<Legislator[]> {
  const qb = ctx.dataSource
    .getRepository(Legislator)
    .createQueryBuilder('l')
    .select(legislatorColumns(ctx.dataSource, selection))
    .orderBy('l.last_name', 'ASC')
    .addOrderBy('l.first_name', 'ASC')
    .addOrderBy('l.bioguide_id', 'ASC');
  if (!filter.includeFormer) qb.andWhere('l.in_office');
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    qb.andWhere(
      new Brackets((w) =>
        w
          .where("(l.first_name || ' ' || l.last_name) ILIKE :like", { like })
          .orWhere('l.official_full ILIKE :like', { like })
          .orWhere('l.nickname ILIKE :like', { like })
          .orWhere('l.bioguide_id = upper(:search)', { search }),
      ),
    );
  }
  const state = filter.state?.trim();
  if (state) qb.andWhere('l.state = upper(:state)', { state });
  const party = filter.party?.trim().toLowerCase();
  if (party) qb.andWhere('lower(l.current_party) = :party', { party: PARTY_ALIASES[party] ?? party });
  if (filter.hasStaffCommentary !== undefined && filter.hasStaffCommentary !== null) {
    qb.andWhere(
      `${filter.hasStaffCommentary ? '' : 'NOT '}EXISTS (SELECT 1 FROM legislator_content c WHERE c.legislator_id = l.id AND c.content_type = :commentary)`,
      { commentary: LegislatorContentType.STAFF_COMMENTARY },
    );
  }
  const list = asInstances(Legislator, await qb.getRawMany());
  await preloadRelations(ctx.dataSource, list, selection);
  if (filter.sort === LegislatorSort.ALIGNMENT_HIGH || filter.sort === LegislatorSort.ALIGNMENT_LOW) {
    // The same loader the congressAlignment field reads, so sorting costs no extra statement.
    const counts = await ctx.loaders.congressAlignmentByLegislatorId.loadMany(list.map((l) => l.id));
    const percent = new Map(list.map((l, i) => {
      const c = counts[i];
      if (c instanceof Error) throw c;
      return [l.id, percentOf(c.agreed, c.counted)];
    }));
    const sign = filter.sort === LegislatorSort.ALIGNMENT_HIGH ? -1 : 1;
    // Array.prototype.sort is stable: equal alignments keep the name order.
    list.sort((a, b) => {
      const pa = percent.get(a.id) ?? null;
      const pb = percent.get(b.id) ?? null;
      if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
      return sign * (pa - pb);
    });
  }
  return list;
}

type Loaded<T> = T | Promise<T>;

/** A value that may already be loaded, passed on without waiting when it is. */
function then<T, R>(value: Loaded<T>, fn: (v: T) => R): Loaded<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}

/** The current term: preloaded by a list, else through the request's loader. */
export function currentTermOf(ctx: Context, l: Legislator): Loaded<LegislatorTerm | null> {
  const preloaded = l.preloaded?.currentTerm;
  return preloaded !== undefined ? preloaded : ctx.loaders.currentTermByLegislatorId.load(l.id);
}

export const roleOf = (ctx: Context, l: Legislator) => then(currentTermOf(ctx, l), roleTitle);
export const districtOf = (ctx: Context, l: Legislator) => then(currentTermOf(ctx, l), (t) => t?.district ?? null);

/** Committee and subcommittee seats: preloaded by a list, else through the request's loader. */
export function committeesOf(ctx: Context, l: Legislator): Loaded<CommitteeMembership[]> {
  return l.preloaded?.committees ?? ctx.loaders.committeesByLegislatorId.load(l.id);
}

/** Staff commentary, most recently updated first: preloaded by a list, else through the request's loader. */
export function staffCommentaryOf(ctx: Context, l: Legislator): Loaded<LegislatorContent[]> {
  return l.preloaded?.staffCommentary ?? ctx.loaders.staffCommentaryByLegislatorId.load(l.id);
}

export const latestStaffCommentaryOf = (ctx: Context, l: Legislator) => then(staffCommentaryOf(ctx, l), (items) => items[0] ?? null);
export const hasStaffCommentaryOf = (ctx: Context, l: Legislator) => then(staffCommentaryOf(ctx, l), (items) => items.length > 0);

/** By id or bioguide id (the URLs may use either); NOT_FOUND when there is none. */
export async function getLegislator(ctx: Context, idOrBioguide: string): Promise<Legislator> {
  const key = idOrBioguide.trim();
  const repo = ctx.dataSource.getRepository(Legislator);
  const found = isUuid(key) ? await ctx.loaders.legislatorById.load(key.toLowerCase()) : await repo.findOneBy({ bioguideId: String(key).toUpperCase() });
  if (!found) throw new DomainError('NOT_FOUND', 'Legislator not found.');
  return found;
}

/** Content about one legislator, most recently updated first (the client uses the first). */
export async function listContent(
  ctx: Context,
  legislatorId: string,
  filter: { contentType?: LegislatorContentType | null; isStaff?: boolean | null },
): Promise<LegislatorContent[]> {
  const legislator = await getLegislator(ctx, legislatorId);
  const qb = ctx.dataSource
    .getRepository(LegislatorContent)
    .createQueryBuilder('c')
    .where('c.legislator_id = :id', { id: legislator.id })
    .orderBy('c.updated_at', 'DESC')
    .addOrderBy('c.id', 'ASC');
  if (filter.contentType) qb.andWhere('c.content_type = :type', { type: filter.contentType });
  if (filter.isStaff !== undefined && filter.isStaff !== null) qb.andWhere('c.is_staff = :isStaff', { isStaff: filter.isStaff });
  return qb.getMany();
}

/** Staff insights: every staff commentary, most recently updated first, each with its legislator. */
export function listStaffCommentary(ctx: Context): Promise<LegislatorContent[]> {
  return ctx.dataSource
    .getRepository(LegislatorContent)
    .createQueryBuilder('c')
    .innerJoinAndSelect('c.legislator', 'l')
    .where('c.content_type = :type', { type: LegislatorContentType.STAFF_COMMENTARY })
    .orderBy('c.updated_at', 'DESC')
    .addOrderBy('c.id', 'ASC')
    .getMany();
}

function cleanContent(content: string | null | undefined): string {
  const text = (content ?? '').trim();
  if (!text) throw new DomainError('BAD_USER_INPUT', BLANK_COMMENTARY_MESSAGE, { field: 'content' });
  if (text.length > CONTENT_MAX_LENGTH) {
    throw new DomainError('BAD_USER_INPUT', `Commentary may be at most ${CONTENT_MAX_LENGTH} characters long.`, { field: 'content' });
  }
  return text;
}

export async function createContent(ctx: Context, viewer: Viewer, input: CreateLegislatorContentInput): Promise<LegislatorContent> {
  if (!canWriteLegislatorContent(viewer)) throw new DomainError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  const content = cleanContent(input.content);
  const legislator = await getLegislator(ctx, input.legislatorId);
  const repo = ctx.dataSource.getRepository(LegislatorContent);
  const saved = await repo.save(
    repo.create({
      legislatorId: legislator.id,
      authorId: await memberIdOrNull(ctx, viewer.id),
      title: input.title?.trim() || null,
      content,
      contentType: input.contentType ?? LegislatorContentType.STAFF_COMMENTARY,
      isStaff: input.isStaff ?? true,
      isPublic: input.isPublic ?? true,
    }),
  );
  return repo.findOneByOrFail({ id: saved.id });
}

export async function updateContent(ctx: Context, viewer: Viewer, id: string, input: UpdateLegislatorContentInput): Promise<LegislatorContent> {
  if (!canWriteLegislatorContent(viewer)) throw new DomainError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  const content = cleanContent(input.content);
  const repo = ctx.dataSource.getRepository(LegislatorContent);
  const existing = isUuid(id) ? await repo.findOneBy({ id }) : null;
  if (!existing) throw new DomainError('NOT_FOUND', 'Legislator content not found.');
  const changes: Partial<LegislatorContent> = { content };
  if (input.title !== undefined) changes.title = input.title?.trim() || null;
  if (input.contentType) changes.contentType = input.contentType;
  if (input.isStaff !== undefined && input.isStaff !== null) changes.isStaff = input.isStaff;
  if (input.isPublic !== undefined && input.isPublic !== null) changes.isPublic = input.isPublic;
  await repo.update({ id }, changes);
  return repo.findOneByOrFail({ id });
}

/** The author link is kept only when the writer has a member profile (tokens may precede it). */
async function memberIdOrNull(ctx: Context, id: string): Promise<string | null> {
  return (await ctx.loaders.memberById.load(id)) ? id : null;
}

/** The current term is the one that started last. */
export function currentTerm(terms: LegislatorTerm[]): LegislatorTerm | null {
  return terms[0] ?? null;
}

/** 'Senator', 'Representative', or for the non-voting seats 'Delegate' / 'Resident Commissioner'. */
export function roleTitle(term: Pick<LegislatorTerm, 'type' | 'state'> | null): string | null {
  if (!term) return null;
  if (term.type === TermType.SEN) return 'Senator';
  if (term.state === 'PR') return 'Resident Commissioner';
  if (['DC', 'GU', 'VI', 'AS', 'MP'].includes(term.state)) return 'Delegate';
  return 'Representative';
}

/** Name with middle name and suffix (SPEC §2.3 legislator detail). */
export function fullName(l: Pick<Legislator, 'firstName' | 'middleName' | 'lastName' | 'suffix'>): string {
  return [l.firstName, l.middleName, l.lastName].filter(Boolean).join(' ') + (l.suffix ? `, ${l.suffix}` : '');
}

/** support → YEA agrees, oppose → NAY agrees; PRESENT, NOT_VOTING and 'other' positions do not count. */
export function agrees(organizationPosition: OrganizationPosition, position: VotePosition): boolean | null {
  if (organizationPosition === OrganizationPosition.OTHER) return null;
  if (position !== VotePosition.YEA && position !== VotePosition.NAY) return null;
  return (organizationPosition === OrganizationPosition.SUPPORT) === (position === VotePosition.YEA);
}

export function alignmentFrom(rows: AlignmentRow[]): LegislatorAlignment {
  const votes = rows
    .map((r) => ({ ...r, agrees: agrees(r.organizationPosition, r.position) }))
    .sort((a, b) => (b.voteDate ?? '').localeCompare(a.voteDate ?? '') || a.title.localeCompare(b.title));
  const counted = votes.filter((v) => v.agrees !== null);
  const agreed = counted.filter((v) => v.agrees).length;
  return {
    percent: counted.length ? Math.round((agreed / counted.length) * 1000) / 10 : null,
    agreed,
    counted: counted.length,
    votes,
  };
}
