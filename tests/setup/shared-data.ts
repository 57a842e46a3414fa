import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../gateway/src/config/config.js';

/**
 * The public test data next to the repository (never copied into it): ../shared/data, or
 * ../../shared/data for a git worktree one level further down; SHARED_DATA_DIR for a checkout
 * elsewhere (it overrides both).
 */
export const SHARED_DATA = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : ([path.resolve(REPO_ROOT, '../shared/data'), path.resolve(REPO_ROOT, '../../shared/data')].find((dir) => existsSync(dir)) ??
    path.resolve(REPO_ROOT, '../shared/data'));
export const LEGISLATORS_DIR = path.join(SHARED_DATA, 'congress-legislators');
export const VOTES_DIR = path.join(SHARED_DATA, 'votes/unitedstates-congress');
export const ZCCD_CSV = path.join(SHARED_DATA, 'districts/zccd.csv');
