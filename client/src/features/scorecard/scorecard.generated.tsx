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
export type Scorecard_CardFragment = { sharePath: string, imagePath: string, legislator: { id: string, bioguideId: string, name: string, title: string | null, shortTitle: string | null, chamber: Types.Chamber | null, party: string | null, state: string, district: number | null, inOffice: boolean }, alignment: { congress: number, percent: number | null, agreed: number, counted: number, notCounted: number, keyVotes: number }, votes: Array<{ keyVoteId: string, title: string, billId: string, voteDate: string | null, organizationPosition: Types.OrganizationPosition, position: Types.VotePosition | null, alignment: Types.VoteAlignment, delegationWithUs: number, delegationAgainstUs: number }>, delegation: { label: string, percent: number | null, legislators: number }, party: { label: string, percent: number | null, legislators: number } };

export type MyLegislatorsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLegislatorsPageQuery = { myLegislators: { needsAddress: boolean, needsDistrictChoice: boolean, notice: string | null, congress: number, following: boolean, scorecards: Array<{ sharePath: string, imagePath: string, legislator: { id: string, bioguideId: string, name: string, title: string | null, shortTitle: string | null, chamber: Types.Chamber | null, party: string | null, state: string, district: number | null, inOffice: boolean }, alignment: { congress: number, percent: number | null, agreed: number, counted: number, notCounted: number, keyVotes: number }, votes: Array<{ keyVoteId: string, title: string, billId: string, voteDate: string | null, organizationPosition: Types.OrganizationPosition, position: Types.VotePosition | null, alignment: Types.VoteAlignment, delegationWithUs: number, delegationAgainstUs: number }>, delegation: { label: string, percent: number | null, legislators: number }, party: { label: string, percent: number | null, legislators: number } }>, vacancies: Array<{ chamber: Types.Chamber, state: string, district: number | null, message: string }> } };

export type FollowMyLegislatorsMutationVariables = Exact<{
  follow: boolean;
}>;


export type FollowMyLegislatorsMutation = { followMyLegislators: { following: boolean } };

export type PublicScorecardQueryVariables = Exact<{
  bioguide: string;
}>;


export type PublicScorecardQuery = { legislatorScorecard: { sharePath: string, imagePath: string, legislator: { id: string, bioguideId: string, name: string, title: string | null, shortTitle: string | null, chamber: Types.Chamber | null, party: string | null, state: string, district: number | null, inOffice: boolean }, alignment: { congress: number, percent: number | null, agreed: number, counted: number, notCounted: number, keyVotes: number }, votes: Array<{ keyVoteId: string, title: string, billId: string, voteDate: string | null, organizationPosition: Types.OrganizationPosition, position: Types.VotePosition | null, alignment: Types.VoteAlignment, delegationWithUs: number, delegationAgainstUs: number }>, delegation: { label: string, percent: number | null, legislators: number }, party: { label: string, percent: number | null, legislators: number } } };

