// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AccessRequestKind =
  | 'ADMIN'
  | 'EMERGENCY';

export type RequestAccessInput = {
  kind?: AccessRequestKind;
  reason?: string | null | undefined;
};

/** Portal roles. STAFF-level access means staff, admin or super_admin. */
export type Role =
  | 'ADMIN'
  | 'STAFF'
  | 'SUPER_ADMIN'
  | 'USER';

/** PUT /api/users/me: the profile fields a member may change. */
export type UpdateProfileInput = {
  /** Show the username to others; otherwise shown as 'Anonymous'. */
  showRealName?: boolean | null | undefined;
  /** 3–30 letters, digits, dot, dash or underscore; unique. */
  username?: string | null | undefined;
};

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: { status: string, database: string } };

export type SessionMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMemberQuery = { me: { id: string, email: string | null, roles: Array<Role> | null } };

export type AdminUser_MemberFragment = { id: string, email: string | null, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AdminUsersQuery = { users: Array<{ id: string, email: string | null, createdAt: string, lastSignInAt: string | null, roles: Array<Role> | null }> | null };

export type AssignRoleMutationVariables = Exact<{
  userId: unknown;
  role: Role;
}>;


export type AssignRoleMutation = { assignRole: { id: string, roles: Array<Role> | null } | null };

export type RemoveRoleMutationVariables = Exact<{
  userId: unknown;
  role: Role;
}>;


export type RemoveRoleMutation = { removeRole: { id: string, roles: Array<Role> | null } | null };

export type RequestAccessMutationVariables = Exact<{
  input: RequestAccessInput;
}>;


export type RequestAccessMutation = { requestAccess: { requestId: string, message: string } };

export type ProfileHeader_MemberFragment = { id: string, email: string | null, username: string | null, displayName: string, showRealName: boolean, createdAt: string };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: { id: string, roles: Array<Role> | null, email: string | null, username: string | null, displayName: string, showRealName: boolean, createdAt: string } };

export type MyStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoriesQuery = { myStories: Array<{ id: string, title: string, description: string, createdAt: string, isGlobal: boolean, isFeatured: boolean }> };

export type MyArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyArticlesQuery = { myArticles: Array<{ id: string, title: string, publication: string | null, submittedAt: string }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, username: string | null, showRealName: boolean, displayName: string } };

export const AdminUser_MemberFragmentDoc = gql`
    fragment AdminUser_member on Member {
  id
  email
  createdAt
  lastSignInAt
  roles
}
    `;
export const ProfileHeader_MemberFragmentDoc = gql`
    fragment ProfileHeader_member on Member {
  id
  email
  username
  displayName
  showRealName
  createdAt
}
    `;
export const HealthDocument = gql`
    query Health {
  health {
    status
    database
  }
}
    `;

/**
 * __useHealthQuery__
 *
 * To run a query within a React component, call `useHealthQuery` and pass it any options that fit your needs.
 * When your component renders, `useHealthQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHealthQuery({
 *   variables: {
 *   },
 * });
 */
export function useHealthQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HealthQuery, HealthQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
      }
export function useHealthLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HealthQuery, HealthQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
        }
// @ts-ignore
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HealthQuery, HealthQueryVariables>;
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HealthQuery | undefined, HealthQueryVariables>;
export function useHealthSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HealthQuery, HealthQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HealthQuery, HealthQueryVariables>(HealthDocument, options);
        }
export type HealthQueryHookResult = ReturnType<typeof useHealthQuery>;
export type HealthLazyQueryHookResult = ReturnType<typeof useHealthLazyQuery>;
export type HealthSuspenseQueryHookResult = ReturnType<typeof useHealthSuspenseQuery>;
export type HealthQueryResult = ApolloReactCommon.QueryResult<HealthQuery, HealthQueryVariables>;
export const SessionMemberDocument = gql`
    query SessionMember {
  me {
    id
    email
    roles
  }
}
    `;

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
export const AdminUsersDocument = gql`
    query AdminUsers($search: String) {
  users(search: $search, limit: 100) {
    ...AdminUser_member
  }
}
    ${AdminUser_MemberFragmentDoc}`;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useAdminUsersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
      }
export function useAdminUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = ApolloReactCommon.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AssignRoleDocument = gql`
    mutation AssignRole($userId: UUID!, $role: Role!) {
  assignRole(userId: $userId, role: $role) {
    id
    roles
  }
}
    `;

