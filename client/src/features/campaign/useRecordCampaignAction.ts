import type { CampaignChannel, CampaignOutcome } from '../../__generated__/types';
import { useRecordCampaignActionMutation, type CampaignProgress_CampaignFragment, type CampaignTarget_TargetFragment, type RecordCampaignActionMutation } from './campaign.generated';
import { statusOf } from './campaign-words';

/**
 * Records an outcome with one target through one channel. The answer (the target's outcomes and
 * the member's progress) lands on the cached CampaignTarget and ActionCampaign by id; until it
 * arrives, the optimistic answer shows it at once.
 */
export function useRecordCampaignAction(keyVoteId: string) {
  const [run, state] = useRecordCampaignActionMutation();
  const record = (campaign: CampaignProgress_CampaignFragment & { targets: readonly CampaignTarget_TargetFragment[] }, target: CampaignTarget_TargetFragment, channel: CampaignChannel, outcome: CampaignOutcome) => {
    const now = new Date().toISOString();
    const previous = target.myOutcomes.find((o) => o.channel === channel);
    const myOutcomes = [
      ...target.myOutcomes.filter((o) => o.channel !== channel),
      { __typename: 'CampaignOutcomeRecord' as const, id: previous?.id ?? `optimistic-${target.id}-${channel}`, channel, outcome, version: previous?.version ?? 0, counted: previous?.counted ?? false, createdAt: previous?.createdAt ?? now, updatedAt: now },
    ];
    const myStatus = statusOf(myOutcomes.map((o) => o.outcome));
    const statuses = campaign.targets.map((t) => (t.id === target.id ? myStatus : t.myStatus));
    const contacted = statuses.filter((s) => s === 'CONTACTED').length;
    const done = statuses.filter((s) => s === 'CONTACTED' || s === 'SKIPPED').length;
    return run({
      variables: { keyVoteId, input: { bioguide: target.bioguide, channel, outcome } },
      optimisticResponse: {
        recordCampaignAction: {
          __typename: 'CampaignActionResult',
          id: previous?.id ?? `optimistic-${target.id}-${channel}`,
          channel,
          outcome,
          counted: previous?.counted ?? false,
          target: { __typename: 'CampaignTarget', id: target.id, myStatus, myOutcomes },
          campaign: {
            __typename: 'ActionCampaign',
            id: campaign.id,
            progress: { __typename: 'CampaignProgress', contacted, done, total: statuses.length, complete: statuses.length > 0 && done === statuses.length },
          },
        },
      } as RecordCampaignActionMutation,
    });
  };
  return [record, state] as const;
}
