import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { AuthTables1763900000000 } from './1763900000000-AuthTables.js';
import { SharedRateLimits1764600000000 } from './1764600000000-SharedRateLimits.js';
import { AuthSigningKeys1764600000001 } from './1764600000001-AuthSigningKeys.js';

/** Every migration, in order (explicit list, no globs: the build and the tests see the same set). */
export const migrations = [InitialSchema1763800000000, AuthTables1763900000000, SharedRateLimits1764600000000, AuthSigningKeys1764600000001];
