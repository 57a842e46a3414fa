// Derived fields: nothing a role may not read leaks through another field.
import { PLAIN_ACTORS, SECRET, type Actor, type World } from '../world.js';
import { q, type GqlCall } from './shared.js';

/** The world's secrets an actor may not read (markers planted by world.ts, and other members' emails). */
export function secretsFor(w: World, actor: Actor): string[] {
  if (!PLAIN_ACTORS.includes(actor)) return [];
  const s: string[] = [SECRET.staffCommentary, SECRET.legislatorStaffCommentary, SECRET.tipNote];
  if (actor === 'user' || actor === 'submitter') s.push(SECRET.privateStoryTitle, SECRET.privateStoryDescription);
  if (actor !== 'submitter') s.push(SECRET.privateOwnerNote, SECRET.privateReaderCommentary);
  // Emails of other members (Member.email is for the member and super admins only; invitee and
  // requester emails are for the story's owner).
  for (const [name, m] of Object.entries(w.members)) if (name !== actor) s.push(m.email);
  s.push(w.outsiderOwner.email, ...w.ownerOnlyEmails);
  return s;
}

export interface LeakProbe {
  name: string;
  gql?: (w: World) => GqlCall;
  rest?: (w: World) => string;
}

/**
 * Broad reads every plain actor runs over both transports; the test asserts the call succeeds and
 * that no string of secretsFor(actor) appears anywhere in the response.
 */
export const DERIVED: LeakProbe[] = [
  {
    name: 'stories list (all visibilities): titles, counts, owner, collaborators',
    gql: () => q('{ stories { id title description followerCount articlesCount owner { email roles } collaborators { displayName } timeline { entries { article { title } } } } }'),
    rest: () => '/api/stories?visibility=all',
  },
  { name: 'stories list, private filter', gql: () => q('{ stories(visibility: PRIVATE) { title description } }'), rest: () => '/api/stories?visibility=private' },
  { name: 'stories search by a private title', gql: () => q(`{ stories(search: "SECRET") { title description } }`), rest: () => '/api/stories?search=SECRET' },
  { name: 'featured stories', gql: () => q('{ featuredStories(limit: 50) { title description followerCount articlesCount } }'), rest: () => '/api/featured-stories?limit=50' },
  { name: 'my stories', gql: () => q('{ myStories { title description } }'), rest: () => '/api/users/me/stories' },
  {
    name: 'followed stories with their latest articles, and the Following filter',
    gql: () => q('{ followedStories(limit: 100) { title description newArticlesCount latestArticles(limit: 10) { isNew article { title topCommentary { content } } } } stories(following: true) { title } }'),
    rest: () => '/api/users/me/followed-stories?limit=100&latest=10',
  },
  { name: 'stories list, following filter (REST)', rest: () => '/api/stories?visibility=following' },
  {
    name: 'recent content feed (all types) with nested items and staffCommentary',
    gql: () => q('{ recentContent(limit: 100) { title summary staffCommentary authorName story { title followerCount } followedStory { title description } commentary { content } article { topCommentary { content } commentaryCount(includePrivate: true) } } }'),
    rest: () => '/api/content/recent?limit=100',
  },
  { name: 'recent content: stories only', gql: () => q('{ recentContent(limit: 100, type: STORY) { title summary } }'), rest: () => '/api/content/recent?limit=100&type=story' },
  { name: 'recent content: commentary only', gql: () => q('{ recentContent(limit: 100, type: COMMENTARY) { title summary commentary { content } } }'), rest: () => '/api/content/recent?limit=100&type=commentary' },
  {
    name: 'article detail: topCommentary, commentaries, counts, submitter',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { topCommentary { content } commentaryCount(includePrivate: true) storyCount } }', { id: w.article.id }),
    rest: (w) => `/api/articles/${w.article.id}`,
  },
  { name: 'articles list: topCommentary and counts', gql: () => q('{ articles(limit: 100) { title topCommentary { content } commentaryCount storyCount } }'), rest: () => '/api/articles?limit=100' },
  {
    name: 'commentaries with includePrivate, sorted by votes',
    gql: (w) => q('query($a: UUID!) { commentaries(articleId: $a, includePrivate: true, sortBy: VOTES) { items { content } } }', { a: w.article.id }),
    rest: (w) => `/api/commentaries?articleId=${w.article.id}&includePrivate=true&sortBy=votes`,
  },
  {
    name: 'contentItem of the world article (staffCommentary)',
    gql: (w) => q('query($id: ID!) { contentItem(type: ARTICLE, id: $id) { staffCommentary summary article { topCommentary { content } } } }', { id: w.article.id }),
  },
  {
    name: 'key vote: legislator votes and my legislators',
    gql: (w) => q('query($id: ID!) { keyVote(id: $id) { legislatorVotes { displayName } myLegislators { legislator { name { full } } } } }', { id: w.keyVote }),
    rest: (w) => `/api/key-votes/${w.keyVote}`,
  },
  { name: 'my representatives', gql: () => q('{ myRepresentatives { representatives { name { full } } senators { name { full } } } }'), rest: () => '/api/user/me/representatives' },
  {
    name: 'public story: owner, collaborators, invites, join requests, proposals, timeline',
    gql: (w) =>
      q('query($id: UUID!) { story(id: $id) { owner { email roles lastSignInAt } collaborators { displayName } proposals { proposerDisplayName } timeline { entries { article { topCommentary { content } } } totalCount } } storyInvites(storyId: $id) { inviteeEmail invitedBy { email } } storyJoinRequests(storyId: $id) { requesterEmail } }', { id: w.pub.id }),
    rest: (w) => `/api/stories/${w.pub.id}`,
  },
  { name: 'public story collaborators (REST)', rest: (w) => `/api/stories/${w.pub.id}/collaborators` },
  { name: 'public story invites (REST)', rest: (w) => `/api/stories/${w.pub.id}/collaborators/invites` },
  { name: 'public story join requests (REST)', rest: (w) => `/api/stories/${w.pub.id}/join-requests` },
  { name: 'public story timeline (REST)', rest: (w) => `/api/stories/${w.pub.id}/articles` },
  { name: 'my invites', gql: () => q('{ myInvites { storyTitle invitedBy { email } story { title } } }'), rest: () => '/api/users/me/invites' },
  { name: 'my tips', gql: () => q('{ myTips { note title submitterDisplayName article { title } } }'), rest: () => '/api/users/me/tips' },
  { name: 'notifications (the bell): titles, texts and links', gql: () => q('{ notifications(limit: 100) { kind title body link } unreadNotificationCount }'), rest: () => '/api/notifications?limit=100' },
  {
    name: 'search for the planted secrets, every kind: hits, titles, snippets, contexts, nodes and counts',
    gql: () =>
      q(`{ search(q: "SECRET") { groups { kind totalCount edges { url context title { text } snippet { text } node {
        ... on Story { title description } ... on Article { title } ... on Commentary { content } ... on KeyVote { title } ... on Legislator { fullName } } } } } }`),
    rest: () => '/api/search?q=SECRET&limit=50',
  },
  {
    name: 'search by the words of each secret (private story, staff and private commentary, staff commentary on a legislator, tip note)',
    gql: () =>
      q('{ search(q: "private or staff or commentary or owner or note or legislator or tip") { groups { kind totalCount edges { title { text } snippet { text } context } } } }'),
    rest: () => '/api/search?q=private%20or%20staff%20or%20commentary%20or%20owner%20or%20note%20or%20legislator%20or%20tip&limit=50',
  },
];
