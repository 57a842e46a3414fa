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
export type CommentaryItem_CommentaryFragment = { id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: Types.CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Types.Vote | null, reportedByViewer: boolean, viewerCan: { edit: boolean, delete: boolean, report: boolean } };

export type ArticleCommentariesQueryVariables = Exact<{
  articleId: unknown;
  includePrivate: boolean;
  after?: string | null | undefined;
}>;


export type ArticleCommentariesQuery = { commentaries: { totalCount: number, nextCursor: string | null, items: Array<{ id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: Types.CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Types.Vote | null, reportedByViewer: boolean, viewerCan: { edit: boolean, delete: boolean, report: boolean } }> } };

export type KeyVoteCommentariesQueryVariables = Exact<{
  keyVoteId: unknown;
  includePrivate: boolean;
  after?: string | null | undefined;
}>;


export type KeyVoteCommentariesQuery = { commentaries: { totalCount: number, nextCursor: string | null, items: Array<{ id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: Types.CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Types.Vote | null, reportedByViewer: boolean, viewerCan: { edit: boolean, delete: boolean, report: boolean } }> } };

export type AddCommentaryMutationVariables = Exact<{
  input: Types.CreateCommentaryInput;
}>;


export type AddCommentaryMutation = { addCommentary: { id: string, articleId: string | null, keyVoteId: string | null, content: string, commentaryType: Types.CommentaryType, isPublic: boolean, displayName: string, isOwn: boolean, createdAt: string, votesUp: number, votesDown: number, score: number, userVote: Types.Vote | null, reportedByViewer: boolean, viewerCan: { edit: boolean, delete: boolean, report: boolean } } };

export type VoteCommentaryMutationVariables = Exact<{
  id: unknown;
  vote?: Types.Vote | null | undefined;
}>;


export type VoteCommentaryMutation = { voteCommentary: { id: string, votesUp: number, votesDown: number, score: number, userVote: Types.Vote | null } };

export const CommentaryItem_CommentaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportedByViewer"}}]}}]} as unknown as DocumentNode;
export const ArticleCommentariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleCommentaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"VOTES"}},{"kind":"Argument","name":{"kind":"Name","value":"includePrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useArticleCommentariesQuery__
 *
 * To run a query within a React component, call `useArticleCommentariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleCommentariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleCommentariesQuery({
 *   variables: {
 *      articleId: // value for 'articleId'
 *      includePrivate: // value for 'includePrivate'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useArticleCommentariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables> & ({ variables: ArticleCommentariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
      }
export function useArticleCommentariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
        }
// @ts-ignore
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>;
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleCommentariesQuery | undefined, ArticleCommentariesQueryVariables>;
export function useArticleCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>(ArticleCommentariesDocument, options);
        }
export type ArticleCommentariesQueryHookResult = ReturnType<typeof useArticleCommentariesQuery>;
export type ArticleCommentariesLazyQueryHookResult = ReturnType<typeof useArticleCommentariesLazyQuery>;
export type ArticleCommentariesSuspenseQueryHookResult = ReturnType<typeof useArticleCommentariesSuspenseQuery>;
export type ArticleCommentariesQueryResult = ApolloReactCommon.QueryResult<ArticleCommentariesQuery, ArticleCommentariesQueryVariables>;
export const KeyVoteCommentariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVoteCommentaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyVoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyVoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyVoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"VOTES"}},{"kind":"Argument","name":{"kind":"Name","value":"includePrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includePrivate"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteCommentariesQuery__
 *
 * To run a query within a React component, call `useKeyVoteCommentariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteCommentariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVoteCommentariesQuery({
 *   variables: {
 *      keyVoteId: // value for 'keyVoteId'
 *      includePrivate: // value for 'includePrivate'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useKeyVoteCommentariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables> & ({ variables: KeyVoteCommentariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
      }
export function useKeyVoteCommentariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
        }
// @ts-ignore
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>;
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVoteCommentariesQuery | undefined, KeyVoteCommentariesQueryVariables>;
export function useKeyVoteCommentariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>(KeyVoteCommentariesDocument, options);
        }
export type KeyVoteCommentariesQueryHookResult = ReturnType<typeof useKeyVoteCommentariesQuery>;
export type KeyVoteCommentariesLazyQueryHookResult = ReturnType<typeof useKeyVoteCommentariesLazyQuery>;
export type KeyVoteCommentariesSuspenseQueryHookResult = ReturnType<typeof useKeyVoteCommentariesSuspenseQuery>;
export type KeyVoteCommentariesQueryResult = ApolloReactCommon.QueryResult<KeyVoteCommentariesQuery, KeyVoteCommentariesQueryVariables>;
export const AddCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommentaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentaryItem_commentary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentaryItem_commentary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Commentary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"commentaryType"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwn"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportedByViewer"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddCommentaryMutation__
 *
 * To run a mutation, you first call `useAddCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addCommentaryMutation, { data, loading, error }] = useAddCommentaryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddCommentaryMutation, AddCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddCommentaryMutation, AddCommentaryMutationVariables>(AddCommentaryDocument, options);
      }
export type AddCommentaryMutationHookResult = ReturnType<typeof useAddCommentaryMutation>;
export type AddCommentaryMutationResult = ApolloReactCommon.MutationResult<AddCommentaryMutation>;
export const VoteCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voteCommentary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"vote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVoteCommentaryMutation__
 *
 * To run a mutation, you first call `useVoteCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVoteCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [voteCommentaryMutation, { data, loading, error }] = useVoteCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      vote: // value for 'vote'
 *   },
 * });
 */
export function useVoteCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VoteCommentaryMutation, VoteCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VoteCommentaryMutation, VoteCommentaryMutationVariables>(VoteCommentaryDocument, options);
      }
export type VoteCommentaryMutationHookResult = ReturnType<typeof useVoteCommentaryMutation>;
export type VoteCommentaryMutationResult = ApolloReactCommon.MutationResult<VoteCommentaryMutation>;