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
export type TimelineCard_EntryFragment = { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } };

export type StoryTimelineQueryVariables = Exact<{
  id: unknown;
  order: Types.TimelineOrder;
  after?: string | null | undefined;
}>;


export type StoryTimelineQuery = { story: { id: string, timeline: { totalCount: number, nextCursor: string | null, entries: Array<{ storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> } } };

export type EditTimelineNoteMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
  customNote?: string | null | undefined;
}>;


export type EditTimelineNoteMutation = { updateTimelineEntry: { storyId: string, articleId: string, addedAt: string, customNote: string | null, article: { id: string, title: string, url: string, publication: string | null, publishedAt: string | null, tags: Array<string>, image: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } } };

export type RemoveTimelineEntryMutationVariables = Exact<{
  storyId: unknown;
  articleId: unknown;
}>;


export type RemoveTimelineEntryMutation = { removeTimelineEntry: { id: string, articlesCount: number } };

export const TimelineCard_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const StoryTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimelineOrder"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryTimelineQuery__
 *
 * To run a query within a React component, call `useStoryTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryTimelineQuery({
 *   variables: {
 *      id: // value for 'id'
 *      order: // value for 'order'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useStoryTimelineQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables> & ({ variables: StoryTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
      }
export function useStoryTimelineLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
        }
// @ts-ignore
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryTimelineQuery, StoryTimelineQueryVariables>;
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryTimelineQuery | undefined, StoryTimelineQueryVariables>;
export function useStoryTimelineSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryTimelineQuery, StoryTimelineQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryTimelineQuery, StoryTimelineQueryVariables>(StoryTimelineDocument, options);
        }
export type StoryTimelineQueryHookResult = ReturnType<typeof useStoryTimelineQuery>;
export type StoryTimelineLazyQueryHookResult = ReturnType<typeof useStoryTimelineLazyQuery>;
export type StoryTimelineSuspenseQueryHookResult = ReturnType<typeof useStoryTimelineSuspenseQuery>;
export type StoryTimelineQueryResult = ApolloReactCommon.QueryResult<StoryTimelineQuery, StoryTimelineQueryVariables>;
export const EditTimelineNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTimelineNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"customNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineCard_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoryArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publication"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useEditTimelineNoteMutation__
 *
 * To run a mutation, you first call `useEditTimelineNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditTimelineNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editTimelineNoteMutation, { data, loading, error }] = useEditTimelineNoteMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *      customNote: // value for 'customNote'
 *   },
 * });
 */
export function useEditTimelineNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditTimelineNoteMutation, EditTimelineNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditTimelineNoteMutation, EditTimelineNoteMutationVariables>(EditTimelineNoteDocument, options);
      }
export type EditTimelineNoteMutationHookResult = ReturnType<typeof useEditTimelineNoteMutation>;
export type EditTimelineNoteMutationResult = ApolloReactCommon.MutationResult<EditTimelineNoteMutation>;
export const RemoveTimelineEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTimelineEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTimelineEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveTimelineEntryMutation__
 *
 * To run a mutation, you first call `useRemoveTimelineEntryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveTimelineEntryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeTimelineEntryMutation, { data, loading, error }] = useRemoveTimelineEntryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      articleId: // value for 'articleId'
 *   },
 * });
 */
export function useRemoveTimelineEntryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveTimelineEntryMutation, RemoveTimelineEntryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveTimelineEntryMutation, RemoveTimelineEntryMutationVariables>(RemoveTimelineEntryDocument, options);
      }
export type RemoveTimelineEntryMutationHookResult = ReturnType<typeof useRemoveTimelineEntryMutation>;
export type RemoveTimelineEntryMutationResult = ApolloReactCommon.MutationResult<RemoveTimelineEntryMutation>;