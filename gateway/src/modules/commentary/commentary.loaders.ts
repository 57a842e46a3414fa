import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/context.js';
import { perViewer, voteLoaders } from '../article/article.loaders.js';
import { Commentary } from './commentary.entity.js';
import { visibleCommentarySql } from './commentary.policy.js';

export function commentaryLoaders(ds: DataSource, viewer: Viewer | null) {
  const votes = voteLoaders(ds, 'commentary_votes', 'commentary_id', viewer);
  return {
    /**
     * Every commentary of each article the viewer may see (commentary.policy.ts, in SQL), oldest
     * first. Counts, topCommentary and lists are all derived from this, so they agree.
     */
    visibleCommentariesByArticleId: perViewer(
      (viewer) =>
        new DataLoader<string, Commentary[]>(async (ids) => {
          const visible = visibleCommentarySql('c', 'a', viewer, ':viewerId');
          const rows = await ds
            .getRepository(Commentary)
            .createQueryBuilder('c')
            .innerJoin('c.article', 'a')
            .where('c.article_id = ANY(:ids::uuid[])', { ids })
            .andWhere(visible.sql, visible.viewerId ? { viewerId: visible.viewerId } : {})
            .orderBy('c.created_at', 'ASC')
            .addOrderBy('c.id', 'ASC')
            .getMany();
          const map = new Map<string, Commentary[]>();
          for (const r of rows) map.set(r.articleId!, [...(map.get(r.articleId!) ?? []), r]);
          return ids.map((id) => map.get(id) ?? []);
        }),
    ),
    /** The same for commentary on key votes (the owner being the key vote's creator), oldest first. */
    visibleCommentariesByKeyVoteId: perViewer(
      (viewer) =>
        new DataLoader<string, Commentary[]>(async (ids) => {
          const visible = visibleCommentarySql('c', 'k', viewer, ':viewerId', false, 'created_by');
          const rows = await ds
            .getRepository(Commentary)
            .createQueryBuilder('c')
            .innerJoin('c.keyVote', 'k')
            .where('c.key_vote_id = ANY(:ids::uuid[])', { ids })
            .andWhere(visible.sql, visible.viewerId ? { viewerId: visible.viewerId } : {})
            .orderBy('c.created_at', 'ASC')
            .addOrderBy('c.id', 'ASC')
            .getMany();
          const map = new Map<string, Commentary[]>();
          for (const r of rows) map.set(r.keyVoteId!, [...(map.get(r.keyVoteId!) ?? []), r]);
          return ids.map((id) => map.get(id) ?? []);
        }),
    ),
    commentaryTallyById: votes.tally,
    commentaryViewerVote: votes.viewerVote,
  };
}
