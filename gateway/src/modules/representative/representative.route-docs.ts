import { z } from 'zod';
import { prop } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of the member's address and their members of Congress
 * (representative.routes.ts): what each takes and answers (RouteDoc), keyed `${method} ${path}`
 * exactly as in the rows. Joined in rest/openapi/route-docs.ts.
 */
export const representativeRouteDocs: Record<string, RouteDoc> = {
  'GET /api/user/me/address': { response: (d) => dataOf(f.addressForm(prop(d, 'myAddress'))) },
  'PUT /api/user/me/address': {
    body: z.object({
      data: z.object({
        street: z.string(),
        city: z.string(),
        state: z.string().describe('Two-letter code: 50 states and DC.'),
        zipCode: z.string().describe('ZIP or ZIP+4; also zip_code.'),
        phoneNumber: z.string().nullable().optional().describe('123-456-7890; also phone_number.'),
      }),
    }),
    response: (d) => dataOf(f.addressForm(R(d, 'saveMyAddress'))),
  },
  'PUT /api/user/me/district': {
    body: z.object({ district: z.number().int().nullable().describe('One of the candidate districts; null forgets the choice. Also under data, or as chosen_district.') }),
    response: (d) => dataOf(f.myRepresentativesForm(R(d, 'chooseMyDistrict'))),
  },
  'GET /api/user/me/representatives': { response: (d) => dataOf(f.myRepresentativesForm(R(d, 'myRepresentatives'))) },
};
