import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { congressOn } from '../key-vote/bills.js';
import type { LegislatorTerm } from '../legislator/legislator-term.entity.js';
import { Legislator } from '../legislator/legislator.entity.js';
import { TermType } from '../legislator/legislator.enums.js';
import { roleTitle } from '../legislator/legislator.service.js';
import { Address } from '../member/address.entity.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { districtGeocoder, type GeocodedDistrict } from './geocoder.js';
import type { AddressInput } from './representative.inputs.js';
import type { MyRepresentatives, Representative } from './representative.types.js';

// ── Address (SPEC §5) ────────────────────────────────────────────────────────────────────────

/** The 50 states and DC: the address form's choices (SPEC §5). */
export const ADDRESS_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const ADDRESS_MESSAGES = {
  required: 'Please fill in all required fields',
  zip: 'Please enter a valid ZIP code: 5 digits or ZIP+4 (12345 or 12345-6789)',
  phone: 'Please enter the phone number as 123-456-7890',
  state: 'Please choose one of the 50 states or DC',
  tooLong: 'Street and city may be at most 200 characters long',
} as const;

const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;

export interface CleanAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string | null;
  /** The member's choice among the districts a split ZIP code spans (saved addresses only). */
  chosenDistrict?: number | null;
}

/** SPEC §5: street, city, state and ZIP required; ZIP 5 or ZIP+4; phone optional as 123-456-7890; 50 states + DC. */
export function validateAddress(input: AddressInput): CleanAddress {
  const street = input.street?.trim() ?? '';
  const city = input.city?.trim() ?? '';
  const state = input.state?.trim().toUpperCase() ?? '';
  const zipCode = input.zipCode?.trim() ?? '';
  const phoneNumber = input.phoneNumber?.trim() || null;
  const missing = Object.entries({ street, city, state, zipCode }).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.required, { fields: missing });
  if (street.length > 200 || city.length > 200) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.tooLong, { fields: ['street', 'city'] });
  if (!(ADDRESS_STATES as readonly string[]).includes(state)) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.state, { fields: ['state'] });
  if (!ZIP.test(zipCode)) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.zip, { fields: ['zipCode'] });
  if (phoneNumber && !PHONE.test(phoneNumber)) throw new DomainError('BAD_USER_INPUT', ADDRESS_MESSAGES.phone, { fields: ['phoneNumber'] });
  return { street, city, state, zipCode, phoneNumber };
}

/** The member's saved address, or null before they save one. Only the member reads it. */
export function getMyAddress(ctx: Context, viewer: Viewer): Promise<Address | null> {
  return ctx.dataSource.getRepository(Address).findOneBy({ memberId: viewer.id });
}

export async function saveMyAddress(ctx: Context, viewer: Viewer, input: AddressInput): Promise<Address> {
  const address = validateAddress(input);
  await getOrCreateProfile(ctx, viewer);
  // A district chosen for a split ZIP code belongs to the place: it is kept while street, state
  // and ZIP code stay the same (a new phone number keeps it), and cleared when the member moves.
  await ctx.dataSource.query(
    `INSERT INTO addresses (member_id, street, city, state, zip_code, phone_number) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id) DO UPDATE SET street = EXCLUDED.street, city = EXCLUDED.city, state = EXCLUDED.state,
            zip_code = EXCLUDED.zip_code, phone_number = EXCLUDED.phone_number, updated_at = now(),
            chosen_district = CASE WHEN lower(addresses.street) = lower(EXCLUDED.street) AND addresses.state = EXCLUDED.state
                                        AND left(addresses.zip_code, 5) = left(EXCLUDED.zip_code, 5)
                                   THEN addresses.chosen_district END`,
    [viewer.id, address.street, address.city, address.state, address.zipCode, address.phoneNumber],
  );
  representativesMemo.delete(ctx);
  return ctx.dataSource.getRepository(Address).findOneByOrFail({ memberId: viewer.id });
}

// ── District resolution ─────────────────────────────────────────────────────────────────────

