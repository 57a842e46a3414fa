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
export type LegislatorCard_LegislatorFragment = { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null };

export type StaffCommentary_ContentFragment = { id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string };

export type LegislatorTermRow_TermFragment = { id: string, type: Types.TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null };

export type LegislativeDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LegislativeDashboardQuery = { legislators: Array<{ id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> | null };

export type LegislatorAlignmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegislatorAlignmentsQuery = { legislators: Array<{ id: string, congressAlignment: { percent: number | null, agreed: number, counted: number } }> | null };

export type LegislatorPageQueryVariables = Exact<{
  id: string;
}>;


export type LegislatorPageQuery = { legislator: { middleName: string | null, suffix: string | null, gender: string | null, birthday: string | null, leadershipRole: string | null, id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, currentTerm: { address: string | null, contactForm: string | null, id: string, type: Types.TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null } | null, terms: Array<{ id: string, type: Types.TermType, state: string, district: number | null, party: string | null, startDate: string, endDate: string, office: string | null, phone: string | null, url: string | null }>, committees: Array<{ id: string, name: string, title: string | null, subcommittee: string | null, rank: number | null, partySide: Types.PartySide | null }>, staffCommentary: { id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null, alignment: { percent: number | null, agreed: number, counted: number, votes: Array<{ keyVoteId: string, title: string, billId: string, voteDate: string | null, organizationPosition: Types.OrganizationPosition, position: Types.VotePosition, agrees: boolean | null }> }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null };

export type EditCommentaryPageQueryVariables = Exact<{
  id: string;
}>;


export type EditCommentaryPageQuery = { legislator: { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, staffCommentary: { id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null };

export type StaffInsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffInsightsQuery = { staffCommentaries: Array<{ id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string, legislator: { id: string, bioguideId: string, fullName: string, firstName: string, lastName: string, state: string | null, district: number | null, role: string | null, currentParty: string | null, hasStaffCommentary: boolean | null, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null } | null }> | null };

export type CreateStaffCommentaryMutationVariables = Exact<{
  input: Types.CreateLegislatorContentInput;
}>;


export type CreateStaffCommentaryMutation = { createLegislatorContent: { id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string, legislator: { id: string, hasStaffCommentary: boolean | null } | null } | null };

export type UpdateStaffCommentaryMutationVariables = Exact<{
  id: string;
  input: Types.UpdateLegislatorContentInput;
}>;


export type UpdateStaffCommentaryMutation = { updateLegislatorContent: { id: string, legislatorId: string, title: string | null, content: string, contentType: Types.LegislatorContentType, isStaff: boolean, isPublic: boolean, staffCommentary: string | null, updatedAt: string } | null };

export const LegislatorCard_LegislatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const StaffCommentary_ContentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const LegislatorTermRow_TermFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorTermRow_term"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorTerm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;
export const LegislativeDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislativeDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useLegislativeDashboardQuery__
 *
 * To run a query within a React component, call `useLegislativeDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegislativeDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegislativeDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useLegislativeDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
      }
export function useLegislativeDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
        }
// @ts-ignore
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>;
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislativeDashboardQuery | undefined, LegislativeDashboardQueryVariables>;
export function useLegislativeDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>(LegislativeDashboardDocument, options);
        }
export type LegislativeDashboardQueryHookResult = ReturnType<typeof useLegislativeDashboardQuery>;
export type LegislativeDashboardLazyQueryHookResult = ReturnType<typeof useLegislativeDashboardLazyQuery>;
export type LegislativeDashboardSuspenseQueryHookResult = ReturnType<typeof useLegislativeDashboardSuspenseQuery>;
export type LegislativeDashboardQueryResult = ApolloReactCommon.QueryResult<LegislativeDashboardQuery, LegislativeDashboardQueryVariables>;
export const LegislatorAlignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislatorAlignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"congressAlignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLegislatorAlignmentsQuery__
 *
 * To run a query within a React component, call `useLegislatorAlignmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegislatorAlignmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegislatorAlignmentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLegislatorAlignmentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>(LegislatorAlignmentsDocument, options);
      }
export function useLegislatorAlignmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>(LegislatorAlignmentsDocument, options);
        }
// @ts-ignore
export function useLegislatorAlignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>;
export function useLegislatorAlignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorAlignmentsQuery | undefined, LegislatorAlignmentsQueryVariables>;
export function useLegislatorAlignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>(LegislatorAlignmentsDocument, options);
        }
export type LegislatorAlignmentsQueryHookResult = ReturnType<typeof useLegislatorAlignmentsQuery>;
export type LegislatorAlignmentsLazyQueryHookResult = ReturnType<typeof useLegislatorAlignmentsLazyQuery>;
export type LegislatorAlignmentsSuspenseQueryHookResult = ReturnType<typeof useLegislatorAlignmentsSuspenseQuery>;
export type LegislatorAlignmentsQueryResult = ApolloReactCommon.QueryResult<LegislatorAlignmentsQuery, LegislatorAlignmentsQueryVariables>;
export const LegislatorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislatorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipRole"}},{"kind":"Field","name":{"kind":"Name","value":"currentTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorTermRow_term"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorTermRow_term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subcommittee"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"partySide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"votes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyVoteId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"billId"}},{"kind":"Field","name":{"kind":"Name","value":"voteDate"}},{"kind":"Field","name":{"kind":"Name","value":"organizationPosition"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"agrees"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorTermRow_term"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorTerm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useLegislatorPageQuery__
 *
 * To run a query within a React component, call `useLegislatorPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useLegislatorPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLegislatorPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useLegislatorPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables> & ({ variables: LegislatorPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
      }
export function useLegislatorPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
        }
// @ts-ignore
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorPageQuery, LegislatorPageQueryVariables>;
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LegislatorPageQuery | undefined, LegislatorPageQueryVariables>;
export function useLegislatorPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LegislatorPageQuery, LegislatorPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LegislatorPageQuery, LegislatorPageQueryVariables>(LegislatorPageDocument, options);
        }
export type LegislatorPageQueryHookResult = ReturnType<typeof useLegislatorPageQuery>;
export type LegislatorPageLazyQueryHookResult = ReturnType<typeof useLegislatorPageLazyQuery>;
export type LegislatorPageSuspenseQueryHookResult = ReturnType<typeof useLegislatorPageSuspenseQuery>;
export type LegislatorPageQueryResult = ApolloReactCommon.QueryResult<LegislatorPageQuery, LegislatorPageQueryVariables>;
export const EditCommentaryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditCommentaryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useEditCommentaryPageQuery__
 *
 * To run a query within a React component, call `useEditCommentaryPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useEditCommentaryPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEditCommentaryPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEditCommentaryPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables> & ({ variables: EditCommentaryPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
      }
export function useEditCommentaryPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
        }
// @ts-ignore
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>;
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EditCommentaryPageQuery | undefined, EditCommentaryPageQueryVariables>;
export function useEditCommentaryPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>(EditCommentaryPageDocument, options);
        }
export type EditCommentaryPageQueryHookResult = ReturnType<typeof useEditCommentaryPageQuery>;
export type EditCommentaryPageLazyQueryHookResult = ReturnType<typeof useEditCommentaryPageLazyQuery>;
export type EditCommentaryPageSuspenseQueryHookResult = ReturnType<typeof useEditCommentaryPageSuspenseQuery>;
export type EditCommentaryPageQueryResult = ApolloReactCommon.QueryResult<EditCommentaryPageQuery, EditCommentaryPageQueryVariables>;
export const StaffInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInsights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCommentaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}},{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislatorCard_legislator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislatorCard_legislator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffInsightsQuery__
 *
 * To run a query within a React component, call `useStaffInsightsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffInsightsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffInsightsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffInsightsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
      }
export function useStaffInsightsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
        }
// @ts-ignore
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffInsightsQuery, StaffInsightsQueryVariables>;
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffInsightsQuery | undefined, StaffInsightsQueryVariables>;
export function useStaffInsightsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffInsightsQuery, StaffInsightsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffInsightsQuery, StaffInsightsQueryVariables>(StaffInsightsDocument, options);
        }
export type StaffInsightsQueryHookResult = ReturnType<typeof useStaffInsightsQuery>;
export type StaffInsightsLazyQueryHookResult = ReturnType<typeof useStaffInsightsLazyQuery>;
export type StaffInsightsSuspenseQueryHookResult = ReturnType<typeof useStaffInsightsSuspenseQuery>;
export type StaffInsightsQueryResult = ApolloReactCommon.QueryResult<StaffInsightsQuery, StaffInsightsQueryVariables>;
export const CreateStaffCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLegislatorContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLegislatorContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}},{"kind":"Field","name":{"kind":"Name","value":"legislator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasStaffCommentary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateStaffCommentaryMutation__
 *
 * To run a mutation, you first call `useCreateStaffCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStaffCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStaffCommentaryMutation, { data, loading, error }] = useCreateStaffCommentaryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStaffCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStaffCommentaryMutation, CreateStaffCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStaffCommentaryMutation, CreateStaffCommentaryMutationVariables>(CreateStaffCommentaryDocument, options);
      }
export type CreateStaffCommentaryMutationHookResult = ReturnType<typeof useCreateStaffCommentaryMutation>;
export type CreateStaffCommentaryMutationResult = ApolloReactCommon.MutationResult<CreateStaffCommentaryMutation>;
export const UpdateStaffCommentaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffCommentary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLegislatorContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLegislatorContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCommentary_content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCommentary_content"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegislatorContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legislatorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"staffCommentary"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateStaffCommentaryMutation__
 *
 * To run a mutation, you first call `useUpdateStaffCommentaryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateStaffCommentaryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateStaffCommentaryMutation, { data, loading, error }] = useUpdateStaffCommentaryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateStaffCommentaryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateStaffCommentaryMutation, UpdateStaffCommentaryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateStaffCommentaryMutation, UpdateStaffCommentaryMutationVariables>(UpdateStaffCommentaryDocument, options);
      }
export type UpdateStaffCommentaryMutationHookResult = ReturnType<typeof useUpdateStaffCommentaryMutation>;
export type UpdateStaffCommentaryMutationResult = ApolloReactCommon.MutationResult<UpdateStaffCommentaryMutation>;