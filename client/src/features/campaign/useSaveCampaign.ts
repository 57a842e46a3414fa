import type { CampaignInput } from '../../__generated__/types';
import { useSaveCampaignMutation } from './campaign.generated';

/**
 * Opens or edits a key vote's campaign. The answer lands on the cached CampaignSettings by id;
 * the key vote's own `campaign` (what its page and card show) is read again.
 */
export function useSaveCampaign(keyVoteId: string) {
  const [run, state] = useSaveCampaignMutation({
    update(cache, { data }) {
      const saved = data?.saveCampaign;
      const ref = saved ? cache.identify({ __typename: 'CampaignSettings', id: saved.id }) : undefined;
      // The first save answers what `campaignSettings` for this key vote (null until then) now is.
      if (ref) {
        cache.modify({
          id: 'ROOT_QUERY',
          fields: { campaignSettings: (existing, { storeFieldName, toReference }) => (storeFieldName.includes(keyVoteId) ? toReference(ref) : existing) },
        });
      }
      cache.evict({ id: cache.identify({ __typename: 'KeyVote', id: keyVoteId }), fieldName: 'campaign' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'actionCampaign', args: { keyVoteId } });
      cache.gc();
    },
  });
  const save = (input: CampaignInput) => run({ variables: { keyVoteId, input } });
  return [save, state] as const;
}
