import type { Request } from 'express';
import { resultsCsv } from './campaign.results.js';

/**
 * REST forms of a key vote's campaign (issue #56), for rest/routes.ts: the names the issue gives
 * (targets with bioguide, name, title, party, photo, offices, contactForm, myOutcomes), enum
 * values in lower case ('house', 'call', 'contacted').
 */

type Gql = Record<string, any>;
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
const defined = (vars: Record<string, unknown>) => Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined));

const outcomeForm = (o: Gql) => ({ id: o.id, channel: lower(o.channel), outcome: lower(o.outcome), version: o.version, counted: o.counted, createdAt: o.createdAt, updatedAt: o.updatedAt });

export const targetForm = (t: Gql) => ({
  bioguide: t.bioguide,
  name: t.name,
  title: t.title,
  shortTitle: t.shortTitle,
  party: t.party,
  chamber: lower(t.chamber),
  state: t.state,
  district: t.district,
  photo: t.photo?.src ?? null,
  offices: t.offices.map((o: Gql) => ({ kind: lower(o.kind), city: o.city, phone: o.phone, address: o.address, hours: o.hours })),
  contactForm: t.contactForm,
  mailingAddress: t.mailingAddress,
  callScript: t.callScript,
  messageScript: t.messageScript,
  myStatus: lower(t.myStatus),
  myOutcomes: t.myOutcomes.map(outcomeForm),
});

/** GET /api/key-votes/{id}/campaign */
export const actionCampaignForm = (c: Gql) => ({
  id: c.id,
  keyVoteId: c.keyVoteId,
  keyVoteTitle: c.keyVoteTitle,
  bill: c.bill,
  position: lower(c.organizationPosition),
  positionText: c.positionText,
  callScript: c.callScript,
  messageScript: c.messageScript,
  version: c.version,
  status: lower(c.status),
  preview: c.preview,
  actionsCounted: c.actionsCounted,
  chambers: c.chambers.map(lower),
  opensAt: c.opensAt,
  closesAt: c.closesAt,
  needsAddress: c.needsAddress,
  needsDistrictChoice: c.needsDistrictChoice,
  notice: c.notice,
  vacancies: c.vacancies.map((v: Gql) => ({ chamber: lower(v.chamber), state: v.state, district: v.district, message: v.message })),
  progress: c.progress,
  targets: c.targets.map(targetForm),
});

/** POST …/campaign/actions: the stored action, with the member's progress now. */
export const actionForm = (a: Gql) => ({
  id: a.id,
  campaignId: a.campaignId,
  bioguide: a.bioguide,
  channel: lower(a.channel),
  outcome: lower(a.outcome),
  version: a.version,
  counted: a.counted,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  progress: a.campaign.progress,
});

/** 201 when the outcome is new, 200 when it replaced an earlier one. */
export const actionStatus = (a: Gql) => (a.createdAt === a.updatedAt ? 201 : 200);

export const settingsForm = (s: Gql | null) =>
  s && {
    id: s.id,
    keyVoteId: s.keyVoteId,
    version: s.version,
    status: lower(s.status),
    positionText: s.positionText,
    callScript: s.callScript,
    messageScript: s.messageScript,
    chambers: s.chambers.map(lower),
    opensAt: s.opensAt,
    closesAt: s.closesAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    preview: s.preview,
    versions: s.versions.map((v: Gql) => ({ ...v, chambers: v.chambers.map(lower) })),
  };

/** 'house', 'senate', 'both' or a list of them → [HOUSE, SENATE]; anything else goes as sent, for GraphQL to refuse naming the values. */
function chambersParam(v: unknown): unknown {
  if (v === 'both') return ['HOUSE', 'SENATE'];
  if (typeof v === 'string') return [upper(v)];
  return Array.isArray(v) ? v.map(upper) : v;
}

/** PUT …/campaign: camelCase or snake_case names. */
export function campaignInput(req: Request) {
  const b = body(req);
  return defined({
    positionText: b.positionText ?? b.position_text,
    callScript: b.callScript ?? b.call_script,
    messageScript: b.messageScript ?? b.message_script,
    chambers: chambersParam(b.chambers ?? b.chamber),
    opensAt: b.opensAt ?? b.opens_at,
    closesAt: b.closesAt !== undefined ? b.closesAt : b.closes_at,
  });
}

/** POST …/campaign/actions {bioguide, channel, outcome}. */
export function actionInput(req: Request) {
  const b = body(req);
  return { bioguide: b.bioguide ?? b.bioguide_id, channel: upper(b.channel), outcome: upper(b.outcome) };
}

const tallyForm = (t: Gql) => ({ value: t.value, shown: t.shown, suppressed: t.suppressed });

export const resultsForm = (r: Gql | null) =>
  r && {
    id: r.id,
    keyVoteId: r.keyVoteId,
    status: lower(r.status),
    version: r.version,
    asOf: r.asOf,
    actions: tallyForm(r.actions),
    members: tallyForm(r.members),
    reached: tallyForm(r.reached),
    notCounted: r.notCounted,
    byChannel: r.byChannel.map((c: Gql) => ({ channel: lower(c.channel), outcome: lower(c.outcome), actions: tallyForm(c.actions) })),
    byLegislator: r.byLegislator.map((l: Gql) => ({
      bioguide: l.bioguide,
      name: l.name,
      party: l.party,
      chamber: lower(l.chamber),
      state: l.state,
      district: l.district,
      actions: tallyForm(l.actions),
      contacted: tallyForm(l.contacted),
      voicemail: tallyForm(l.voicemail),
      unavailable: tallyForm(l.unavailable),
      skipped: tallyForm(l.skipped),
    })),
    byPlace: r.byPlace.map((p: Gql) => ({ chamber: lower(p.chamber), state: p.state, district: p.district, label: p.label, actions: tallyForm(p.actions) })),
    overTime: r.overTime.map((d: Gql) => ({ day: d.day, actions: tallyForm(d.actions), cumulative: tallyForm(d.cumulative) })),
  };

/** GET …/campaign/results.csv */
export const resultsCsvFile = {
  filename: (d: Gql) => `campaign-results-${d.campaignResults?.keyVoteId ?? 'key-vote'}.csv`,
  body: (d: Gql) => resultsCsv(d.campaignResults),
};
