import type { RestRoute } from '../../rest/route-types.js';
import * as rp from './representative.rest.js';

/**
 * REST rows — The member's address and their members of Congress. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const representativeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/user/me/address',
    operation: 'MyAddress',
    shape: (d) => ({ data: rp.addressForm(d.myAddress) }),
    summary: 'The saved address {data: {street, city, state, zip_code, phone_number}}; data null before one is saved.',
  },
  {
    method: 'PUT',
    path: '/api/user/me/address',
    operation: 'SaveMyAddress',
    variables: (req) => ({ input: rp.addressInput(req) }),
    shape: (d) => ({ data: rp.addressForm(d.saveMyAddress) }),
    summary: "Save the address; body {data: {street, city, state, zipCode, phoneNumber?}}; 400 'Please fill in all required fields', ZIP, phone, state.",
  },
  {
    method: 'GET',
    path: '/api/user/me/representatives',
    operation: 'MyRepresentatives',
    shape: (d) => ({ data: rp.myRepresentativesForm(d.myRepresentatives) }),
    summary: '{data: {representatives, senators, districts, uncertain, notice, source, congress, data_updated_at}}; 404 before an address is saved.',
  },  {
    method: 'PUT',
    path: '/api/user/me/district',
    operation: 'ChooseMyDistrict',
    variables: rp.districtInput,
    shape: (d) => ({ data: rp.myRepresentativesForm(d.chooseMyDistrict) }),
    summary: 'When the ZIP code spans districts: body {district} (one of the candidates) or {district: null} → the representatives as GET.',
  },
];
