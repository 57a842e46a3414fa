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
export type VapidPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type VapidPublicKeyQuery = { vapidPublicKey: string };

export type SubscribePushMutationVariables = Exact<{
  input: Types.PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: { id: string, created: boolean } };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };


export const VapidPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VapidPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vapidPublicKey"}}]}}]} as unknown as DocumentNode;

/**
 * __useVapidPublicKeyQuery__
 *
 * To run a query within a React component, call `useVapidPublicKeyQuery` and pass it any options that fit your needs.
 * When your component renders, `useVapidPublicKeyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVapidPublicKeyQuery({
 *   variables: {
 *   },
 * });
 */
export function useVapidPublicKeyQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>(VapidPublicKeyDocument, options);
      }
export function useVapidPublicKeyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>(VapidPublicKeyDocument, options);
        }
// @ts-ignore
export function useVapidPublicKeySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>;
export function useVapidPublicKeySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VapidPublicKeyQuery | undefined, VapidPublicKeyQueryVariables>;
export function useVapidPublicKeySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>(VapidPublicKeyDocument, options);
        }
export type VapidPublicKeyQueryHookResult = ReturnType<typeof useVapidPublicKeyQuery>;
export type VapidPublicKeyLazyQueryHookResult = ReturnType<typeof useVapidPublicKeyLazyQuery>;
export type VapidPublicKeySuspenseQueryHookResult = ReturnType<typeof useVapidPublicKeySuspenseQuery>;
export type VapidPublicKeyQueryResult = ApolloReactCommon.QueryResult<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>;
export const SubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSubscribePushMutation__
 *
 * To run a mutation, you first call `useSubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribePushMutation, { data, loading, error }] = useSubscribePushMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubscribePushMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubscribePushMutation, SubscribePushMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubscribePushMutation, SubscribePushMutationVariables>(SubscribePushDocument, options);
      }
export type SubscribePushMutationHookResult = ReturnType<typeof useSubscribePushMutation>;
export type SubscribePushMutationResult = ApolloReactCommon.MutationResult<SubscribePushMutation>;
export const UnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useUnsubscribePushMutation__
 *
 * To run a mutation, you first call `useUnsubscribePushMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribePushMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unsubscribePushMutation, { data, loading, error }] = useUnsubscribePushMutation({
 *   variables: {
 *      endpoint: // value for 'endpoint'
 *   },
 * });
 */
export function useUnsubscribePushMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnsubscribePushMutation, UnsubscribePushMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnsubscribePushMutation, UnsubscribePushMutationVariables>(UnsubscribePushDocument, options);
      }
export type UnsubscribePushMutationHookResult = ReturnType<typeof useUnsubscribePushMutation>;
export type UnsubscribePushMutationResult = ApolloReactCommon.MutationResult<UnsubscribePushMutation>;