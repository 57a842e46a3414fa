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
export type ModerateDeleteMutationVariables = Exact<{
  type: Types.ContentType;
  id: string;
}>;


export type ModerateDeleteMutation = { deleteContent: string | null };

export type ModerateCommentaryMutationVariables = Exact<{
  id: unknown;
  content: string;
}>;


export type ModerateCommentaryMutation = { updateCommentary: { id: string, content: string, updatedAt: string } | null };

export type ModerateStoryMutationVariables = Exact<{
  id: string;
  input: Types.UpdateContentInput;
}>;


export type ModerateStoryMutation = { updateContent: { id: string, type: Types.ContentType, story: { id: string, title: string, description: string, updatedAt: string } | null } | null };

export type ModerationLogQueryVariables = Exact<{
  contentType?: Types.ModeratedContentType | null | undefined;
  limit: number;
  offset: number;
}>;


export type ModerationLogQuery = { moderationLog: { total: number, items: Array<{ id: string, action: Types.ModerationActionKind, contentType: Types.ModeratedContentType, contentId: string, summary: string, link: string | null, changedFields: Array<string>, createdAt: string, removed: Array<{ what: string, count: number }>, actor: { id: string, email: string | null, displayName: string } | null, author: { id: string, email: string | null, displayName: string } | null }> } | null };


export const ModerateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useModerateDeleteMutation__
 *
 * To run a mutation, you first call `useModerateDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateDeleteMutation, { data, loading, error }] = useModerateDeleteMutation({
 *   variables: {
 *      type: // value for 'type'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useModerateDeleteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateDeleteMutation, ModerateDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateDeleteMutation, ModerateDeleteMutationVariables>(ModerateDeleteDocument, options);
      }
export type ModerateDeleteMutationHookResult = ReturnType<typeof useModerateDeleteMutation>;
export type ModerateDeleteMutationResult = ApolloReactCommon.MutationResult<ModerateDeleteMutation>;
export const ModerateCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerateCommentaryMutation__
 *
 * To run a mutation, you first call `useModerateCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateCommentaryMutation, { data, loading, error }] = useModerateCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      content: // value for 'content'
 *   },
 * });
 */
export function useModerateCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateCommentaryMutation, ModerateCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateCommentaryMutation, ModerateCommentaryMutationVariables>(ModerateCommentaryDocument, options);
      }
export type ModerateCommentaryMutationHookResult = ReturnType<typeof useModerateCommentaryMutation>;
export type ModerateCommentaryMutationResult = ApolloReactCommon.MutationResult<ModerateCommentaryMutation>;
export const ModerateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"STORY"}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerateStoryMutation__
 *
 * To run a mutation, you first call `useModerateStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useModerateStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moderateStoryMutation, { data, loading, error }] = useModerateStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useModerateStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ModerateStoryMutation, ModerateStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ModerateStoryMutation, ModerateStoryMutationVariables>(ModerateStoryDocument, options);
      }
export type ModerateStoryMutationHookResult = ReturnType<typeof useModerateStoryMutation>;
export type ModerateStoryMutationResult = ApolloReactCommon.MutationResult<ModerateStoryMutation>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModeratedContentType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useModerationLogQuery__
 *
 * To run a query within a React component, call `useModerationLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useModerationLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useModerationLogQuery({
 *   variables: {
 *      contentType: // value for 'contentType'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useModerationLogQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables> & ({ variables: ModerationLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
      }
export function useModerationLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
        }
// @ts-ignore
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ModerationLogQuery, ModerationLogQueryVariables>;
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ModerationLogQuery | undefined, ModerationLogQueryVariables>;
export function useModerationLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ModerationLogQuery, ModerationLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ModerationLogQuery, ModerationLogQueryVariables>(ModerationLogDocument, options);
        }
export type ModerationLogQueryHookResult = ReturnType<typeof useModerationLogQuery>;
export type ModerationLogLazyQueryHookResult = ReturnType<typeof useModerationLogLazyQuery>;
export type ModerationLogSuspenseQueryHookResult = ReturnType<typeof useModerationLogSuspenseQuery>;
export type ModerationLogQueryResult = ApolloReactCommon.QueryResult<ModerationLogQuery, ModerationLogQueryVariables>;