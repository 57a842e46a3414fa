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
export type AddArticleChoicesQueryVariables = Exact<{
  storyId: unknown;
}>;


export type AddArticleChoicesQuery = { myArticles: Array<{ id: string, title: string, publication: string | null, inStory: boolean }> };

export type AddArticleToStoryMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
}>;


export type AddArticleToStoryMutation = { addArticleToStory: { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, inStory: boolean, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }, story: { id: string, articlesCount: number, firstArticleDate: string | null, lastArticleDate: string | null } } };

export type AddArticleUrlToStoryMutationVariables = Exact<{
  storyId: unknown;
  url: string;
}>;


export type AddArticleUrlToStoryMutation = { addArticleUrlToStory: { isExisting: boolean, alreadyInStory: boolean, entry: { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, inStory: boolean, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }, story: { id: string, articlesCount: number, firstArticleDate: string | null, lastArticleDate: string | null } } } | null };


export const AddArticleChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddArticleChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"inStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}]}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddArticleChoicesQuery__
 *
 * To run a query within a React component, call `useAddArticleChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAddArticleChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAddArticleChoicesQuery({
 *   variables: {
 *      storyId: // value for 'storyId'
 *   },
 * });
 */
export function useAddArticleChoicesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables> & ({ variables: AddArticleChoicesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
      }
export function useAddArticleChoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
        }
// @ts-ignore
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>;
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AddArticleChoicesQuery | undefined, AddArticleChoicesQueryVariables>;
export function useAddArticleChoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>(AddArticleChoicesDocument, options);
        }
export type AddArticleChoicesQueryHookResult = ReturnType<typeof useAddArticleChoicesQuery>;
export type AddArticleChoicesLazyQueryHookResult = ReturnType<typeof useAddArticleChoicesLazyQuery>;
export type AddArticleChoicesSuspenseQueryHookResult = ReturnType<typeof useAddArticleChoicesSuspenseQuery>;
export type AddArticleChoicesQueryResult = ApolloReactCommon.QueryResult<AddArticleChoicesQuery, AddArticleChoicesQueryVariables>;
export const AddArticleToStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddArticleToStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArticleToStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddArticleToStoryMutation__
 *
 * To run a mutation, you first call `useAddArticleToStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddArticleToStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addArticleToStoryMutation, { data, loading, error }] = useAddArticleToStoryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *   },
 * });
 */
export function useAddArticleToStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddArticleToStoryMutation, AddArticleToStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddArticleToStoryMutation, AddArticleToStoryMutationVariables>(AddArticleToStoryDocument, options);
      }
export type AddArticleToStoryMutationHookResult = ReturnType<typeof useAddArticleToStoryMutation>;
export type AddArticleToStoryMutationResult = ApolloReactCommon.MutationResult<AddArticleToStoryMutation>;
export const AddArticleUrlToStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddArticleUrlToStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArticleUrlToStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isExisting"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyInStory"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstArticleDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastArticleDate"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddArticleUrlToStoryMutation__
 *
 * To run a mutation, you first call `useAddArticleUrlToStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddArticleUrlToStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addArticleUrlToStoryMutation, { data, loading, error }] = useAddArticleUrlToStoryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      url: // value for 'url'
 *   },
 * });
 */
export function useAddArticleUrlToStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddArticleUrlToStoryMutation, AddArticleUrlToStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddArticleUrlToStoryMutation, AddArticleUrlToStoryMutationVariables>(AddArticleUrlToStoryDocument, options);
      }
export type AddArticleUrlToStoryMutationHookResult = ReturnType<typeof useAddArticleUrlToStoryMutation>;
export type AddArticleUrlToStoryMutationResult = ApolloReactCommon.MutationResult<AddArticleUrlToStoryMutation>;