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
export type ProposalRow_ProposalFragment = { id: string, title: string | null, description: string | null, status: Types.ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Types.Vote | null };

export type StoryProposalsQueryVariables = Exact<{
  id: unknown;
}>;


export type StoryProposalsQuery = { story: { id: string, title: string, description: string, proposals: Array<{ id: string, title: string | null, description: string | null, status: Types.ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Types.Vote | null }> } };

export type CreateProposalMutationVariables = Exact<{
  storyId: unknown;
  input: Types.CreateProposalInput;
}>;


export type CreateProposalMutation = { createProposal: { id: string, title: string | null, description: string | null, status: Types.ProposalStatus, proposerDisplayName: string, createdAt: string, votesUp: number, votesDown: number, userVote: Types.Vote | null } };

export type VoteOnProposalMutationVariables = Exact<{
  storyId: unknown;
  proposalId: unknown;
  vote: Types.Vote;
}>;


export type VoteOnProposalMutation = { voteOnProposal: { id: string, votesUp: number, votesDown: number, userVote: Types.Vote | null, status: Types.ProposalStatus } };

export type DecideProposalMutationVariables = Exact<{
  storyId: unknown;
  proposalId: unknown;
  status: Types.ProposalDecision;
}>;


export type DecideProposalMutation = { decideProposal: { id: string, status: Types.ProposalStatus, story: { id: string, title: string, description: string, updatedAt: string } | null } };

export const ProposalRow_ProposalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;
export const StoryProposalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryProposals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"proposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalRow_proposal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useStoryProposalsQuery__
 *
 * To run a query within a React component, call `useStoryProposalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStoryProposalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStoryProposalsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStoryProposalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables> & ({ variables: StoryProposalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
      }
export function useStoryProposalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
        }
// @ts-ignore
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryProposalsQuery, StoryProposalsQueryVariables>;
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StoryProposalsQuery | undefined, StoryProposalsQueryVariables>;
export function useStoryProposalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StoryProposalsQuery, StoryProposalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StoryProposalsQuery, StoryProposalsQueryVariables>(StoryProposalsDocument, options);
        }
export type StoryProposalsQueryHookResult = ReturnType<typeof useStoryProposalsQuery>;
export type StoryProposalsLazyQueryHookResult = ReturnType<typeof useStoryProposalsLazyQuery>;
export type StoryProposalsSuspenseQueryHookResult = ReturnType<typeof useStoryProposalsSuspenseQuery>;
export type StoryProposalsQueryResult = ApolloReactCommon.QueryResult<StoryProposalsQuery, StoryProposalsQueryVariables>;
export const CreateProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposalRow_proposal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposalRow_proposal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Proposal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proposerDisplayName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProposalMutation__
 *
 * To run a mutation, you first call `useCreateProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProposalMutation, { data, loading, error }] = useCreateProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProposalMutation, CreateProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProposalMutation, CreateProposalMutationVariables>(CreateProposalDocument, options);
      }
export type CreateProposalMutationHookResult = ReturnType<typeof useCreateProposalMutation>;
export type CreateProposalMutationResult = ApolloReactCommon.MutationResult<CreateProposalMutation>;
export const VoteOnProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoteOnProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Vote"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voteOnProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"votesUp"}},{"kind":"Field","name":{"kind":"Name","value":"votesDown"}},{"kind":"Field","name":{"kind":"Name","value":"userVote"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVoteOnProposalMutation__
 *
 * To run a mutation, you first call `useVoteOnProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVoteOnProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [voteOnProposalMutation, { data, loading, error }] = useVoteOnProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      proposalId: // value for 'proposalId'
 *      vote: // value for 'vote'
 *   },
 * });
 */
export function useVoteOnProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VoteOnProposalMutation, VoteOnProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VoteOnProposalMutation, VoteOnProposalMutationVariables>(VoteOnProposalDocument, options);
      }
export type VoteOnProposalMutationHookResult = ReturnType<typeof useVoteOnProposalMutation>;
export type VoteOnProposalMutationResult = ApolloReactCommon.MutationResult<VoteOnProposalMutation>;
export const DecideProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposalDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposalId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideProposalMutation__
 *
 * To run a mutation, you first call `useDecideProposalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideProposalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideProposalMutation, { data, loading, error }] = useDecideProposalMutation({
 *   variables: {
 *      storyId: // value for 'storyId'
 *      proposalId: // value for 'proposalId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useDecideProposalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideProposalMutation, DecideProposalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideProposalMutation, DecideProposalMutationVariables>(DecideProposalDocument, options);
      }
export type DecideProposalMutationHookResult = ReturnType<typeof useDecideProposalMutation>;
export type DecideProposalMutationResult = ApolloReactCommon.MutationResult<DecideProposalMutation>;