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
export type TipRow_TipFragment = { id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null };

export type SendTipMutationVariables = Exact<{
  input: Types.SubmitTipInput;
}>;


export type SendTipMutation = { submitTip: { status: Types.TipSubmissionStatus, tip: { id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null, article: { id: string, title: string } | null } };

export type MyTipsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTipsQuery = { myTips: Array<{ id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null }> };

export type DismissTipOutcomesMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissTipOutcomesMutation = { markTipOutcomesSeen: number };

export type TipReview_TipFragment = { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null };

export type TipQueueQueryVariables = Exact<{
  status: Types.TipStatus;
  limit: number;
  offset: number;
}>;


export type TipQueueQuery = { pendingTipCount: number | null, tips: Array<{ imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null }> | null };

export type PublishTipMutationVariables = Exact<{
  id: unknown;
}>;


export type PublishTipMutation = { publishTip: { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null };

export type DeclineTipMutationVariables = Exact<{
  id: unknown;
  reason?: string | null | undefined;
}>;


export type DeclineTipMutation = { declineTip: { imageUrl: string | null, publishedAt: string | null, tags: Array<string>, content: string | null, submitterDisplayName: string, id: string, url: string, title: string, publication: string | null, note: string | null, status: Types.TipStatus, declineReason: string | null, createdAt: string, decidedAt: string | null, outcomeSeen: boolean, article: { id: string, title: string } | null } | null };

export const TipRow_TipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;
export const TipReview_TipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;
export const SendTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitTipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendTipMutation__
 *
 * To run a mutation, you first call `useSendTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendTipMutation, { data, loading, error }] = useSendTipMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendTipMutation, SendTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendTipMutation, SendTipMutationVariables>(SendTipDocument, options);
      }
export type SendTipMutationHookResult = ReturnType<typeof useSendTipMutation>;
export type SendTipMutationResult = ApolloReactCommon.MutationResult<SendTipMutation>;
export const MyTipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyTipsQuery__
 *
 * To run a query within a React component, call `useMyTipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTipsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyTipsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
      }
export function useMyTipsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
        }
// @ts-ignore
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTipsQuery, MyTipsQueryVariables>;
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTipsQuery | undefined, MyTipsQueryVariables>;
export function useMyTipsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTipsQuery, MyTipsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTipsQuery, MyTipsQueryVariables>(MyTipsDocument, options);
        }
export type MyTipsQueryHookResult = ReturnType<typeof useMyTipsQuery>;
export type MyTipsLazyQueryHookResult = ReturnType<typeof useMyTipsLazyQuery>;
export type MyTipsSuspenseQueryHookResult = ReturnType<typeof useMyTipsSuspenseQuery>;
export type MyTipsQueryResult = ApolloReactCommon.QueryResult<MyTipsQuery, MyTipsQueryVariables>;
export const DismissTipOutcomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissTipOutcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markTipOutcomesSeen"}}]}}]} as unknown as DocumentNode;

/**
 * __useDismissTipOutcomesMutation__
 *
 * To run a mutation, you first call `useDismissTipOutcomesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissTipOutcomesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissTipOutcomesMutation, { data, loading, error }] = useDismissTipOutcomesMutation({
 *   variables: {
 *   },
 * });
 */
export function useDismissTipOutcomesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissTipOutcomesMutation, DismissTipOutcomesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissTipOutcomesMutation, DismissTipOutcomesMutationVariables>(DismissTipOutcomesDocument, options);
      }
export type DismissTipOutcomesMutationHookResult = ReturnType<typeof useDismissTipOutcomesMutation>;
export type DismissTipOutcomesMutationResult = ApolloReactCommon.MutationResult<DismissTipOutcomesMutation>;
export const TipQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TipQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTipCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __useTipQueueQuery__
 *
 * To run a query within a React component, call `useTipQueueQuery` and pass it any options that fit your needs.
 * When your component renders, `useTipQueueQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTipQueueQuery({
 *   variables: {
 *      status: // value for 'status'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useTipQueueQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TipQueueQuery, TipQueueQueryVariables> & ({ variables: TipQueueQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
      }
export function useTipQueueLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
        }
// @ts-ignore
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TipQueueQuery, TipQueueQueryVariables>;
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TipQueueQuery | undefined, TipQueueQueryVariables>;
export function useTipQueueSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TipQueueQuery, TipQueueQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TipQueueQuery, TipQueueQueryVariables>(TipQueueDocument, options);
        }
export type TipQueueQueryHookResult = ReturnType<typeof useTipQueueQuery>;
export type TipQueueLazyQueryHookResult = ReturnType<typeof useTipQueueLazyQuery>;
export type TipQueueSuspenseQueryHookResult = ReturnType<typeof useTipQueueSuspenseQuery>;
export type TipQueueQueryResult = ApolloReactCommon.QueryResult<TipQueueQuery, TipQueueQueryVariables>;
export const PublishTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishTipMutation__
 *
 * To run a mutation, you first call `usePublishTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishTipMutation, { data, loading, error }] = usePublishTipMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePublishTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishTipMutation, PublishTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishTipMutation, PublishTipMutationVariables>(PublishTipDocument, options);
      }
export type PublishTipMutationHookResult = ReturnType<typeof usePublishTipMutation>;
export type PublishTipMutationResult = ApolloReactCommon.MutationResult<PublishTipMutation>;
export const DeclineTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipReview_tip"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipRow_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeSeen"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipReview_tip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipRow_tip"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"submitterDisplayName"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclineTipMutation__
 *
 * To run a mutation, you first call `useDeclineTipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclineTipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declineTipMutation, { data, loading, error }] = useDeclineTipMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDeclineTipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclineTipMutation, DeclineTipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclineTipMutation, DeclineTipMutationVariables>(DeclineTipDocument, options);
      }
export type DeclineTipMutationHookResult = ReturnType<typeof useDeclineTipMutation>;
export type DeclineTipMutationResult = ApolloReactCommon.MutationResult<DeclineTipMutation>;