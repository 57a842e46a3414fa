// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AccessRequestStatus_RequestFragment = { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean };

export type MyAccessRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccessRequestQuery = { myAccessRequest: { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean } | null };

export type AskForAccessMutationVariables = Exact<{
  input: Types.RequestAccessInput;
}>;


export type AskForAccessMutation = { requestAccess: { requestId: string, message: string, request: { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean } } };

export type DismissAccessRequestOutcomeMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissAccessRequestOutcomeMutation = { markAccessRequestSeen: number };

export type AccessRequestRow_RequestFragment = { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Types.Role> | null } | null, decidedBy: { id: string, email: string | null } | null };

export type AccessRequestQueueQueryVariables = Exact<{
  status: Types.AccessRequestStatus;
  limit: number;
  offset: number;
}>;


export type AccessRequestQueueQuery = { accessRequests: { total: number, items: Array<{ id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Types.Role> | null } | null, decidedBy: { id: string, email: string | null } | null }> } | null };

export type GrantAccessRequestMutationVariables = Exact<{
  id: unknown;
  role?: Types.Role | null | undefined;
  note?: string | null | undefined;
}>;


export type GrantAccessRequestMutation = { grantAccessRequest: { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Types.Role> | null } | null, decidedBy: { id: string, email: string | null } | null } | null };

export type DeclineAccessRequestMutationVariables = Exact<{
  id: unknown;
  note?: string | null | undefined;
}>;


export type DeclineAccessRequestMutation = { declineAccessRequest: { id: string, kind: Types.AccessRequestKind, requestedRole: Types.Role, page: string | null, reason: string | null, status: Types.AccessRequestStatus, grantedRole: Types.Role | null, decisionNote: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, member: { id: string, email: string | null, displayName: string, createdAt: string, roles: Array<Types.Role> | null } | null, decidedBy: { id: string, email: string | null } | null } | null };

export const AccessRequestStatus_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;
export const AccessRequestRow_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;
export const MyAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccessRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAccessRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyAccessRequestQuery__
 *
 * To run a query within a React component, call `useMyAccessRequestQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyAccessRequestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyAccessRequestQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyAccessRequestQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
      }
export function useMyAccessRequestLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
        }
// @ts-ignore
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAccessRequestQuery, MyAccessRequestQueryVariables>;
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAccessRequestQuery | undefined, MyAccessRequestQueryVariables>;
export function useMyAccessRequestSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAccessRequestQuery, MyAccessRequestQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyAccessRequestQuery, MyAccessRequestQueryVariables>(MyAccessRequestDocument, options);
        }
export type MyAccessRequestQueryHookResult = ReturnType<typeof useMyAccessRequestQuery>;
export type MyAccessRequestLazyQueryHookResult = ReturnType<typeof useMyAccessRequestLazyQuery>;
export type MyAccessRequestSuspenseQueryHookResult = ReturnType<typeof useMyAccessRequestSuspenseQuery>;
export type MyAccessRequestQueryResult = ApolloReactCommon.QueryResult<MyAccessRequestQuery, MyAccessRequestQueryVariables>;
export const AskForAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskForAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useAskForAccessMutation__
 *
 * To run a mutation, you first call `useAskForAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAskForAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [askForAccessMutation, { data, loading, error }] = useAskForAccessMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAskForAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AskForAccessMutation, AskForAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AskForAccessMutation, AskForAccessMutationVariables>(AskForAccessDocument, options);
      }
export type AskForAccessMutationHookResult = ReturnType<typeof useAskForAccessMutation>;
export type AskForAccessMutationResult = ApolloReactCommon.MutationResult<AskForAccessMutation>;
export const DismissAccessRequestOutcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissAccessRequestOutcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAccessRequestSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useDismissAccessRequestOutcomeMutation__
 *
 * To run a mutation, you first call `useDismissAccessRequestOutcomeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissAccessRequestOutcomeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissAccessRequestOutcomeMutation, { data, loading, error }] = useDismissAccessRequestOutcomeMutation({
 *   variables: {
 *   },
 * });
 */
export function useDismissAccessRequestOutcomeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissAccessRequestOutcomeMutation, DismissAccessRequestOutcomeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissAccessRequestOutcomeMutation, DismissAccessRequestOutcomeMutationVariables>(DismissAccessRequestOutcomeDocument, options);
      }
export type DismissAccessRequestOutcomeMutationHookResult = ReturnType<typeof useDismissAccessRequestOutcomeMutation>;
export type DismissAccessRequestOutcomeMutationResult = ApolloReactCommon.MutationResult<DismissAccessRequestOutcomeMutation>;
export const AccessRequestQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRequestQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequestStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAccessRequestQueueQuery__
 *
 * To run a query within a React component, call `useAccessRequestQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccessRequestQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccessRequestQueueQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useAccessRequestQueueQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables> & ({ variables: AccessRequestQueueQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
      }
export function useAccessRequestQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
        }
// @ts-ignore
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>;
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccessRequestQueueQuery | undefined, AccessRequestQueueQueryVariables>;
export function useAccessRequestQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>(AccessRequestQueueDocument, options);
        }
export type AccessRequestQueueQueryHookResult = ReturnType<typeof useAccessRequestQueueQuery>;
export type AccessRequestQueueLazyQueryHookResult = ReturnType<typeof useAccessRequestQueueLazyQuery>;
export type AccessRequestQueueSuspenseQueryHookResult = ReturnType<typeof useAccessRequestQueueSuspenseQuery>;
export type AccessRequestQueueQueryResult = ApolloReactCommon.QueryResult<AccessRequestQueueQuery, AccessRequestQueueQueryVariables>;
export const GrantAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGrantAccessRequestMutation__
 *
 * To run a mutation, you first call `useGrantAccessRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGrantAccessRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [grantAccessRequestMutation, { data, loading, error }] = useGrantAccessRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      role: // value for 'role'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useGrantAccessRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<GrantAccessRequestMutation, GrantAccessRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<GrantAccessRequestMutation, GrantAccessRequestMutationVariables>(GrantAccessRequestDocument, options);
      }
export type GrantAccessRequestMutationHookResult = ReturnType<typeof useGrantAccessRequestMutation>;
export type GrantAccessRequestMutationResult = ApolloReactCommon.MutationResult<GrantAccessRequestMutation>;
export const DeclineAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedRole"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestStatus_request"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineAccessRequestMutation__
 *
 * To run a mutation, you first call `useDeclineAccessRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineAccessRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineAccessRequestMutation, { data, loading, error }] = useDeclineAccessRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useDeclineAccessRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>(DeclineAccessRequestDocument, options);
      }
export type DeclineAccessRequestMutationHookResult = ReturnType<typeof useDeclineAccessRequestMutation>;
export type DeclineAccessRequestMutationResult = ApolloReactCommon.MutationResult<DeclineAccessRequestMutation>;