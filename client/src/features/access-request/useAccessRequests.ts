import { MyAccessRequestDocument, useAskForAccessMutation, useDeclineAccessRequestMutation, useDismissAccessRequestOutcomeMutation, useGrantAccessRequestMutation, type MyAccessRequestQuery } from './access-request.generated';
import type { Role } from '../../__generated__/types';

/** Words for the roles a request names. */
export const ROLE_WORDS: Record<Role, string> = { USER: 'User', STAFF: 'Staff', ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin' };
/** The roles one may ask for and be granted (every role but the base one). */
export const GRANTABLE: readonly Role[] = ['STAFF', 'ADMIN', 'SUPER_ADMIN'];
export const REASON_MAX = 1000;

/**
 * Ask for the access the page the member was turned away from needs: the server picks the lowest
 * role that opens it (issue #58 item 2). The answer becomes the member's latest request.
 */
export function useAskForAccess() {
  const [run, state] = useAskForAccessMutation();
  const ask = (reason: string, page: string) =>
    run({
      variables: { input: { kind: 'ADMIN', page, reason: reason.trim() || undefined } },
      update(cache, { data }) {
        const request = data?.requestAccess.request;
        if (request) cache.writeQuery<MyAccessRequestQuery>({ query: MyAccessRequestDocument, data: { myAccessRequest: request } });
      },
    });
  return [ask, state] as const;
}

/** The member dismisses the outcome notice. */
export function useDismissAccessOutcome() {
  const [run, state] = useDismissAccessRequestOutcomeMutation({
    update(cache) {
      cache.updateQuery<MyAccessRequestQuery>({ query: MyAccessRequestDocument }, (prev) =>
        prev?.myAccessRequest ? { myAccessRequest: { ...prev.myAccessRequest, outcomeSeen: true } } : prev,
      );
    },
  });
  return [() => run(), state] as const;
}

/**
 * Super admins decide a request; the queue lists refetch (the request leaves Pending), and the
 * answer carries the member's roles so the admin screen shows the new role at once.
 */
export function useDecideAccessRequest() {
  const refetchQueries = ['AccessRequestQueue'];
  const [grantRun, grantState] = useGrantAccessRequestMutation({ refetchQueries });
  const [declineRun, declineState] = useDeclineAccessRequestMutation({ refetchQueries });
  const grant = (id: string, role: Role, note: string) => grantRun({ variables: { id, role, note: note.trim() || undefined } });
  const decline = (id: string, note: string) => declineRun({ variables: { id, note: note.trim() || undefined } });
  return { grant, decline, busy: grantState.loading || declineState.loading };
}
