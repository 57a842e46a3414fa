import { RecentArticlesDocument, useSubmitArticleUrlMutation, type RecentArticlesQuery } from './article.generated';

/**
 * Submit an article by URL (parse-url). A new article joins the cached Recent Articles list at the
 * top, so it shows without a reload (SPEC §4 Article submission invalidates recent articles).
 */
export function useSubmitArticleUrl() {
  const [run, state] = useSubmitArticleUrlMutation();
  const submit = async (url: string) => {
    const result = await run({
      variables: { url: url.trim() },
      update(cache, { data }) {
        const article = data?.parseUrl?.article;
        if (!article) return;
        // A new article is also news for the content feeds: let them reload when next shown.
        if (data?.parseUrl?.status === 'NEW') cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentContent' });
        cache.updateQuery<RecentArticlesQuery>({ query: RecentArticlesDocument, variables: { limit: 10 } }, (prev) =>
          prev && !prev.articles.some((a) => a.id === article.id) ? { articles: [article, ...prev.articles].slice(0, 10) } : prev,
        );
      },
    });
    const submission = result.data?.parseUrl;
    if (!submission) throw new Error('Failed to parse URL');
    return submission;
  };
  return [submit, state] as const;
}
