// Matrix rows: the member's address, their representatives and their district choice.
import { q, r, signedIn, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.myAddress', expect: signedIn, call: () => q('{ myAddress { zipCode } }') },
  { field: 'Mutation.saveMyAddress', expect: signedIn, call: () => q('mutation { saveMyAddress(input: { street: "1 Main St", city: "Springville", state: "AL", zipCode: "35004" }) { zipCode } }') },
  { field: 'Query.myRepresentatives', expect: signedIn, call: () => q('{ myRepresentatives { uncertain } }') },
  // Every world member has a saved address; null forgets a (split-ZIP) district choice.
  { field: 'Mutation.chooseMyDistrict', expect: signedIn, call: () => q('mutation { chooseMyDistrict(district: null) { needsChoice } }') },
];

export const REST: RestRow[] = [
  r('GET /api/user/me/address', 'Query.myAddress', () => ({ path: '/api/user/me/address' })),
  r('PUT /api/user/me/address', 'Mutation.saveMyAddress', () => ({ path: '/api/user/me/address', body: { data: { street: '1 Main St', city: 'Springville', state: 'AL', zipCode: '35004' } } })),
  r('GET /api/user/me/representatives', 'Query.myRepresentatives', () => ({ path: '/api/user/me/representatives' })),
  r('PUT /api/user/me/district', 'Mutation.chooseMyDistrict', () => ({ path: '/api/user/me/district', body: { district: null } })),
];
