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
export type AddressForm_AddressFragment = { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string };

export type RepresentativeCard_RepresentativeFragment = { id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null };

export type MyAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressQuery = { myAddress: { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string } | null };

export type MyRepresentativesPanel_RepsFragment = { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> };

export type MyRepresentativesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRepresentativesQuery = { myRepresentatives: { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> } };

export type ChooseMyDistrictMutationVariables = Exact<{
  district?: number | null | undefined;
}>;


export type ChooseMyDistrictMutation = { chooseMyDistrict: { congress: number | null, dataUpdatedAt: string | null, uncertain: boolean, notice: string | null, source: string, chosenDistrict: number | null, needsChoice: boolean, districts: Array<{ state: string, district: number }>, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, senators: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }>, candidates: Array<{ state: string, district: number, representatives: Array<{ id: string, bioguideId: string, party: string | null, role: string, state: string, district: number | null, office: string | null, phone: string | null, url: string | null, contactForm: string | null, name: { first: string, last: string, full: string }, term: { start: string, end: string }, photo: { src: string, srcSet: string | null, width: number | null, height: number | null, color: string | null } | null }> }> } };

export type SaveMyAddressMutationVariables = Exact<{
  input: Types.AddressInput;
}>;


export type SaveMyAddressMutation = { saveMyAddress: { street: string, city: string, state: string, zipCode: string, phoneNumber: string | null, updatedAt: string } };

export const AddressForm_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const RepresentativeCard_RepresentativeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const MyRepresentativesPanel_RepsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;
export const MyAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyAddressQuery__
 *
 * To run a query within a React component, call `useMyAddressQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyAddressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyAddressQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyAddressQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
      }
export function useMyAddressLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
        }
// @ts-ignore
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAddressQuery, MyAddressQueryVariables>;
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyAddressQuery | undefined, MyAddressQueryVariables>;
export function useMyAddressSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyAddressQuery, MyAddressQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyAddressQuery, MyAddressQueryVariables>(MyAddressDocument, options);
        }
export type MyAddressQueryHookResult = ReturnType<typeof useMyAddressQuery>;
export type MyAddressLazyQueryHookResult = ReturnType<typeof useMyAddressLazyQuery>;
export type MyAddressSuspenseQueryHookResult = ReturnType<typeof useMyAddressSuspenseQuery>;
export type MyAddressQueryResult = ApolloReactCommon.QueryResult<MyAddressQuery, MyAddressQueryVariables>;
export const MyRepresentativesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRepresentatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRepresentatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyRepresentativesQuery__
 *
 * To run a query within a React component, call `useMyRepresentativesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyRepresentativesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyRepresentativesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyRepresentativesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
      }
export function useMyRepresentativesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
        }
// @ts-ignore
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyRepresentativesQuery, MyRepresentativesQueryVariables>;
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyRepresentativesQuery | undefined, MyRepresentativesQueryVariables>;
export function useMyRepresentativesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyRepresentativesQuery, MyRepresentativesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyRepresentativesQuery, MyRepresentativesQueryVariables>(MyRepresentativesDocument, options);
        }
export type MyRepresentativesQueryHookResult = ReturnType<typeof useMyRepresentativesQuery>;
export type MyRepresentativesLazyQueryHookResult = ReturnType<typeof useMyRepresentativesLazyQuery>;
export type MyRepresentativesSuspenseQueryHookResult = ReturnType<typeof useMyRepresentativesSuspenseQuery>;
export type MyRepresentativesQueryResult = ApolloReactCommon.QueryResult<MyRepresentativesQuery, MyRepresentativesQueryVariables>;
export const ChooseMyDistrictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChooseMyDistrict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"district"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chooseMyDistrict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"district"},"value":{"kind":"Variable","name":{"kind":"Name","value":"district"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentativeCard_representative"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Representative"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bioguideId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}},{"kind":"Field","name":{"kind":"Name","value":"party"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contactForm"}},{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoredImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRepresentativesPanel_reps"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyRepresentatives"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"congress"}},{"kind":"Field","name":{"kind":"Name","value":"dataUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uncertain"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"districts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"senators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"representatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentativeCard_representative"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chosenDistrict"}},{"kind":"Field","name":{"kind":"Name","value":"needsChoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoredImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"srcSet"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode;

/**
 * __useChooseMyDistrictMutation__
 *
 * To run a mutation, you first call `useChooseMyDistrictMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChooseMyDistrictMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [chooseMyDistrictMutation, { data, loading, error }] = useChooseMyDistrictMutation({
 *   variables: {
 *      district: // value for 'district'
 *   },
 * });
 */
export function useChooseMyDistrictMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChooseMyDistrictMutation, ChooseMyDistrictMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChooseMyDistrictMutation, ChooseMyDistrictMutationVariables>(ChooseMyDistrictDocument, options);
      }
export type ChooseMyDistrictMutationHookResult = ReturnType<typeof useChooseMyDistrictMutation>;
export type ChooseMyDistrictMutationResult = ApolloReactCommon.MutationResult<ChooseMyDistrictMutation>;
export const SaveMyAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMyAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressForm_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressForm_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveMyAddressMutation__
 *
 * To run a mutation, you first call `useSaveMyAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveMyAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveMyAddressMutation, { data, loading, error }] = useSaveMyAddressMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveMyAddressMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveMyAddressMutation, SaveMyAddressMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveMyAddressMutation, SaveMyAddressMutationVariables>(SaveMyAddressDocument, options);
      }
export type SaveMyAddressMutationHookResult = ReturnType<typeof useSaveMyAddressMutation>;
export type SaveMyAddressMutationResult = ApolloReactCommon.MutationResult<SaveMyAddressMutation>;