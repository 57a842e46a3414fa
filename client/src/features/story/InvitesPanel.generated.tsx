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
export type InviteRow_InviteFragment = { id: string, storyId: string, storyTitle: string, role: Types.StoryRole, status: Types.InviteStatus, createdAt: string, expiresAt: string, invitedBy: { id: string, displayName: string } | null };

export type MyStoryInvitesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoryInvitesQuery = { myInvites: Array<{ id: string, storyId: string, storyTitle: string, role: Types.StoryRole, status: Types.InviteStatus, createdAt: string, expiresAt: string, invitedBy: { id: string, displayName: string } | null }> };

export type RespondToInviteMutationVariables = Exact<{
  inviteId: unknown;
  status: Types.InviteResponse;
}>;


export type RespondToInviteMutation = { respondToInvite: { id: string, status: Types.InviteStatus, story: { id: string, title: string, description: string, tags: Array<string>, createdAt: string, visibility: Types.StoryVisibility, isGlobal: boolean, openToJoin: boolean, requiresApproval: boolean, isFollowing: boolean, followerCount: number, articlesCount: number, userRole: Types.StoryRole, owner: { id: string, displayName: string } | null, viewerCan: { edit: boolean, manageCollaborators: boolean, changeSettings: boolean, addArticles: boolean, editTimeline: boolean, moderate: boolean, propose: boolean, vote: boolean, decideProposals: boolean, follow: boolean, requestToJoin: boolean } } | null } };

export const InviteRow_InviteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"storyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;
export const MyStoryInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStoryInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow_invite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"storyTitle"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyStoryInvitesQuery__
 *
 * To run a query within a React component, call `useMyStoryInvitesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyStoryInvitesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyStoryInvitesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyStoryInvitesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
      }
export function useMyStoryInvitesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
        }
// @ts-ignore
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>;
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoryInvitesQuery | undefined, MyStoryInvitesQueryVariables>;
export function useMyStoryInvitesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>(MyStoryInvitesDocument, options);
        }
export type MyStoryInvitesQueryHookResult = ReturnType<typeof useMyStoryInvitesQuery>;
export type MyStoryInvitesLazyQueryHookResult = ReturnType<typeof useMyStoryInvitesLazyQuery>;
export type MyStoryInvitesSuspenseQueryHookResult = ReturnType<typeof useMyStoryInvitesSuspenseQuery>;
export type MyStoryInvitesQueryResult = ApolloReactCommon.QueryResult<MyStoryInvitesQuery, MyStoryInvitesQueryVariables>;
export const RespondToInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteResponse"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inviteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryHeader_story"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryHeader_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"openToJoin"}},{"kind":"Field","name":{"kind":"Name","value":"requiresApproval"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowing"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"articlesCount"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"manageCollaborators"}},{"kind":"Field","name":{"kind":"Name","value":"changeSettings"}},{"kind":"Field","name":{"kind":"Name","value":"addArticles"}},{"kind":"Field","name":{"kind":"Name","value":"editTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"propose"}},{"kind":"Field","name":{"kind":"Name","value":"vote"}},{"kind":"Field","name":{"kind":"Name","value":"decideProposals"}},{"kind":"Field","name":{"kind":"Name","value":"follow"}},{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRespondToInviteMutation__
 *
 * To run a mutation, you first call `useRespondToInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRespondToInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [respondToInviteMutation, { data, loading, error }] = useRespondToInviteMutation({
 *   variables: {
 *      inviteId: // value for 'inviteId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useRespondToInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RespondToInviteMutation, RespondToInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RespondToInviteMutation, RespondToInviteMutationVariables>(RespondToInviteDocument, options);
      }
export type RespondToInviteMutationHookResult = ReturnType<typeof useRespondToInviteMutation>;
export type RespondToInviteMutationResult = ApolloReactCommon.MutationResult<RespondToInviteMutation>;