export const SPLIT_ZIP_NOTICE = 'Your ZIP code is split between congressional districts. Which one do you live in? Each is shown below with its representative.';
export const DISTRICT_MESSAGES = {
  notACandidate: 'Please choose one of the districts your ZIP code spans.',
  nothingToChoose: 'Your address is in a single congressional district: there is nothing to choose.',
} as const;
export const NO_DISTRICT_NOTICE = 'We could not match your address to a congressional district. Please check your ZIP code.';

export interface DistrictAnswer {
  districts: GeocodedDistrict[];
  source: 'geocoder' | 'zip' | 'state';
}

/**
 * Street address → district(s): the configured geocoder when it answers, otherwise the ZIP
 * crosswalk (rows in the address's state; several rows = several candidate districts), otherwise
 * the state itself when it has a single seat (at-large states, DC and the territories).
 */
export async function resolveDistricts(ctx: Context, address: CleanAddress): Promise<DistrictAnswer> {
  const geocoder = districtGeocoder();
  if (geocoder) {
    try {
      const found = (await geocoder.districts(address))?.filter((d) => d.state === address.state);
      if (found?.length) return { districts: found, source: 'geocoder' };
    } catch (err) {
      ctx.log.warn(`District geocoder ${geocoder.name} failed; using the ZIP crosswalk`, err);
    }
  }
  const rows: { district: number }[] = await ctx.dataSource.query(
    `SELECT district FROM zip_districts WHERE zcta = $1 AND state_abbr = $2 ORDER BY district`,
    [address.zipCode.slice(0, 5), address.state],
  );
  if (rows.length) return { districts: rows.map((r) => ({ state: address.state, district: r.district })), source: 'zip' };
  const seats: { district: number | null }[] = await ctx.dataSource.query(
    `SELECT DISTINCT t.district FROM legislators l
       JOIN LATERAL (SELECT type, state, district FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC LIMIT 1) t ON true
      WHERE l.in_office AND t.type = 'rep' AND t.state = $1`,
    [address.state],
  );
  if (seats.length === 1 && seats[0].district === 0) return { districts: [{ state: address.state, district: 0 }], source: 'state' };
  return { districts: [], source: 'zip' };
}

// ── Representatives ─────────────────────────────────────────────────────────────────────────

export function toRepresentative(l: Legislator, term: LegislatorTerm): Representative {
  return {
    id: l.id,
    bioguideId: l.bioguideId,
    name: {
      first: l.nickname ?? l.firstName,
      last: l.lastName,
      full: l.officialFull ?? [l.firstName, l.lastName].join(' '),
    },
    party: term.party ?? l.currentParty,
    role: roleTitle(term)!,
    state: term.state,
    district: term.type === TermType.REP ? term.district : null,
    term: { start: term.startDate, end: term.endDate },
    office: term.office,
    phone: term.phone,
    url: term.url,
    contactForm: term.contactForm,
    photoUrl: l.photoUrl,
  };
}

/**
 * Representatives and senators for an address (any caller: used for the member's own address).
 * When only a ZIP code spanning districts places it, every candidate district comes back with its
 * representative(s); the member's saved choice among them (if still a candidate) decides.
 */
