import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { AuthTables1763900000000 } from './1763900000000-AuthTables.js';
import { StoredImages1764120000000 } from './1764120000000-StoredImages.js';

/** Every migration, in order (explicit list, no globs: the build and the tests see the same set). */
export const migrations = [InitialSchema1763800000000, AuthTables1763900000000, StoredImages1764120000000];
