import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { AuthTables1763900000000 } from './1763900000000-AuthTables.js';
import { ResponseCacheVersions1764013000000 } from './1764013000000-ResponseCacheVersions.js';

/** Every migration, in order (explicit list, no globs: the build and the tests see the same set). */
export const migrations = [InitialSchema1763800000000, AuthTables1763900000000, ResponseCacheVersions1764013000000];
