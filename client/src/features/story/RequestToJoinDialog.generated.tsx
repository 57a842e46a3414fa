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
export type RequestToJoinStoryMutationVariables = Exact<{
  storyId: unknown;
  message?: string | null | undefined;
}>;


export type RequestToJoinStoryMutation = { requestToJoinStory: { id: string, status: Types.JoinRequestStatus, story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: Types.StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: Types.StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } | null } };


export const RequestToJoinStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestToJoinStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToJoinStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestToJoinStoryMutation__
 *
 * To run a mutation, you first call `useRequestToJoinStoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestToJoinStoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestToJoinStoryMutation, { data, loading, error }] = useRequestToJoinStoryMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      message: // value for 'message'
 *   },
 * });
 */
export function useRequestToJoinStoryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestToJoinStoryMutation, RequestToJoinStoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestToJoinStoryMutation, RequestToJoinStoryMutationVariables>(RequestToJoinStoryDocument, options);
      }
export type RequestToJoinStoryMutationHookResult = ReturnType<typeof useRequestToJoinStoryMutation>;
export type RequestToJoinStoryMutationResult = ApolloReactCommon.MutationResult<RequestToJoinStoryMutation>;