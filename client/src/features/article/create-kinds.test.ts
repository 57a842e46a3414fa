import { describe, expect, it } from 'vitest';
import { CREATE_KINDS } from '../../app/create-kinds';
import { kindsFor as kindsOf, type CreateFabContext, type CreateViewer } from '../../components/CreateFab.types';

const kindsFor = (context: CreateFabContext, viewer: CreateViewer) => kindsOf(context, viewer, CREATE_KINDS);

const ids = (context: CreateFabContext, isStaff: boolean) =>
  kindsFor(context, { isStaff })
    .map((k) => k.id)
    .sort();

describe('floating create button kinds (SPEC §2.2, issue #14: only what the viewer may do)', () => {
  it('offers staff Story everywhere, Article on the dashboard and article pages, Commentary on article, legislator, bill and dashboard', () => {
    expect(ids('dashboard', true)).toEqual(['article', 'commentary', 'story']);
    expect(ids('article', true)).toEqual(['article', 'commentary', 'story']);
    expect(ids('legislator', true)).toEqual(['commentary', 'story']);
    expect(ids('bill', true)).toEqual(['commentary', 'story']);
    expect(ids('stories', true)).toEqual(['story']);
  });

  it('offers members Commentary where there is something to comment on, and a tip everywhere', () => {
    expect(ids('article', false)).toEqual(['commentary', 'tip']);
    expect(ids('dashboard', false)).toEqual(['commentary', 'tip']);
    for (const context of ['stories', 'story', 'bill', 'legislator', 'profile', 'home'] as const) expect(ids(context, false)).toEqual(['tip']);
  });
});
