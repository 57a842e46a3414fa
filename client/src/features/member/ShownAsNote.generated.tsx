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
export type ShownAsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShownAsQuery = { me: { id: string, displayName: string, teamDisplayName: string | null } };


export const ShownAsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShownAs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"teamDisplayName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShownAsQuery__
 *
 * To run a query within a React component, call `useShownAsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShownAsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShownAsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShownAsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShownAsQuery, ShownAsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShownAsQuery, ShownAsQueryVariables>(ShownAsDocument, options);
      }
export function useShownAsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShownAsQuery, ShownAsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShownAsQuery, ShownAsQueryVariables>(ShownAsDocument, options);
        }
// @ts-ignore
export function useShownAsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShownAsQuery, ShownAsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShownAsQuery, ShownAsQueryVariables>;
export function useShownAsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShownAsQuery, ShownAsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShownAsQuery | undefined, ShownAsQueryVariables>;
export function useShownAsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShownAsQuery, ShownAsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShownAsQuery, ShownAsQueryVariables>(ShownAsDocument, options);
        }
export type ShownAsQueryHookResult = ReturnType<typeof useShownAsQuery>;
export type ShownAsLazyQueryHookResult = ReturnType<typeof useShownAsLazyQuery>;
export type ShownAsSuspenseQueryHookResult = ReturnType<typeof useShownAsSuspenseQuery>;
export type ShownAsQueryResult = ApolloReactCommon.QueryResult<ShownAsQuery, ShownAsQueryVariables>;