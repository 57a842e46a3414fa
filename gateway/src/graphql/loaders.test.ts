import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { Role } from '../auth/roles.js';
import type { Viewer } from './context.js';
import { createLoaders } from './loaders.js';

// Making loaders sends nothing, so no database is needed to see who owns which loader.
const ds = {} as DataSource;
const alice: Viewer = { id: 'a0000000-0000-4000-8000-000000000001', email: null, roles: [Role.USER] };
const bob: Viewer = { id: 'b0000000-0000-4000-8000-000000000002', email: null, roles: [Role.USER] };

describe('createLoaders', () => {
  it('gives every request its own loaders, the same ones however often a request asks', () => {
    const first = createLoaders(ds, alice);
    const second = createLoaders(ds, bob);
    expect(first.memberById).toBe(first.memberById);
    expect(first.articleById).toBe(first.articleById);
    expect(first.memberById).not.toBe(second.memberById);
    expect(first.articleById).not.toBe(second.articleById);
    expect(first.visibleStoryCountByArticleId(alice)).not.toBe(second.visibleStoryCountByArticleId(alice));
  });

  it('offers every loader by name, whichever module was made first', () => {
    const loaders = createLoaders(ds, alice);
    expect(typeof loaders.primeLikes).toBe('function');
    expect(loaders.storyById.load).toBeTypeOf('function');
    expect(loaders.legislatorById.load).toBeTypeOf('function');
    expect(loaders.keyVoteById.load).toBeTypeOf('function');
  });

  it('hands a module the request’s loaders of the modules it primes', () => {
    const loaders = createLoaders(ds, alice);
    // A member primed by hand is what the article and commentary modules' statements prime into.
    const member = { id: alice.id } as never;
    loaders.memberById.prime(alice.id, member);
    return expect(loaders.memberById.load(alice.id)).resolves.toBe(member);
  });
});