export async function representativesFor(ctx: Context, address: CleanAddress): Promise<MyRepresentatives> {
  const { districts: found, source } = await resolveDistricts(ctx, address);
  const people = await ctx.dataSource
    .getRepository(Legislator)
    .createQueryBuilder('l')
    .where('l.in_office')
    .andWhere(`EXISTS (SELECT 1 FROM legislator_terms t WHERE t.legislator_id = l.id AND t.state = :state)`, { state: address.state })
    .getMany();
  const currentTerms = await ctx.loaders.currentTermByLegislatorId.loadMany(people.map((p) => p.id));
  const wanted = new Set(found.map((d) => `${d.state}|${d.district}`));
  const inDistricts: Representative[] = [];
  const senators: { rep: Representative; rank: string }[] = [];
  people.forEach((person, i) => {
    const term = currentTerms[i] instanceof Error ? null : (currentTerms[i] as LegislatorTerm | null);
    if (!term || term.state !== address.state) return;
    if (term.type === TermType.SEN) senators.push({ rep: toRepresentative(person, term), rank: term.stateRank ?? 'junior' });
    else if (wanted.has(`${term.state}|${term.district}`)) inDistricts.push(toRepresentative(person, term));
  });
  inDistricts.sort((a, b) => (a.district ?? 0) - (b.district ?? 0) || a.name.last.localeCompare(b.name.last));
  // The senior senator first ('senior' sorts before 'junior' in reverse).
  senators.sort((a, b) => b.rank.localeCompare(a.rank) || a.rep.name.last.localeCompare(b.rep.name.last));

  const split = found.length > 1;
  const candidates = split ? found.map((d) => ({ ...d, representatives: inDistricts.filter((r) => r.district === d.district) })) : [];
  const chosen = split && address.chosenDistrict != null && found.some((d) => d.district === address.chosenDistrict) ? address.chosenDistrict : null;
  const districts = chosen === null ? found : found.filter((d) => d.district === chosen);
  const representatives = chosen === null ? inDistricts : inDistricts.filter((r) => r.district === chosen);

  const [meta]: { house_start: string | null; updated: Date | null }[] = await ctx.dataSource.query(
    `SELECT (SELECT max(start_date) FROM legislator_terms WHERE type = 'rep') AS house_start, (SELECT max(updated_at) FROM legislators) AS updated`,
  );
  const needsChoice = split && chosen === null;
  return {
    representatives,
    senators: senators.map((s) => s.rep),
    districts,
    uncertain: districts.length !== 1,
    notice: needsChoice ? SPLIT_ZIP_NOTICE : districts.length === 0 ? NO_DISTRICT_NOTICE : null,
    source,
    candidates,
    chosenDistrict: chosen,
    needsChoice,
    congress: meta?.house_start ? congressOn(new Date(`${meta.house_start}T12:00:00Z`)) : null,
    dataUpdatedAt: meta?.updated ?? null,
  };
}

const toClean = (a: Address): CleanAddress => ({
  street: a.street,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  phoneNumber: a.phoneNumber,
  chosenDistrict: a.chosenDistrict,
});

/** Per request: the key-vote screens ask for the member's representatives once per key vote. */
const representativesMemo = new WeakMap<Context, Promise<MyRepresentatives | null>>();

/** The signed-in member's representatives, or null before they save an address. */
export function myRepresentativesOrNull(ctx: Context, viewer: Viewer): Promise<MyRepresentatives | null> {
  let answer = representativesMemo.get(ctx);
  if (!answer) {
    answer = getMyAddress(ctx, viewer).then((a) => (a ? representativesFor(ctx, toClean(a)) : null));
    representativesMemo.set(ctx, answer);
  }
  return answer;
}

export const NO_ADDRESS_MESSAGE = 'No address saved yet. Add your address to see your representatives.';

/** GET /api/user/me/representatives: 404 before any address, so the client shows the address form (SPEC §8). */
export async function myRepresentatives(ctx: Context, viewer: Viewer): Promise<MyRepresentatives> {
  const answer = await myRepresentativesOrNull(ctx, viewer);
  if (!answer) throw new DomainError('NOT_FOUND', NO_ADDRESS_MESSAGE);
  return answer;
}

/**
 * chooseMyDistrict / PUT /api/user/me/district: the member says which of the districts their
 * split ZIP code spans is theirs (null forgets the choice). Only a current candidate is accepted,
 * so a choice always matches the saved address; it is used from then on (representatives, key
 * votes) until they change it or move.
 */
export async function chooseMyDistrict(ctx: Context, viewer: Viewer, district: number | null): Promise<MyRepresentatives> {
  const address = await getMyAddress(ctx, viewer);
  if (!address) throw new DomainError('NOT_FOUND', NO_ADDRESS_MESSAGE);
  if (district !== null) {
    const { districts } = await resolveDistricts(ctx, toClean(address));
    if (districts.length <= 1) throw new DomainError('BAD_USER_INPUT', DISTRICT_MESSAGES.nothingToChoose, { field: 'district' });
    if (!districts.some((d) => d.district === district)) throw new DomainError('BAD_USER_INPUT', DISTRICT_MESSAGES.notACandidate, { field: 'district' });
  }
  await ctx.dataSource.query('UPDATE addresses SET chosen_district = $2, updated_at = now() WHERE member_id = $1', [viewer.id, district]);
  representativesMemo.delete(ctx);
  return myRepresentatives(ctx, viewer);
}
