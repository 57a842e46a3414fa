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
export type PopularStoriesQueryVariables = Exact<{
  limit: number;
}>;


export type PopularStoriesQuery = { featuredStories: Array<{ id: string, title: string, description: string, firstArticleDate: string | null, lastArticleDate: string | null, articlesCount: number, followerCount: number, isEditorApproved: boolean }> };

export type FeaturedStoryCard_StoryFragment = { id: string, title: string, description: string, firstArticleDate: string | null, lastArticleDate: string | null, articlesCount: number, followerCount: number, isEditorApproved: boolean };

export const FeaturedStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}}]}}]} as unknown as DocumentNode;
export const PopularStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeaturedStoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}}]}}]} as unknown as DocumentNode;

/**
 * __usePopularStoriesQuery__
 *
 * To run a query within a React component, call `usePopularStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePopularStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePopularStoriesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function usePopularStoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables> & ({ variables: PopularStoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
      }
export function usePopularStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
        }
// @ts-ignore
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PopularStoriesQuery, PopularStoriesQueryVariables>;
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PopularStoriesQuery | undefined, PopularStoriesQueryVariables>;
export function usePopularStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PopularStoriesQuery, PopularStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PopularStoriesQuery, PopularStoriesQueryVariables>(PopularStoriesDocument, options);
        }
export type PopularStoriesQueryHookResult = ReturnType<typeof usePopularStoriesQuery>;
export type PopularStoriesLazyQueryHookResult = ReturnType<typeof usePopularStoriesLazyQuery>;
export type PopularStoriesSuspenseQueryHookResult = ReturnType<typeof usePopularStoriesSuspenseQuery>;
export type PopularStoriesQueryResult = ApolloReactCommon.QueryResult<PopularStoriesQuery, PopularStoriesQueryVariables>;