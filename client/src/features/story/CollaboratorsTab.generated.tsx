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
export type CollaboratorRow_CollaboratorFragment = { storyId: string, userId: string, displayName: string, role: Types.StoryRole };

export type PendingInvite_InviteFragment = { id: string, inviteeEmail: string | null, role: Types.StoryRole, status: Types.InviteStatus, createdAt: string, expiresAt: string };

export type JoinRequestRow_RequestFragment = { id: string, requesterDisplayName: string, requesterEmail: string | null, createdAt: string, message: string | null, status: Types.JoinRequestStatus };

export type StoryCollaboratorsQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryCollaboratorsQuery = { story: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: Types.StoryRole }> }, storyInvites: Array<{ id: string, inviteeEmail: string | null, role: Types.StoryRole, status: Types.InviteStatus, createdAt: string, expiresAt: string }>, storyJoinRequests: Array<{ id: string, requesterDisplayName: string, requesterEmail: string | null, createdAt: string, message: string | null, status: Types.JoinRequestStatus }> };

export type InviteCollaboratorMutationVariables = Exact<{
  storyId: unknown;
  input: Types.InviteCollaboratorInput;
}>;


export type InviteCollaboratorMutation = { inviteCollaborator: { id: string, inviteeEmail: string | null, role: Types.StoryRole, status: Types.InviteStatus, createdAt: string, expiresAt: string } };

export type UpdateCollaboratorRoleMutationVariables = Exact<{
  storyId: unknown;
  userId: unknown;
  role: Types.InviteRole;
}>;


export type UpdateCollaboratorRoleMutation = { updateCollaboratorRole: { storyId: string, userId: string, displayName: string, role: Types.StoryRole } };

export type RemoveCollaboratorMutationVariables = Exact<{
  storyId: unknown;
  userId: unknown;
}>;


export type RemoveCollaboratorMutation = { removeCollaborator: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: Types.StoryRole }> } };

export type DecideJoinRequestMutationVariables = Exact<{
  requestId: unknown;
  status: Types.JoinRequestDecision;
}>;


export type DecideJoinRequestMutation = { decideJoinRequest: { id: string, status: Types.JoinRequestStatus, story: { id: string, collaborators: Array<{ storyId: string, userId: string, displayName: string, role: Types.StoryRole }> } | null } };

export const CollaboratorRow_CollaboratorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;
export const PendingInvite_InviteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;
export const JoinRequestRow_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requesterDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;
export const StoryCollaboratorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryCollaborators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvite_invite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JoinRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requesterDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryCollaboratorsQuery__
 *
 * To run a query within a React component, call `useStoryCollaboratorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryCollaboratorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryCollaboratorsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryCollaboratorsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables> & ({ variables: StoryCollaboratorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
      }
export function useStoryCollaboratorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
        }
// @ts-ignore
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>;
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryCollaboratorsQuery | undefined, StoryCollaboratorsQueryVariables>;
export function useStoryCollaboratorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>(StoryCollaboratorsDocument, options);
        }
export type StoryCollaboratorsQueryHookResult = ReturnType<typeof useStoryCollaboratorsQuery>;
export type StoryCollaboratorsLazyQueryHookResult = ReturnType<typeof useStoryCollaboratorsLazyQuery>;
export type StoryCollaboratorsSuspenseQueryHookResult = ReturnType<typeof useStoryCollaboratorsSuspenseQuery>;
export type StoryCollaboratorsQueryResult = ApolloReactCommon.QueryResult<StoryCollaboratorsQuery, StoryCollaboratorsQueryVariables>;
export const InviteCollaboratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteCollaborator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteCollaboratorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteCollaborator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingInvite_invite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingInvite_invite"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteCollaboratorMutation__
 *
 * To run a mutation, you first call `useInviteCollaboratorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteCollaboratorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteCollaboratorMutation, { data, loading, error }] = useInviteCollaboratorMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useInviteCollaboratorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InviteCollaboratorMutation, InviteCollaboratorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InviteCollaboratorMutation, InviteCollaboratorMutationVariables>(InviteCollaboratorDocument, options);
      }
export type InviteCollaboratorMutationHookResult = ReturnType<typeof useInviteCollaboratorMutation>;
export type InviteCollaboratorMutationResult = ApolloReactCommon.MutationResult<InviteCollaboratorMutation>;
export const UpdateCollaboratorRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCollaboratorRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCollaboratorRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateCollaboratorRoleMutation__
 *
 * To run a mutation, you first call `useUpdateCollaboratorRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCollaboratorRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCollaboratorRoleMutation, { data, loading, error }] = useUpdateCollaboratorRoleMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useUpdateCollaboratorRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateCollaboratorRoleMutation, UpdateCollaboratorRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateCollaboratorRoleMutation, UpdateCollaboratorRoleMutationVariables>(UpdateCollaboratorRoleDocument, options);
      }
export type UpdateCollaboratorRoleMutationHookResult = ReturnType<typeof useUpdateCollaboratorRoleMutation>;
export type UpdateCollaboratorRoleMutationResult = ApolloReactCommon.MutationResult<UpdateCollaboratorRoleMutation>;
export const RemoveCollaboratorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCollaborator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCollaborator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveCollaboratorMutation__
 *
 * To run a mutation, you first call `useRemoveCollaboratorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCollaboratorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCollaboratorMutation, { data, loading, error }] = useRemoveCollaboratorMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useRemoveCollaboratorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>(RemoveCollaboratorDocument, options);
      }
export type RemoveCollaboratorMutationHookResult = ReturnType<typeof useRemoveCollaboratorMutation>;
export type RemoveCollaboratorMutationResult = ApolloReactCommon.MutationResult<RemoveCollaboratorMutation>;
export const DecideJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinRequestDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collaborators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollaboratorRow_collaborator"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollaboratorRow_collaborator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collaborator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideJoinRequestMutation__
 *
 * To run a mutation, you first call `useDecideJoinRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideJoinRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideJoinRequestMutation, { data, loading, error }] = useDecideJoinRequestMutation({
 *   variables: {
 *      requestId: // value for 'requestId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useDecideJoinRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideJoinRequestMutation, DecideJoinRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideJoinRequestMutation, DecideJoinRequestMutationVariables>(DecideJoinRequestDocument, options);
      }
export type DecideJoinRequestMutationHookResult = ReturnType<typeof useDecideJoinRequestMutation>;
export type DecideJoinRequestMutationResult = ApolloReactCommon.MutationResult<DecideJoinRequestMutation>;