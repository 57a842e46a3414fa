import type { CampaignInput } from '../../__generated__/types';
import { useSaveCampaignMutation } from './campaign.generated';

/**
 * Opens or edits a key vote's campaign. The answer lands on the cached CampaignSettings by id;
 * the key vote's own `campaign` (what its page and card show) is read again.
 */
export function useSaveCampaign(keyVoteId: string) {
  const [run, state] = useSaveCampaignMutation({
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'KeyVote', id: keyVoteId }), fieldName: 'campaign' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'actionCampaign', args: { keyVoteId } });
      cache.gc();
    },
  });
  const save = (input: CampaignInput) => run({ variables: { keyVoteId, input } });
  return [save, state] as const;
}
