import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { Viewer } from '../../graphql/viewer.js';
import { Vote } from '../content/content.enums.js';
import { Proposal } from './proposal.entity.js';

export interface Tally {
  up: number;
  down: number;
}

export function proposalLoaders(ds: DataSource) {
  const voteByViewer = new Map<string, DataLoader<string, Vote | null>>();
  return {
    proposalById: new DataLoader<string, Proposal | null>(async (ids) => {
      const rows = await ds.getRepository(Proposal).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    }),

    /** Each story's proposals, newest first. */
    proposalsByStoryId: new DataLoader<string, Proposal[]>(async (ids) => {
      const rows = await ds.getRepository(Proposal).find({ where: { storyId: In([...ids]) }, order: { createdAt: 'DESC', id: 'ASC' } });
      return ids.map((id) => rows.filter((r) => r.storyId === id));
    }),

    proposalTallyById: new DataLoader<string, Tally>(async (ids) => {
      const rows: { proposal_id: string; up: number; down: number }[] = await ds.query(
        `SELECT proposal_id, count(*) FILTER (WHERE vote = 'up')::int AS up, count(*) FILTER (WHERE vote = 'down')::int AS down
           FROM proposal_votes WHERE proposal_id = ANY($1::uuid[]) GROUP BY proposal_id`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.proposal_id, { up: r.up, down: r.down }]));
      return ids.map((id) => byId.get(id) ?? { up: 0, down: 0 });
    }),

    /** The viewer's own vote on each proposal (null: none). */
    proposalVoteByViewer: (viewer: Viewer): DataLoader<string, Vote | null> => {
      let loader = voteByViewer.get(viewer.id);
      if (!loader) {
        loader = new DataLoader<string, Vote | null>(async (ids) => {
          const rows: { proposal_id: string; vote: Vote }[] = await ds.query(
            'SELECT proposal_id, vote FROM proposal_votes WHERE member_id = $1 AND proposal_id = ANY($2::uuid[])',
            [viewer.id, ids],
          );
          const byId = new Map(rows.map((r) => [r.proposal_id, r.vote]));
          return ids.map((id) => byId.get(id) ?? null);
        });
        voteByViewer.set(viewer.id, loader);
      }
      return loader;
    },
  };
}