export const Scorecard_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Scorecard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"inOffice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"notCounted"}},{"kind":"Field","name":{"kind":"Name","value":"keyVotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"delegationWithUs"}},{"kind":"Field","name":{"kind":"Name","value":"delegationAgainstUs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delegation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}}]}}]} as unknown as DocumentNode;
export const MyLegislatorsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLegislatorsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLegislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needsAddress"}},{"kind":"Field","name":{"kind":"Name","value":"needsDistrictChoice"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"scorecards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Scorecard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vacancies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Scorecard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"inOffice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"notCounted"}},{"kind":"Field","name":{"kind":"Name","value":"keyVotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"delegationWithUs"}},{"kind":"Field","name":{"kind":"Name","value":"delegationAgainstUs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delegation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLegislatorsPageQuery__
 *
 * To run a query within a React component, call `useMyLegislatorsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLegislatorsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLegislatorsPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyLegislatorsPageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>(MyLegislatorsPageDocument, options);
      }
export function useMyLegislatorsPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>(MyLegislatorsPageDocument, options);
        }
// @ts-ignore
export function useMyLegislatorsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>;
export function useMyLegislatorsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLegislatorsPageQuery | undefined, MyLegislatorsPageQueryVariables>;
export function useMyLegislatorsPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>(MyLegislatorsPageDocument, options);
        }
export type MyLegislatorsPageQueryHookResult = ReturnType<typeof useMyLegislatorsPageQuery>;
export type MyLegislatorsPageLazyQueryHookResult = ReturnType<typeof useMyLegislatorsPageLazyQuery>;
export type MyLegislatorsPageSuspenseQueryHookResult = ReturnType<typeof useMyLegislatorsPageSuspenseQuery>;
export type MyLegislatorsPageQueryResult = ApolloReactCommon.QueryResult<MyLegislatorsPageQuery, MyLegislatorsPageQueryVariables>;
export const FollowMyLegislatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowMyLegislators"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"follow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followMyLegislators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"follow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"follow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"following"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFollowMyLegislatorsMutation__
 *
 * To run a mutation, you first call `useFollowMyLegislatorsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFollowMyLegislatorsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [followMyLegislatorsMutation, { data, loading, error }] = useFollowMyLegislatorsMutation({
 *   variables: {
 *      follow: // value for 'follow'
 *   },
 * });
 */
export function useFollowMyLegislatorsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FollowMyLegislatorsMutation, FollowMyLegislatorsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FollowMyLegislatorsMutation, FollowMyLegislatorsMutationVariables>(FollowMyLegislatorsDocument, options);
      }
export type FollowMyLegislatorsMutationHookResult = ReturnType<typeof useFollowMyLegislatorsMutation>;
export type FollowMyLegislatorsMutationResult = ApolloReactCommon.MutationResult<FollowMyLegislatorsMutation>;
export const PublicScorecardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicScorecard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bioguide"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislatorScorecard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bioguide"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bioguide"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Scorecard_card"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Scorecard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Scorecard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chamber"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"inOffice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"notCounted"}},{"kind":"Field","name":{"kind":"Name","value":"keyVotes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"delegationWithUs"}},{"kind":"Field","name":{"kind":"Name","value":"delegationAgainstUs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delegation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"legislators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharePath"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicScorecardQuery__
 *
 * To run a query within a React component, call `usePublicScorecardQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicScorecardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicScorecardQuery({
 *   variables: {
 *      bioguide: // value for 'bioguide'
 *   },
 * });
 */
export function usePublicScorecardQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PublicScorecardQuery, PublicScorecardQueryVariables> & ({ variables: PublicScorecardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicScorecardQuery, PublicScorecardQueryVariables>(PublicScorecardDocument, options);
      }
export function usePublicScorecardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicScorecardQuery, PublicScorecardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicScorecardQuery, PublicScorecardQueryVariables>(PublicScorecardDocument, options);
        }
// @ts-ignore
export function usePublicScorecardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicScorecardQuery, PublicScorecardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicScorecardQuery, PublicScorecardQueryVariables>;
export function usePublicScorecardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicScorecardQuery, PublicScorecardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicScorecardQuery | undefined, PublicScorecardQueryVariables>;
export function usePublicScorecardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicScorecardQuery, PublicScorecardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicScorecardQuery, PublicScorecardQueryVariables>(PublicScorecardDocument, options);
        }
export type PublicScorecardQueryHookResult = ReturnType<typeof usePublicScorecardQuery>;
export type PublicScorecardLazyQueryHookResult = ReturnType<typeof usePublicScorecardLazyQuery>;
export type PublicScorecardSuspenseQueryHookResult = ReturnType<typeof usePublicScorecardSuspenseQuery>;
export type PublicScorecardQueryResult = ApolloReactCommon.QueryResult<PublicScorecardQuery, PublicScorecardQueryVariables>;