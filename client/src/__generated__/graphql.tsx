// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** A local date string (i.e., with no associated timezone) in `YYYY-MM-DD` format, e.g. `2020-01-01`. */
  LocalDate: { input: string; output: string; }
};

export type AccessRequest = {
  __typename?: 'AccessRequest';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  kind: AccessRequestKind;
  reason?: Maybe<Scalars['String']['output']>;
  status: AccessRequestStatus;
};

export enum AccessRequestKind {
  Admin = 'ADMIN',
  Emergency = 'EMERGENCY'
}

export enum AccessRequestStatus {
  Approved = 'APPROVED',
  Pending = 'PENDING',
  Rejected = 'REJECTED'
}

export type Address = {
  __typename?: 'Address';
  city: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  street: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  zipCode: Scalars['String']['output'];
};

export type Article = {
  __typename?: 'Article';
  content?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  publication?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  submittedAt: Scalars['DateTimeISO']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The role an @auth directive requires. STAFF is met by staff, admin or super_admin. */
export enum AuthRole {
  Admin = 'ADMIN',
  Staff = 'STAFF',
  SuperAdmin = 'SUPER_ADMIN',
  User = 'USER'
}

export enum Chamber {
  House = 'HOUSE',
  Senate = 'SENATE'
}

export type Collaborator = {
  __typename?: 'Collaborator';
  createdAt: Scalars['DateTimeISO']['output'];
  role: StoryRole;
};

export type Commentary = {
  __typename?: 'Commentary';
  commentaryType: CommentaryType;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export enum CommentaryType {
  Owner = 'OWNER',
  Regular = 'REGULAR',
  Staff = 'STAFF'
}

export type Committee = {
  __typename?: 'Committee';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  thomasId: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type CommitteeMembership = {
  __typename?: 'CommitteeMembership';
  id: Scalars['ID']['output'];
  partySide?: Maybe<PartySide>;
  rank?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** Whether the gateway and its database are up. */
export type Health = {
  __typename?: 'Health';
  /** "up" or "down". */
  database: Scalars['String']['output'];
  /** "ok" when the database answers, "degraded" when it does not. */
  status: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type Invite = {
  __typename?: 'Invite';
  createdAt: Scalars['DateTimeISO']['output'];
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  respondedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  role: StoryRole;
  status: InviteStatus;
};

export enum InviteStatus {
  Accepted = 'ACCEPTED',
  Declined = 'DECLINED',
  Pending = 'PENDING'
}

export type JoinRequest = {
  __typename?: 'JoinRequest';
  createdAt: Scalars['DateTimeISO']['output'];
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  status: JoinRequestStatus;
};

export enum JoinRequestStatus {
  Accepted = 'ACCEPTED',
  Pending = 'PENDING',
  Rejected = 'REJECTED'
}

export type KeyVote = {
  __typename?: 'KeyVote';
  billId: Scalars['String']['output'];
  congressNumber: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  organizationPosition: OrganizationPosition;
  outcome: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  voteDate?: Maybe<Scalars['LocalDate']['output']>;
};

export type Legislator = {
  __typename?: 'Legislator';
  bioguideId: Scalars['String']['output'];
  birthday?: Maybe<Scalars['LocalDate']['output']>;
  currentParty?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  govtrackId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  inOffice: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  leadershipRole?: Maybe<Scalars['String']['output']>;
  lisId?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  nickname?: Maybe<Scalars['String']['output']>;
  officialFull?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  suffix?: Maybe<Scalars['String']['output']>;
};

export type LegislatorContent = {
  __typename?: 'LegislatorContent';
  content: Scalars['String']['output'];
  contentType: LegislatorContentType;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  isStaff: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export enum LegislatorContentType {
  Note = 'NOTE',
  StaffCommentary = 'STAFF_COMMENTARY'
}

export type LegislatorTerm = {
  __typename?: 'LegislatorTerm';
  address?: Maybe<Scalars['String']['output']>;
  caucus?: Maybe<Scalars['String']['output']>;
  contactForm?: Maybe<Scalars['String']['output']>;
  district?: Maybe<Scalars['Int']['output']>;
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  office?: Maybe<Scalars['String']['output']>;
  party?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  senateClass?: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['LocalDate']['output'];
  state: Scalars['String']['output'];
  stateRank?: Maybe<StateRank>;
  type: TermType;
  url?: Maybe<Scalars['String']['output']>;
};

export type LegislatorVote = {
  __typename?: 'LegislatorVote';
  displayName: Scalars['String']['output'];
  party?: Maybe<Scalars['String']['output']>;
  position: VotePosition;
  state?: Maybe<Scalars['String']['output']>;
  voterId: Scalars['String']['output'];
};

export type Member = {
  __typename?: 'Member';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The member's username when they show their real name, otherwise 'Anonymous'. */
  displayName: Scalars['String']['output'];
  /** Visible to the member and to super admins. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Visible to the member and to super admins. */
  roles?: Maybe<Array<Role>>;
  showRealName: Scalars['Boolean']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export enum OrganizationPosition {
  Oppose = 'OPPOSE',
  Other = 'OTHER',
  Support = 'SUPPORT'
}

export enum PartySide {
  Majority = 'MAJORITY',
  Minority = 'MINORITY'
}

export type Proposal = {
  __typename?: 'Proposal';
  createdAt: Scalars['DateTimeISO']['output'];
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  status: ProposalStatus;
  title?: Maybe<Scalars['String']['output']>;
};

export enum ProposalStatus {
  Approved = 'APPROVED',
  Pending = 'PENDING',
  Rejected = 'REJECTED'
}

export type Query = {
  __typename?: 'Query';
  /** Public status check (GET /api/health). */
  health: Health;
  /** The signed-in member (GET /api/users/me). */
  me: Member;
};

/** Portal roles. STAFF-level access means staff, admin or super_admin. */
export enum Role {
  Admin = 'ADMIN',
  Staff = 'STAFF',
  SuperAdmin = 'SUPER_ADMIN',
  User = 'USER'
}

export type RoleChange = {
  __typename?: 'RoleChange';
  action: RoleChangeAction;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  role: Role;
};

export enum RoleChangeAction {
  Assign = 'ASSIGN',
  Remove = 'REMOVE'
}

export type RollCall = {
  __typename?: 'RollCall';
  billCongress?: Maybe<Scalars['Int']['output']>;
  billNumber?: Maybe<Scalars['Int']['output']>;
  billType?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Scalars['String']['output']>;
  chamber: Chamber;
  congress: Scalars['Int']['output'];
  date: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  question?: Maybe<Scalars['String']['output']>;
  requires?: Maybe<Scalars['String']['output']>;
  result?: Maybe<Scalars['String']['output']>;
  resultText?: Maybe<Scalars['String']['output']>;
  session: Scalars['String']['output'];
  sourceUrl?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  voteId: Scalars['String']['output'];
};

export enum StateRank {
  Junior = 'JUNIOR',
  Senior = 'SENIOR'
}

export type Story = {
  __typename?: 'Story';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isFeatured: Scalars['Boolean']['output'];
  isGlobal: Scalars['Boolean']['output'];
  openToJoin: Scalars['Boolean']['output'];
  requiresApproval: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type StoryArticle = {
  __typename?: 'StoryArticle';
  addedAt: Scalars['DateTimeISO']['output'];
  customNote?: Maybe<Scalars['String']['output']>;
};

export type StoryChange = {
  __typename?: 'StoryChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  field: StoryChangeField;
  id: Scalars['ID']['output'];
};

export enum StoryChangeField {
  Description = 'DESCRIPTION',
  IsFeatured = 'IS_FEATURED',
  IsGlobal = 'IS_GLOBAL',
  OpenToJoin = 'OPEN_TO_JOIN',
  RequiresApproval = 'REQUIRES_APPROVAL',
  Tags = 'TAGS',
  Title = 'TITLE'
}

export type StoryImage = {
  __typename?: 'StoryImage';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export enum StoryRole {
  Contributor = 'CONTRIBUTOR',
  Editor = 'EDITOR',
  Owner = 'OWNER',
  Viewer = 'VIEWER'
}

export enum TermType {
  Rep = 'REP',
  Sen = 'SEN'
}

export enum VotePosition {
  Nay = 'NAY',
  NotVoting = 'NOT_VOTING',
  Present = 'PRESENT',
  Yea = 'YEA'
}

export type ZipDistrict = {
  __typename?: 'ZipDistrict';
  district: Scalars['Int']['output'];
  stateAbbr: Scalars['String']['output'];
  stateFips: Scalars['String']['output'];
  zcta: Scalars['String']['output'];
};

export type HealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthQuery = { health: { status: string, database: string } };


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