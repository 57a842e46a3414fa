import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config.js';

export const APP_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version;
