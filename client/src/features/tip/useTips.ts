import { MyTipsDocument, useDeclineTipMutation, useDismissTipOutcomesMutation, usePublishTipMutation, useSendTipMutation, type MyTipsQuery, type SendTipMutation } from './tip.generated';

export type TipSent = SendTipMutation['submitTip'];

/**
 * Send a tip. A new tip joins the cached "My tips" list at the top, so the profile shows it
 * without a reload; an EXISTING answer (the page is already published) changes nothing.
 */
export function useSendTip() {
  const [run, state] = useSendTipMutation();
  const send = async (url: string, note: string): Promise<TipSent> => {
    const result = await run({
      variables: { input: { url: url.trim(), note: note.trim() || null } },
      update(cache, { data }) {
        const tip = data?.submitTip.tip;
        if (!tip) return;
        cache.updateQuery<MyTipsQuery>({ query: MyTipsDocument }, (prev) =>
          prev && !prev.myTips.some((t) => t.id === tip.id) ? { myTips: [tip, ...prev.myTips] } : prev,
        );
      },
    });
    if (!result.data) throw new Error('Failed to send the tip');
    return result.data.submitTip;
  };
  return [send, state] as const;
}

/** Publish or decline a tip (staff). The queue and the count reload; a publication is also news for the feeds. */
export function useReviewTip() {
  const refetchQueries = ['TipQueue'];
  const [publishRun, publishState] = usePublishTipMutation({
    refetchQueries,
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentContent' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'articles' });
    },
  });
  const [declineRun, declineState] = useDeclineTipMutation({ refetchQueries });
  return {
    publish: async (id: string) => (await publishRun({ variables: { id } })).data?.publishTip ?? null,
    decline: async (id: string, reason: string) => (await declineRun({ variables: { id, reason: reason.trim() || null } })).data?.declineTip ?? null,
    busy: publishState.loading || declineState.loading,
  };
}

/** The member has read the outcomes of their reviewed tips: the notice goes away everywhere. */
export function useDismissTipOutcomes() {
  const [run, state] = useDismissTipOutcomesMutation({
    update(cache) {
      cache.updateQuery<MyTipsQuery>({ query: MyTipsDocument }, (prev) =>
        prev ? { myTips: prev.myTips.map((t) => (t.status === 'PENDING' ? t : { ...t, outcomeSeen: true })) } : prev,
      );
    },
  });
  return [() => run().then(() => undefined), state] as const;
}
