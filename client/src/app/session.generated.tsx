// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../__generated__/types';

import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type SessionMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMemberQuery = { me: { id: string, email: string | null, roles: Array<Types.Role> | null } };


export const SessionMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSessionMemberQuery__
 *
 * To run a query within a React component, call `useSessionMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useSessionMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSessionMemberQuery({
 *   variables: {
 *   },
 * });
 */
export function useSessionMemberQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
      }
export function useSessionMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
        }
// @ts-ignore
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionMemberQuery, SessionMemberQueryVariables>;
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SessionMemberQuery | undefined, SessionMemberQueryVariables>;
export function useSessionMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SessionMemberQuery, SessionMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SessionMemberQuery, SessionMemberQueryVariables>(SessionMemberDocument, options);
        }
export type SessionMemberQueryHookResult = ReturnType<typeof useSessionMemberQuery>;
export type SessionMemberLazyQueryHookResult = ReturnType<typeof useSessionMemberLazyQuery>;
export type SessionMemberSuspenseQueryHookResult = ReturnType<typeof useSessionMemberSuspenseQuery>;
export type SessionMemberQueryResult = ApolloReactCommon.QueryResult<SessionMemberQuery, SessionMemberQueryVariables>;