import type { Request } from 'express';

/** REST forms of SPEC §3 Address and Representative (snake_case), for rest/routes.ts. */

type Gql = Record<string, any>;

/** Server form: street, city, state, zip_code, phone_number. */
export const addressForm = (a: Gql | null) =>
  a && { street: a.street, city: a.city, state: a.state, zip_code: a.zipCode, phone_number: a.phoneNumber, updated_at: a.updatedAt };

/**
 * The client sends street, city, state, zipCode, phoneNumber, under a `data` wrapper (SPEC §7.2);
 * a bare body and the server's snake_case names are accepted too.
 */
export function addressInput(req: Request) {
  const raw = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const b = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? raw.data : raw;
  // Numbers (a ZIP code sent as 35203) become text; anything else goes as sent, for GraphQL to
  // refuse clearly (String() of an object without a prototype throws).
  const text = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'number' ? String(v) : v);
  return {
    street: text(b.street),
    city: text(b.city),
    state: text(b.state),
    zipCode: text(b.zipCode ?? b.zip_code ?? b.zip),
    phoneNumber: text(b.phoneNumber ?? b.phone_number ?? b.phone),
  };
}

/** SPEC §3 Representative. */
export const representativeForm = (r: Gql) => ({
  id: r.id,
  bioguide_id: r.bioguideId,
  name: r.name,
  party: r.party,
  role: r.role,
  state: r.state,
  district: r.district,
  term: r.term,
  office: r.office,
  phone: r.phone,
  url: r.url,
  contact_form: r.contactForm,
  photo_url: r.photoUrl,
});

export const myRepresentativesForm = (m: Gql) => ({
  representatives: m.representatives.map(representativeForm),
  senators: m.senators.map(representativeForm),
  districts: m.districts,
  uncertain: m.uncertain,
  notice: m.notice,
  source: m.source,
  candidates: m.candidates.map((c: Gql) => ({ state: c.state, district: c.district, representatives: c.representatives.map(representativeForm) })),
  chosen_district: m.chosenDistrict,
  needs_choice: m.needsChoice,
  congress: m.congress,
  data_updated_at: m.dataUpdatedAt,
});

/** body {district: 7} (also under data, or chosen_district); null or absent forgets the choice; anything else goes to GraphQL and is refused there (400). */
export function districtInput(req: Request) {
  const raw = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const b = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? raw.data : raw;
  const v = b.district ?? b.chosen_district ?? b.chosenDistrict ?? null;
  return { district: typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v };
}
