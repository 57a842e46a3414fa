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
export type StoryHeader_StoryFragment = { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: Types.StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: Types.StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } };

export type StoryPageQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryPageQuery = { story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: Types.StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: Types.StoryRole, proposals: Array<{ id: string, status: Types.ProposalStatus }>, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } };

export type FollowStoryMutationVariables = Exact<{
  id: unknown;
}>;


export type FollowStoryMutation = { followStory: { id: string, isFollowing: boolean, followerCount: number } };

export type UnfollowStoryMutationVariables = Exact<{
  id: unknown;
}>;


export type UnfollowStoryMutation = { unfollowStory: { id: string, isFollowing: boolean, followerCount: number } };

export type MarkStoryVisitedMutationVariables = Exact<{
  id: unknown;
}>;


export type MarkStoryVisitedMutation = { markStoryVisited: { id: string, newArticlesCount: number, lastVisitedAt: string | null, latestArticles: Array<{ storyId: string, articleId: string, isNew: boolean }> } };

export const StoryHeader_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;
export const StoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryPageQuery__
 *
 * To run a query within a React component, call `useStoryPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryPageQuery, StoryPageQueryVariables> & ({ variables: StoryPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
      }
export function useStoryPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
        }
// @ts-ignore
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryPageQuery, StoryPageQueryVariables>;
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryPageQuery | undefined, StoryPageQueryVariables>;
export function useStoryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryPageQuery, StoryPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryPageQuery, StoryPageQueryVariables>(StoryPageDocument, options);
        }
export type StoryPageQueryHookResult = ReturnType<typeof useStoryPageQuery>;
export type StoryPageLazyQueryHookResult = ReturnType<typeof useStoryPageLazyQuery>;
export type StoryPageSuspenseQueryHookResult = ReturnType<typeof useStoryPageSuspenseQuery>;
export type StoryPageQueryResult = ApolloReactCommon.QueryResult<StoryPageQuery, StoryPageQueryVariables>;
export const FollowStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFollowStoryMutation__
 *
 * To run a mutation, you first call `useFollowStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFollowStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [followStoryMutation, { data, loading, error }] = useFollowStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useFollowStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FollowStoryMutation, FollowStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FollowStoryMutation, FollowStoryMutationVariables>(FollowStoryDocument, options);
      }
export type FollowStoryMutationHookResult = ReturnType<typeof useFollowStoryMutation>;
export type FollowStoryMutationResult = ApolloReactCommon.MutationResult<FollowStoryMutation>;
export const UnfollowStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnfollowStoryMutation__
 *
 * To run a mutation, you first call `useUnfollowStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnfollowStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unfollowStoryMutation, { data, loading, error }] = useUnfollowStoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnfollowStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnfollowStoryMutation, UnfollowStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnfollowStoryMutation, UnfollowStoryMutationVariables>(UnfollowStoryDocument, options);
      }
export type UnfollowStoryMutationHookResult = ReturnType<typeof useUnfollowStoryMutation>;
export type UnfollowStoryMutationResult = ApolloReactCommon.MutationResult<UnfollowStoryMutation>;
export const MarkStoryVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkStoryVisited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markStoryVisited"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMarkStoryVisitedMutation__
 *
 * To run a mutation, you first call `useMarkStoryVisitedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkStoryVisitedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markStoryVisitedMutation, { data, loading, error }] = useMarkStoryVisitedMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMarkStoryVisitedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MarkStoryVisitedMutation, MarkStoryVisitedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MarkStoryVisitedMutation, MarkStoryVisitedMutationVariables>(MarkStoryVisitedDocument, options);
      }
export type MarkStoryVisitedMutationHookResult = ReturnType<typeof useMarkStoryVisitedMutation>;
export type MarkStoryVisitedMutationResult = ApolloReactCommon.MutationResult<MarkStoryVisitedMutation>;