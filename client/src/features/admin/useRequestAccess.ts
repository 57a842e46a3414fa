import { useRequestAccessMutation, type RequestAccessMutationVariables } from './admin.generated';

type Kind = RequestAccessMutationVariables['input']['kind'];

/** Asks the administrators for admin access for oneself (SPEC §6: any signed-in user). */
export function useRequestAccess() {
  const [run, state] = useRequestAccessMutation();
  // The Admin Dashboard's own request: the role it needs, Super Admin (the server derives it from the page).
  const request = (reason?: string) => run({ variables: { input: { kind: 'ADMIN' as unknown as Kind, page: '/admin/users', reason } } });
  return [request, state] as const;
}
