import { useRequestAccessMutation, type RequestAccessMutationVariables } from './admin.generated';

type Kind = RequestAccessMutationVariables['input']['kind'];

/** Asks the administrators for admin access for oneself (SPEC §6: any signed-in user). */
export function useRequestAccess() {
  const [run, state] = useRequestAccessMutation();
  const request = (reason?: string) => run({ variables: { input: { kind: 'ADMIN' as unknown as Kind, reason } } });
  return [request, state] as const;
}
