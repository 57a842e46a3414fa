import type { DataSource } from 'typeorm';
import { memberLoaders } from '../modules/member/member.loaders.js';

/** Fresh DataLoaders for every request (both transports), so nothing is cached across callers. */
export function createLoaders(ds: DataSource) {
  return {
    ...memberLoaders(ds),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