/**
 * __useAssignRoleMutation__
 *
 * To run a mutation, you first call `useAssignRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignRoleMutation, { data, loading, error }] = useAssignRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useAssignRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AssignRoleMutation, AssignRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AssignRoleMutation, AssignRoleMutationVariables>(AssignRoleDocument, options);
      }
export type AssignRoleMutationHookResult = ReturnType<typeof useAssignRoleMutation>;
export type AssignRoleMutationResult = ApolloReactCommon.MutationResult<AssignRoleMutation>;
export const RemoveRoleDocument = gql`
    mutation RemoveRole($userId: UUID!, $role: Role!) {
  removeRole(userId: $userId, role: $role) {
    id
    roles
  }
}
    `;

/**
 * __useRemoveRoleMutation__
 *
 * To run a mutation, you first call `useRemoveRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeRoleMutation, { data, loading, error }] = useRemoveRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useRemoveRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveRoleMutation, RemoveRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveRoleMutation, RemoveRoleMutationVariables>(RemoveRoleDocument, options);
      }
export type RemoveRoleMutationHookResult = ReturnType<typeof useRemoveRoleMutation>;
export type RemoveRoleMutationResult = ApolloReactCommon.MutationResult<RemoveRoleMutation>;
export const RequestAccessDocument = gql`
    mutation RequestAccess($input: RequestAccessInput!) {
  requestAccess(input: $input) {
    requestId
    message
  }
}
    `;

/**
 * __useRequestAccessMutation__
 *
 * To run a mutation, you first call `useRequestAccessMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestAccessMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestAccessMutation, { data, loading, error }] = useRequestAccessMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestAccessMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestAccessMutation, RequestAccessMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestAccessMutation, RequestAccessMutationVariables>(RequestAccessDocument, options);
      }
export type RequestAccessMutationHookResult = ReturnType<typeof useRequestAccessMutation>;
export type RequestAccessMutationResult = ApolloReactCommon.MutationResult<RequestAccessMutation>;
export const ProfilePageDocument = gql`
    query ProfilePage {
  me {
    id
    roles
    ...ProfileHeader_member
  }
}
    ${ProfileHeader_MemberFragmentDoc}`;

/**
 * __useProfilePageQuery__
 *
 * To run a query within a React component, call `useProfilePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useProfilePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProfilePageQuery({
 *   variables: {
 *   },
 * });
 */
export function useProfilePageQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
      }
export function useProfilePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
        }
// @ts-ignore
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePageQuery, ProfilePageQueryVariables>;
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProfilePageQuery | undefined, ProfilePageQueryVariables>;
export function useProfilePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProfilePageQuery, ProfilePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProfilePageQuery, ProfilePageQueryVariables>(ProfilePageDocument, options);
        }
export type ProfilePageQueryHookResult = ReturnType<typeof useProfilePageQuery>;
export type ProfilePageLazyQueryHookResult = ReturnType<typeof useProfilePageLazyQuery>;
export type ProfilePageSuspenseQueryHookResult = ReturnType<typeof useProfilePageSuspenseQuery>;
export type ProfilePageQueryResult = ApolloReactCommon.QueryResult<ProfilePageQuery, ProfilePageQueryVariables>;
export const MyStoriesDocument = gql`
    query MyStories {
  myStories {
    id
    title
    description
    createdAt
    isGlobal
    isFeatured
  }
}
    `;

/**
 * __useMyStoriesQuery__
 *
 * To run a query within a React component, call `useMyStoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyStoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyStoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyStoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
      }
export function useMyStoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
        }
// @ts-ignore
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoriesQuery, MyStoriesQueryVariables>;
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStoriesQuery | undefined, MyStoriesQueryVariables>;
export function useMyStoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStoriesQuery, MyStoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyStoriesQuery, MyStoriesQueryVariables>(MyStoriesDocument, options);
        }
export type MyStoriesQueryHookResult = ReturnType<typeof useMyStoriesQuery>;
export type MyStoriesLazyQueryHookResult = ReturnType<typeof useMyStoriesLazyQuery>;
export type MyStoriesSuspenseQueryHookResult = ReturnType<typeof useMyStoriesSuspenseQuery>;
export type MyStoriesQueryResult = ApolloReactCommon.QueryResult<MyStoriesQuery, MyStoriesQueryVariables>;
export const MyArticlesDocument = gql`
    query MyArticles {
  myArticles {
    id
    title
    publication
    submittedAt
  }
}
    `;

/**
 * __useMyArticlesQuery__
 *
 * To run a query within a React component, call `useMyArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyArticlesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
      }
export function useMyArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
        }
// @ts-ignore
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyArticlesQuery, MyArticlesQueryVariables>;
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyArticlesQuery | undefined, MyArticlesQueryVariables>;
export function useMyArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyArticlesQuery, MyArticlesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyArticlesQuery, MyArticlesQueryVariables>(MyArticlesDocument, options);
        }
export type MyArticlesQueryHookResult = ReturnType<typeof useMyArticlesQuery>;
export type MyArticlesLazyQueryHookResult = ReturnType<typeof useMyArticlesLazyQuery>;
export type MyArticlesSuspenseQueryHookResult = ReturnType<typeof useMyArticlesSuspenseQuery>;
export type MyArticlesQueryResult = ApolloReactCommon.QueryResult<MyArticlesQuery, MyArticlesQueryVariables>;
export const UpdateProfileDocument = gql`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id
    username
    showRealName
    displayName
  }
}
    `;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = ApolloReactCommon.MutationResult<UpdateProfileMutation>;