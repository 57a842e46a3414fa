import { describe, expect, it } from 'vitest';
import { kindsFor } from '../../components/CreateFab.kinds';

describe('floating create button kinds (SPEC §2.2)', () => {
  it('offers Article on the dashboard and article pages, Commentary on article, legislator, bill and dashboard', () => {
    const ids = (context: Parameters<typeof kindsFor>[0]) => kindsFor(context).map((k) => k.id).sort();
    expect(ids('dashboard')).toEqual(['article', 'commentary', 'story', 'tip']);
    expect(ids('article')).toEqual(['article', 'commentary', 'story', 'tip']);
    expect(ids('legislator')).toEqual(['commentary', 'story', 'tip']);
    expect(ids('bill')).toEqual(['commentary', 'story', 'tip']);
    expect(ids('stories')).toEqual(['story', 'tip']);
  });
});
