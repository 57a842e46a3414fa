// The COUNTS table: count and flag fields pinned per actor, one of the derived-field checks.
import type { Actor, World } from '../world.js';
import { q, type GqlCall } from './shared.js';

export interface CountCheck {
  name: string;
  gql: (w: World) => GqlCall;
  /** The value from the GraphQL data. */
  pick: (data: any, w: World) => unknown;
  rest?: (w: World) => string;
  restPick?: (body: any) => unknown;
  expect: Partial<Record<Actor, unknown>>;
}

/**
 * Count and flag fields per actor. The world article has 5 commentaries: public reader, public
 * owner note, private owner note, private reader (by the submitter) and staff; the private-only
 * article is on the private story only; the viewer follows both world stories.
 */
export const COUNTS: CountCheck[] = [
  {
    name: 'commentary page totalCount counts only what the caller may see (as commentaryCount does)',
    gql: (w) => q('query($id: UUID!) { commentaries(articleId: $id, includePrivate: true) { totalCount } }', { id: w.article.id }),
    pick: (d) => d.commentaries.totalCount,
    expect: { user: 2, viewer: 2, member_contributor: 2, submitter: 4, staff: 5, admin: 5, super_admin: 5, owner: 5 },
  },
  {
    name: "timeline totalCount: the public story's two entries, for everyone (a private story's is a 404 to outsiders: storyRead rows)",
    gql: (w) => q('query($id: UUID!) { storyArticles(storyId: $id) { totalCount } story(id: $id) { timeline { totalCount } } }', { id: w.pub.id }),
    pick: (d) => [d.storyArticles.totalCount, d.story.timeline.totalCount].join(','),
    expect: { user: '2,2', viewer: '2,2', submitter: '2,2', staff: '2,2' },
  },
  {
    name: 'article commentaryCount(includePrivate) counts only what the caller may see',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { commentaryCount(includePrivate: true) } }', { id: w.article.id }),
    pick: (d) => d.article.commentaryCount,
    expect: { user: 2, viewer: 2, member_contributor: 2, submitter: 4, staff: 5, admin: 5, super_admin: 5, owner: 5 },
  },
  {
    name: 'article topCommentary is never staff or someone else\u2019s private commentary',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { topCommentary { commentaryType } } }', { id: w.article.id }),
    pick: (d) => d.article.topCommentary?.commentaryType === 'STAFF',
    expect: { user: false, viewer: false, submitter: false, staff: true },
  },
  {
    name: '"In N stories": storyCount of an article only on the private story',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { storyCount } }', { id: w.privateOnlyArticle.id }),
    pick: (d) => d.article.storyCount,
    rest: (w) => `/api/articles/${w.privateOnlyArticle.id}`,
    restPick: (b) => b.data.storyCount,
    expect: { user: 0, submitter: 0, viewer: 1, staff: 1, owner: 1 },
  },
  {
    name: 'followed stories: a follow of a story one may no longer see lists nothing and puts nothing first in the feed',
    gql: () => q('{ followedStories { id } stories(following: true) { id } recentContent(limit: 5) { followedStory { id } } }'),
    pick: (d) => [d.followedStories.length, d.stories.length, d.recentContent.filter((i: any) => i.followedStory).length].join(','),
    // The viewer's feed count depends on whether a markStoryVisited row ran first: not pinned here.
    expect: { user: '0,0,0', submitter: '0,0,0' },
  },
  {
    name: 'followed stories: the viewer follows both world stories',
    gql: () => q('{ followedStories { id } }'),
    pick: (d) => d.followedStories.length,
    rest: () => '/api/users/me/followed-stories',
    restPick: (b) => b.data.length,
    expect: { user: 0, submitter: 0, viewer: 2, staff: 0 },
  },
  {
    name: 'the private story is not in stories, search or the feed for outsiders',
    gql: (w) => q('query($s: String!) { a: stories { id } b: stories(search: $s) { id } c: recentContent(limit: 100, type: STORY) { id } }', { s: w.priv.title }),
    pick: (d, w) => [...d.a, ...d.b, ...d.c].some((x: any) => x.id === w.priv.id),
    expect: { user: false, submitter: false, viewer: true, staff: true },
  },
  {
    name: 'commentary feed items: public only (staff commentary for staff only), never private ones',
    gql: () => q('{ recentContent(limit: 100, type: COMMENTARY) { id } }'),
    pick: (d) => d.recentContent.length,
    expect: { user: 2, submitter: 2, viewer: 2, staff: 3, super_admin: 3 },
  },
  {
    name: 'Member email and roles of another member: for super admins only (as in the admin user list)',
    gql: (w) => q('query($id: UUID!) { story(id: $id) { owner { email roles } collaborators { userId } } }', { id: w.pub.id }),
    pick: (d) => d.story.owner.email !== null || d.story.owner.roles !== null,
    expect: { user: false, viewer: false, editor: false, staff: false, admin: false, owner: true, super_admin: true },
  },
  {
    name: 'storyInvites / storyJoinRequests: the owner sees the pending ones, others only their own',
    gql: (w) => q('query($id: UUID!) { storyInvites(storyId: $id) { id } storyJoinRequests(storyId: $id) { id } }', { id: w.pub.id }),
    pick: (d) => d.storyInvites.length + d.storyJoinRequests.length,
    expect: { user: 0, viewer: 0, editor: 0, staff: 0, super_admin: 0, owner: 2 },
  },
  {
    name: 'an invite to a private story shows its title, but not the story, until accepted',
    gql: () => q('{ myInvites { storyTitle story { id title } } }'),
    pick: (d) => d.myInvites.length > 0 && d.myInvites.every((i: any) => i.storyTitle !== '' && i.story === null),
    expect: { user: true, viewer: true, submitter: true },
  },
  {
    name: 'viewerCan.seePrivateCommentary: staff and the submitter',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { viewerCan { seePrivateCommentary addStaffCommentary addOwnerNote } } }', { id: w.article.id }),
    pick: (d) => Object.values(d.article.viewerCan).join(','),
    expect: { user: 'false,false,false', submitter: 'true,false,true', staff: 'true,true,false' },
  },
  {
    name: 'search counts only the commentary the caller may see: the submitter their two private ones, staff all three',
    gql: () => q('{ search(q: "\\"SECRET-staff-commentary-on-article\\" or \\"SECRET-private-owner-note\\" or \\"SECRET-private-reader-commentary\\"", kinds: [COMMENTARY]) { groups { totalCount } } }'),
    pick: (d) => d.search.groups[0].totalCount,
    rest: () => `/api/search?kind=commentary&q=${encodeURIComponent('"SECRET-staff-commentary-on-article" or "SECRET-private-owner-note" or "SECRET-private-reader-commentary"')}`,
    restPick: (b) => b.data.groups[0].totalCount,
    expect: { user: 0, viewer: 0, member_contributor: 0, submitter: 2, staff: 3, admin: 3, super_admin: 3, owner: 3 },
  },
  {
    name: 'search finds the private story for its collaborators and staff only',
    gql: (w) => q('query($q: String!) { search(q: $q, kinds: [STORY]) { groups { totalCount edges { node { ... on Story { id } } } } } }', { q: w.priv.title }),
    pick: (d, w) => [d.search.groups[0].totalCount, d.search.groups[0].edges.some((e: any) => e.node.id === w.priv.id)].join(','),
    expect: { user: '0,false', submitter: '0,false', viewer: '1,true', member_contributor: '1,true', staff: '1,true', owner: '1,true' },
  },
  {
    name: 'search has a legislators group for staff-level members only',
    gql: () => q('{ search(q: "Matrix Legislator") { groups { kind } } }'),
    pick: (d) => d.search.groups.some((g: any) => g.kind === 'LEGISLATOR'),
    rest: () => '/api/search?q=Matrix%20Legislator',
    restPick: (b) => b.data.groups.some((g: any) => g.kind === 'legislator'),
    expect: { user: false, viewer: false, submitter: false, staff: true, admin: true, super_admin: true, owner: true },
  },
  {
    name: 'notification counts are the caller’s own: marking all read leaves none of theirs, whatever others have',
    gql: () => q('mutation { markAllNotificationsRead { unreadCount } }'),
    pick: (d) => d.markAllNotificationsRead.unreadCount,
    rest: () => '/api/notifications/unread-count',
    restPick: (b) => b.data.count,
    expect: { user: 0, viewer: 0, submitter: 0, staff: 0 },
  },
];
