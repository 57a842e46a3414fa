import type { ApolloCache } from '@apollo/client';
import { useDecideReportMutation, useReportCommentMutation } from './report.generated';
import type { ReportDecision } from '../../__generated__/types';

export const REPORT_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 1000;

/** Reports a comment; the comment then shows as reported to this member (its cached `reportedByViewer`). */
export function useReportComment() {
  const [run, state] = useReportCommentMutation();
  const report = (commentaryId: string, reason: string) =>
    run({
      variables: { id: commentaryId, reason },
      update(cache: ApolloCache) {
        cache.modify({ id: cache.identify({ __typename: 'Commentary', id: commentaryId }), fields: { reportedByViewer: () => true } });
      },
    });
  return [report, state] as const;
}

/**
 * Staff decide a report; the queue refetches (decided reports leave Pending, other reports of the
 * same comment with them), and a removed comment leaves the cache.
 */
export function useDecideReport() {
  const [run, state] = useDecideReportMutation({ refetchQueries: ['ReportQueue'] });
  const decide = (id: string, decision: ReportDecision, note: string, commentaryId: string | null) =>
    run({
      variables: { id, decision, note: note.trim() || undefined },
      update(cache: ApolloCache) {
        if (decision === 'REMOVE' && commentaryId) cache.evict({ id: cache.identify({ __typename: 'Commentary', id: commentaryId }) });
      },
    });
  return [decide, state] as const;
}
