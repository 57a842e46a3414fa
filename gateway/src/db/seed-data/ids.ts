import { Role } from '../../auth/roles.js';

/** The demo data's fixed ids (one prefix per table) and accounts: every seeded row has a fixed key. */

export type Row = Record<string, unknown>;

/** The demo accounts. Their ids are the auth user ids a later issue gives passwords to. */
export const DEMO_MEMBERS = {
  member: { id: 'd0000000-0000-4000-8000-000000000001', email: 'member@demo.local', username: 'alex_rivera', role: Role.USER },
  staff: { id: 'd0000000-0000-4000-8000-000000000002', email: 'staff@demo.local', username: 'sam_okafor', role: Role.STAFF },
  admin: { id: 'd0000000-0000-4000-8000-000000000003', email: 'admin@demo.local', username: 'priya_nair', role: Role.ADMIN },
  superAdmin: { id: 'd0000000-0000-4000-8000-000000000004', email: 'super@demo.local', username: 'morgan_lee', role: Role.SUPER_ADMIN },
} as const;

/** Story card images the seed references; the client ships them under client/public/images/. */
export const DEMO_STORY_IMAGE_FILES = ['story-1.svg', 'story-2.svg', 'story-3.svg', 'story-4.svg'] as const;
export const image = (file: (typeof DEMO_STORY_IMAGE_FILES)[number]) => `/images/${file}`;

export const M = DEMO_MEMBERS;
export const id = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_STORY_IDS = {
  reconciliation: id('d1', 1),
  lakenRiley: id('d1', 2),
  epsteinFiles: id('d1', 3),
  privacy: id('d1', 4),
} as const;
export const S = DEMO_STORY_IDS;
export const A = (n: number) => id('d2', n);
export const C = (n: number) => id('d3', n);
export const L = (n: number) => id('d4', n);
export const T = (n: number) => id('d5', n);
export const CM = (n: number) => id('d6', n);
export const MS = (n: number) => id('d7', n);
export const KV = (n: number) => id('d8', n);
export const LC = (n: number) => id('d9', n);
export const IMG = (n: number) => id('da', n);
export const P = (n: number) => id('db', n);
export const INV = (n: number) => id('dc', n);
export const JR = (n: number) => id('dd', n);
export const SC = (n: number) => id('de', n);
