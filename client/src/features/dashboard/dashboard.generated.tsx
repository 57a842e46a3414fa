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
export type DashboardKeyVotesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardKeyVotesQuery = { keyVotes: Array<{ id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: Types.OrganizationPosition, outcome: string, likes: number, hasLiked: boolean, campaign: { id: string, status: Types.CampaignStatus } | null }> };

export type FollowedStory_StoryFragment = { id: string, title: string, visibility: Types.StoryVisibility, isFollowing: boolean, newArticlesCount: number, lastVisitedAt: string | null, articlesCount: number, latestArticles: Array<{ storyId: string, articleId: string, addedAt: string, isNew: boolean, article: { id: string, title: string, publication: string | null } }> };

export type DashboardFollowedStoriesQueryVariables = Exact<{
  limit?: number;
}>;


export type DashboardFollowedStoriesQuery = { followedStories: Array<{ id: string, title: string, visibility: Types.StoryVisibility, isFollowing: boolean, newArticlesCount: number, lastVisitedAt: string | null, articlesCount: number, latestArticles: Array<{ storyId: string, articleId: string, addedAt: string, isNew: boolean, article: { id: string, title: string, publication: string | null } }> }> };

export const FollowedStory_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowedStory_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}}]}}]}}]}}]} as unknown as DocumentNode;
export const DashboardKeyVotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKeyVotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TakeActionChip_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TakeActionChip_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardKeyVotesQuery__
 *
 * To run a query within a React component, call `useDashboardKeyVotesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardKeyVotesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardKeyVotesQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardKeyVotesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
      }
export function useDashboardKeyVotesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
        }
// @ts-ignore
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>;
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardKeyVotesQuery | undefined, DashboardKeyVotesQueryVariables>;
export function useDashboardKeyVotesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>(DashboardKeyVotesDocument, options);
        }
export type DashboardKeyVotesQueryHookResult = ReturnType<typeof useDashboardKeyVotesQuery>;
export type DashboardKeyVotesLazyQueryHookResult = ReturnType<typeof useDashboardKeyVotesLazyQuery>;
export type DashboardKeyVotesSuspenseQueryHookResult = ReturnType<typeof useDashboardKeyVotesSuspenseQuery>;
export type DashboardKeyVotesQueryResult = ApolloReactCommon.QueryResult<DashboardKeyVotesQuery, DashboardKeyVotesQueryVariables>;
export const DashboardFollowedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFollowedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followedStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowedStory_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowedStory_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"newArticlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastVisitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardFollowedStoriesQuery__
 *
 * To run a query within a React component, call `useDashboardFollowedStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardFollowedStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardFollowedStoriesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDashboardFollowedStoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
      }
export function useDashboardFollowedStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
        }
// @ts-ignore
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>;
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardFollowedStoriesQuery | undefined, DashboardFollowedStoriesQueryVariables>;
export function useDashboardFollowedStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>(DashboardFollowedStoriesDocument, options);
        }
export type DashboardFollowedStoriesQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesQuery>;
export type DashboardFollowedStoriesLazyQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesLazyQuery>;
export type DashboardFollowedStoriesSuspenseQueryHookResult = ReturnType<typeof useDashboardFollowedStoriesSuspenseQuery>;
export type DashboardFollowedStoriesQueryResult = ApolloReactCommon.QueryResult<DashboardFollowedStoriesQuery, DashboardFollowedStoriesQueryVariables>;