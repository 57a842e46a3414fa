import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../graphql/context.js';
import { DistrictOffice } from '../legislator/district-office.entity.js';
import { CampaignAction } from './campaign-action.entity.js';
import { Campaign } from './campaign.entity.js';

/** Per request: campaigns by key vote, district offices by legislator, and the viewer's own actions by campaign. */
export function campaignLoaders(ds: DataSource, viewer: Viewer | null) {
  return {
    campaignByKeyVoteId: new DataLoader<string, Campaign | null>(async (ids) => {
      const rows = await ds.getRepository(Campaign).createQueryBuilder('c').where('c.key_vote_id = ANY(:ids::uuid[])', { ids }).getMany();
      const byId = new Map(rows.map((c) => [c.keyVoteId, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** District offices in the file's order of ids (city order within a legislator). */
    districtOfficesByLegislatorId: new DataLoader<string, DistrictOffice[]>(async (ids) => {
      const rows = await ds
        .getRepository(DistrictOffice)
        .createQueryBuilder('o')
        .where('o.legislator_id = ANY(:ids::uuid[])', { ids })
        .orderBy('o.city', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .getMany();
      return ids.map((id) => rows.filter((o) => o.legislatorId === id));
    }),
    /** The viewer's own actions on a campaign (nothing for anyone else's). */
    myActionsByCampaignId: new DataLoader<string, CampaignAction[]>(async (ids) => {
      if (!viewer) return ids.map(() => []);
      const rows = await ds
        .getRepository(CampaignAction)
        .createQueryBuilder('a')
        .where('a.campaign_id = ANY(:ids::uuid[]) AND a.member_id = :member', { ids, member: viewer.id })
        .orderBy('a.created_at', 'ASC')
        .getMany();
      return ids.map((id) => rows.filter((a) => a.campaignId === id));
    }),
  };
}
