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
export type StoriesListQueryVariables = Exact<{
  visibility?: Types.StoryVisibility | null | undefined;
  following?: boolean | null | undefined;
  search?: string | null | undefined;
}>;


export type StoriesListQuery = { stories: Array<{ id: string, title: string, description: string, createdAt: string, visibility: Types.StoryVisibility, isEditorApproved: boolean, tags: Array<string>, articlesCount: number, followerCount: number, isFollowing: boolean, firstArticleDate: string | null, lastArticleDate: string | null, cardImages: Array<{ src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null }> }> };


export const StoriesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoriesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryVisibility"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"following"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}},{"kind":"Argument","name":{"kind":"Name","value":"following"},"value":{"kind":"Variable","name":{"kind":"Name","value":"following"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isEditorApproved"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoriesListQuery__
 *
 * To run a query within a React component, call `useStoriesListQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoriesListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoriesListQuery({
 *   variables: {
 *      visibility: // value for 'visibility'
 *      following: // value for 'following'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useStoriesListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
      }
export function useStoriesListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
        }
// @ts-ignore
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoriesListQuery, StoriesListQueryVariables>;
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoriesListQuery | undefined, StoriesListQueryVariables>;
export function useStoriesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoriesListQuery, StoriesListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoriesListQuery, StoriesListQueryVariables>(StoriesListDocument, options);
        }
export type StoriesListQueryHookResult = ReturnType<typeof useStoriesListQuery>;
export type StoriesListLazyQueryHookResult = ReturnType<typeof useStoriesListLazyQuery>;
export type StoriesListSuspenseQueryHookResult = ReturnType<typeof useStoriesListSuspenseQuery>;
export type StoriesListQueryResult = ApolloReactCommon.QueryResult<StoriesListQuery, StoriesListQueryVariables>;