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
export type KeyVoteRow_KeyVoteFragment = { id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: Types.OrganizationPosition, outcome: string, likes: number, hasLiked: boolean };

export type KeyVoteTallies_KeyVoteFragment = { id: string, tallies: Array<{ rollCallId: string, voteId: string, chamber: Types.Chamber, date: string, question: string | null, result: string | null, yea: number, nay: number, present: number, notVoting: number, vicePresident: Types.VotePosition | null }> };

export type MyLegislatorVotes_KeyVoteFragment = { id: string, myLegislators: Array<{ position: Types.VotePosition | null, voteId: string | null, legislator: { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, name: { full: string, first: string, last: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> | null };

export type KeyVotesListQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type KeyVotesListQuery = { keyVotes: Array<{ id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: Types.OrganizationPosition, outcome: string, likes: number, hasLiked: boolean }> };

export type KeyVotePageQueryVariables = Exact<{
  id: string;
}>;


export type KeyVotePageQuery = { keyVote: { description: string, id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: Types.OrganizationPosition, outcome: string, likes: number, hasLiked: boolean, viewerCan: { edit: boolean, delete: boolean, comment: boolean, addStaffCommentary: boolean, addOwnerNote: boolean, seePrivateCommentary: boolean }, tallies: Array<{ rollCallId: string, voteId: string, chamber: Types.Chamber, date: string, question: string | null, result: string | null, yea: number, nay: number, present: number, notVoting: number, vicePresident: Types.VotePosition | null }>, myLegislators: Array<{ position: Types.VotePosition | null, voteId: string | null, legislator: { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, name: { full: string, first: string, last: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> | null, campaign: { id: string, status: Types.CampaignStatus, preview: boolean, positionText: string, closesAt: string | null, progress: { contacted: number, done: number, total: number, complete: boolean } } | null, myCampaignContacts: Array<{ id: string, sentence: string, alignment: Types.VoteAlignment, position: Types.VotePosition | null, channels: Array<Types.CampaignChannel>, legislator: { id: string, party: string | null, name: { full: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } }> | null } };

export type EditKeyVoteMutationVariables = Exact<{
  id: string;
  input: Types.UpdateKeyVoteInput;
}>;


export type EditKeyVoteMutation = { updateKeyVote: { id: string, title: string, description: string } | null };

export type AddKeyVoteMutationVariables = Exact<{
  input: Types.CreateKeyVoteInput;
}>;


export type AddKeyVoteMutation = { createKeyVote: { id: string, billId: string, title: string, congressNumber: number, voteDate: string | null, organizationPosition: Types.OrganizationPosition, outcome: string, likes: number, hasLiked: boolean } | null };

export type KeyVoteLikeMutationVariables = Exact<{
  id: string;
}>;


export type KeyVoteLikeMutation = { likeKeyVote: { id: string, likes: number, hasLiked: boolean } };

export type KeyVoteUnlikeMutationVariables = Exact<{
  id: string;
}>;


export type KeyVoteUnlikeMutation = { unlikeKeyVote: { id: string, likes: number, hasLiked: boolean } };

export type RollCallSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type RollCallSearchQuery = { rollCalls: { total: number, items: Array<{ id: string, voteId: string, chamber: Types.Chamber, congress: number, number: number, date: string, question: string | null, subject: string | null, keyVoteTitle: string, result: string | null, billId: string | null, billCongress: number | null, tally: { yea: number, nay: number, present: number, notVoting: number, vicePresident: Types.VotePosition | null }, keyVote: { id: string, title: string } | null }> } | null };

export const KeyVoteRow_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;
export const KeyVoteTallies_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tallies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCallId"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}}]}}]} as unknown as DocumentNode;
export const MyLegislatorVotes_KeyVoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myLegislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const KeyVotesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVotesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVotesListQuery__
 *
 * To run a query within a React component, call `useKeyVotesListQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVotesListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVotesListQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useKeyVotesListQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables> & ({ variables: KeyVotesListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
      }
export function useKeyVotesListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
        }
// @ts-ignore
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotesListQuery, KeyVotesListQueryVariables>;
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotesListQuery | undefined, KeyVotesListQueryVariables>;
export function useKeyVotesListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotesListQuery, KeyVotesListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVotesListQuery, KeyVotesListQueryVariables>(KeyVotesListDocument, options);
        }
export type KeyVotesListQueryHookResult = ReturnType<typeof useKeyVotesListQuery>;
export type KeyVotesListLazyQueryHookResult = ReturnType<typeof useKeyVotesListLazyQuery>;
export type KeyVotesListSuspenseQueryHookResult = ReturnType<typeof useKeyVotesListSuspenseQuery>;
export type KeyVotesListQueryResult = ApolloReactCommon.QueryResult<KeyVotesListQuery, KeyVotesListQueryVariables>;
export const KeyVotePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KeyVotePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"addStaffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"addOwnerNote"}},{"kind":"Field","name":{"kind":"Name","value":"seePrivateCommentary"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteTakeAction_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteTallies_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tallies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCallId"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyLegislatorVotes_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myLegislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteTakeAction_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"positionText"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignProgress_campaign"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCampaignContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignProgress_campaign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacted"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVotePageQuery__
 *
 * To run a query within a React component, call `useKeyVotePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useKeyVotePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useKeyVotePageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVotePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables> & ({ variables: KeyVotePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
      }
export function useKeyVotePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
        }
// @ts-ignore
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotePageQuery, KeyVotePageQueryVariables>;
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<KeyVotePageQuery | undefined, KeyVotePageQueryVariables>;
export function useKeyVotePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<KeyVotePageQuery, KeyVotePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<KeyVotePageQuery, KeyVotePageQueryVariables>(KeyVotePageDocument, options);
        }
export type KeyVotePageQueryHookResult = ReturnType<typeof useKeyVotePageQuery>;
export type KeyVotePageLazyQueryHookResult = ReturnType<typeof useKeyVotePageLazyQuery>;
export type KeyVotePageSuspenseQueryHookResult = ReturnType<typeof useKeyVotePageSuspenseQuery>;
export type KeyVotePageQueryResult = ApolloReactCommon.QueryResult<KeyVotePageQuery, KeyVotePageQueryVariables>;
export const EditKeyVoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditKeyVote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKeyVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEditKeyVoteMutation__
 *
 * To run a mutation, you first call `useEditKeyVoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEditKeyVoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [editKeyVoteMutation, { data, loading, error }] = useEditKeyVoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useEditKeyVoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EditKeyVoteMutation, EditKeyVoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EditKeyVoteMutation, EditKeyVoteMutationVariables>(EditKeyVoteDocument, options);
      }
export type EditKeyVoteMutationHookResult = ReturnType<typeof useEditKeyVoteMutation>;
export type EditKeyVoteMutationResult = ApolloReactCommon.MutationResult<EditKeyVoteMutation>;
export const AddKeyVoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKeyVote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKeyVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KeyVoteRow_keyVote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KeyVoteRow_keyVote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyVote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"congressNumber"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddKeyVoteMutation__
 *
 * To run a mutation, you first call `useAddKeyVoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddKeyVoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addKeyVoteMutation, { data, loading, error }] = useAddKeyVoteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddKeyVoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddKeyVoteMutation, AddKeyVoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddKeyVoteMutation, AddKeyVoteMutationVariables>(AddKeyVoteDocument, options);
      }
export type AddKeyVoteMutationHookResult = ReturnType<typeof useAddKeyVoteMutation>;
export type AddKeyVoteMutationResult = ApolloReactCommon.MutationResult<AddKeyVoteMutation>;
export const KeyVoteLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeyVoteLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteLikeMutation__
 *
 * To run a mutation, you first call `useKeyVoteLikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteLikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [keyVoteLikeMutation, { data, loading, error }] = useKeyVoteLikeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVoteLikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<KeyVoteLikeMutation, KeyVoteLikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<KeyVoteLikeMutation, KeyVoteLikeMutationVariables>(KeyVoteLikeDocument, options);
      }
export type KeyVoteLikeMutationHookResult = ReturnType<typeof useKeyVoteLikeMutation>;
export type KeyVoteLikeMutationResult = ApolloReactCommon.MutationResult<KeyVoteLikeMutation>;
export const KeyVoteUnlikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeyVoteUnlike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeKeyVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"hasLiked"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useKeyVoteUnlikeMutation__
 *
 * To run a mutation, you first call `useKeyVoteUnlikeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useKeyVoteUnlikeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [keyVoteUnlikeMutation, { data, loading, error }] = useKeyVoteUnlikeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useKeyVoteUnlikeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<KeyVoteUnlikeMutation, KeyVoteUnlikeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<KeyVoteUnlikeMutation, KeyVoteUnlikeMutationVariables>(KeyVoteUnlikeDocument, options);
      }
export type KeyVoteUnlikeMutationHookResult = ReturnType<typeof useKeyVoteUnlikeMutation>;
export type KeyVoteUnlikeMutationResult = ApolloReactCommon.MutationResult<KeyVoteUnlikeMutation>;
export const RollCallSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RollCallSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollCalls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"voteId"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"keyVoteTitle"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"billCongress"}},{"kind":"Field","name":{"kind":"Name","value":"tally"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yea"}},{"kind":"Field","name":{"kind":"Name","value":"nay"}},{"kind":"Field","name":{"kind":"Name","value":"present"}},{"kind":"Field","name":{"kind":"Name","value":"notVoting"}},{"kind":"Field","name":{"kind":"Name","value":"vicePresident"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyVote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRollCallSearchQuery__
 *
 * To run a query within a React component, call `useRollCallSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollCallSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollCallSearchQuery({
 *   variables: {
 *      search: // value for 'search'
 *      limit: // value for 'limit'
 *      offset: // value for 'offset'
 *   },
 * });
 */
export function useRollCallSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables> & ({ variables: RollCallSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
      }
export function useRollCallSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
        }
// @ts-ignore
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RollCallSearchQuery, RollCallSearchQueryVariables>;
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RollCallSearchQuery | undefined, RollCallSearchQueryVariables>;
export function useRollCallSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RollCallSearchQuery, RollCallSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RollCallSearchQuery, RollCallSearchQueryVariables>(RollCallSearchDocument, options);
        }
export type RollCallSearchQueryHookResult = ReturnType<typeof useRollCallSearchQuery>;
export type RollCallSearchLazyQueryHookResult = ReturnType<typeof useRollCallSearchLazyQuery>;
export type RollCallSearchSuspenseQueryHookResult = ReturnType<typeof useRollCallSearchSuspenseQuery>;
export type RollCallSearchQueryResult = ApolloReactCommon.QueryResult<RollCallSearchQuery, RollCallSearchQueryVariables>;