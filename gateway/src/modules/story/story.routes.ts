import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import { pageHeaders, pageParams } from '../../rest/paging.js';
import * as st from './story.rest.js';

/**
 * REST rows — Stories (SPEC §7.2 order; shapes are the SPEC §3 server forms in story.rest.ts).
 * Each runs one GraphQL operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const storyRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/users/me/stories',
    operation: 'MyStories',
    shape: (d) => ({ data: d.myStories.map((s: any) => ({ ...s, userRole: s.userRole?.toLowerCase() })) }),
    summary: 'Stories the signed-in member owns or collaborates on (accepted invites), with their userRole.',
  },
  {
    method: 'GET',
    path: '/api/users/me/followed-stories',
    operation: 'FollowedStories',
    variables: (req) => st.defined({ limit: st.intParam(req.query.limit), offset: st.intParam(req.query.offset), latest: st.intParam(req.query.latest) }),
    shape: (d) => ({ data: d.followedStories.map(st.storyForm) }),
    summary: 'Stories the member follows, new since their last visit first, each with newArticlesCount and latest_articles (?latest=3).',
  },
  {
    method: 'GET',
    path: '/api/stories',
    operation: 'Stories',
    variables: (req) =>
      st.defined({
        visibility: st.visibilityParam(req.query.visibility),
        following: st.followingParam(req.query.visibility, req.query.following),
        search: req.query.search ?? null,
        limit: st.intParam(req.query.limit),
        offset: st.intParam(req.query.offset),
      }),
    shape: (d) => d.stories.map(st.storyForm),
    summary: 'Stories the caller may see; ?visibility=all|public|featured|private|following&search=.',
  },
  {
    method: 'GET',
    path: '/api/stories/:id',
    operation: 'Story',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => st.storyForm(d.story),
    summary: "One story with its timeline; 404 'Story not found.'.",
  },
  {
    method: 'POST',
    path: '/api/stories',
    operation: 'CreateStory',
    variables: (req) => ({ input: st.createStoryInput(req) }),
    shape: (d) => st.storyForm(d.createStory),
    status: 201,
    summary: 'Create a story (staff); body {title, description, is_global | visibility, isOpenToJoin, requiresApproval, tags}.',
  },
  {
    method: 'PUT',
    path: '/api/stories/:id',
    operation: 'UpdateStory',
    variables: (req) => ({ id: req.params.id, input: st.updateStoryInput(req) }),
    shape: (d) => st.storyForm(d.updateStory),
    summary: 'The owner edits title, description, visibility, tags (the /stories/{id}/edit screen).',
  },
  {
    method: 'GET',
    path: '/api/featured-stories',
    operation: 'FeaturedStories',
    variables: (req) => ({ limit: st.intParam(req.query.limit) ?? 5 }),
    shape: (d) => d.featuredStories.map(st.storyForm),
    summary: "Editor's Picks with date range and counts; ?limit=N (default 5).",
  },
  {
    method: 'GET',
    path: '/api/stories/:id/articles',
    operation: 'StoryArticles',
    variables: (req) => st.defined({ storyId: req.params.id, order: req.query.order ? st.upper(req.query.order) : undefined, ...pageParams(req) }),
    shape: (d) => d.storyArticles.entries.map(st.linkForm),
    headers: (d, req) => pageHeaders(req, d.storyArticles),
    summary: 'One page of the timeline: story-article links with their article; ?order=newest_first|oldest_first&limit=20&cursor= (Link: rel="next", X-Total-Count).',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/articles',
    operation: 'AddArticleUrlToStory',
    variables: (req) => ({
      storyId: req.params.id,
      url: typeof st.body(req).url === 'string' ? st.body(req).url : '',
      customNote: st.body(req).custom_note ?? st.body(req).customNote ?? null,
    }),
    shape: (d) => ({ ...st.linkForm(d.addArticleUrlToStory.entry), isExisting: d.addArticleUrlToStory.isExisting, alreadyInStory: d.addArticleUrlToStory.alreadyInStory }),
    status: (d) => (d.addArticleUrlToStory?.alreadyInStory ? 200 : 201),
    summary:
      "Add Article by URL, body {url}: the article is made from the URL (or found) and joins the timeline in one request; 200 with alreadyInStory when it was on it; 400 with the reason the URL could not be had.",
  },
  {
    method: 'POST',
    path: '/api/stories/:id/articles/:articleId',
    operation: 'AddArticleToStory',
    variables: (req) => ({ storyId: req.params.id, articleId: req.params.articleId, customNote: st.body(req).custom_note ?? st.body(req).customNote ?? null }),
    shape: (d) => st.linkForm(d.addArticleToStory),
    status: 201,
    summary: "Add an article (owner, editor, contributor; staff); 409 'Article is already part of this story!'.",
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/articles/:articleId',
    operation: 'UpdateTimelineEntry',
    variables: (req) => ({ storyId: req.params.id, articleId: req.params.articleId, customNote: st.body(req).custom_note ?? st.body(req).customNote ?? null }),
    shape: (d) => st.linkForm(d.updateTimelineEntry),
    summary: "Change a timeline entry's note, body {customNote} (empty removes it); owner or editor with staff level.",
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/articles/:articleId',
    operation: 'RemoveTimelineEntry',
    variables: (req) => ({ storyId: req.params.id, articleId: req.params.articleId }),
    shape: (d) => st.storyForm(d.removeTimelineEntry),
    summary: 'Take an article off the timeline (the article stays); owner or editor with staff level; 404 when not on it.',
  },
  {
    method: 'PUT',
    path: '/api/stories/:id/settings',
    operation: 'UpdateStorySettings',
    variables: (req) => ({ storyId: req.params.id, input: st.settingsInput(req) }),
    shape: (d) => st.storyForm(d.updateStorySettings),
    summary: 'The owner sets {isOpenToJoin, requiresApproval, tags}; approval only while open to join.',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/follow',
    operation: 'FollowStory',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => st.storyForm(d.followStory),
    summary: 'Follow; returns the story.',
  },
  {
    method: 'DELETE',
    path: '/api/stories/:id/follow',
    operation: 'UnfollowStory',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => st.storyForm(d.unfollowStory),
    summary: 'Unfollow; returns the story.',
  },
  {
    method: 'POST',
    path: '/api/stories/:id/visit',
    operation: 'MarkStoryVisited',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => st.storyForm(d.markStoryVisited),
    summary: "The caller opened the story: a follower's 'new since your last visit' starts again from now; returns the story.",
  },
  {
    method: 'GET',
    path: '/api/story-images/:storyId',
    operation: 'StoryImages',
    variables: (req) => ({ storyId: req.params.storyId }),
    shape: (d) => ({ images: d.storyImages }),
    summary: 'Card images of a story: {images: [...]}.',
  },
];
