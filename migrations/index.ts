import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { AuthTables1763900000000 } from './1763900000000-AuthTables.js';
import { MemberTips1764300000000 } from './1764300000000-MemberTips.js';
import { DisplayNamesIgnoreCase1764300000001 } from './1764300000001-DisplayNamesIgnoreCase.js';
import { AddressChosenDistrict1764300000002 } from './1764300000002-AddressChosenDistrict.js';
import { FollowLastVisit1764300000003 } from './1764300000003-FollowLastVisit.js';
import { SharedRateLimits1764600000000 } from './1764600000000-SharedRateLimits.js';
import { AuthSigningKeys1764600000001 } from './1764600000001-AuthSigningKeys.js';
import { StoredImages1764700000000 } from './1764700000000-StoredImages.js';
import { Notifications1764800000000 } from './1764800000000-Notifications.js';
import { ResponseCacheVersions1764900000000 } from './1764900000000-ResponseCacheVersions.js';
import { StaffTools1765000000000 } from './1765000000000-StaffTools.js';
import { CommentaryFeedIndex1765100000000 } from './1765100000000-CommentaryFeedIndex.js';
import { RetiredKeysKeepNoPrivateHalf1765200000000 } from './1765200000000-RetiredKeysKeepNoPrivateHalf.js';
import { VoteCounters1765200000001 } from './1765200000001-VoteCounters.js';
import { TimelineAndCommentaryReadIndexes1765200000002 } from './1765200000002-TimelineAndCommentaryReadIndexes.js';
import { SearchIndexes1765400000000 } from './1765400000000-SearchIndexes.js';
import { TakeAction1765600000000 } from './1765600000000-TakeAction.js';
import { WebPush1765700000000 } from './1765700000000-WebPush.js';
import { MyLegislators1765800000000 } from './1765800000000-MyLegislators.js';
import { RollCallBillTitle1765800000058 } from './1765800000058-RollCallBillTitle.js';
import { AccessRequestPage1765850000000 } from './1765850000000-AccessRequestPage.js';
import { CommentaryReports1765850000001 } from './1765850000001-CommentaryReports.js';
import { PkceFlowStates1765900000000 } from './1765900000000-PkceFlowStates.js';

/** Every migration, in order (explicit list, no globs: the build and the tests see the same set). */
export const migrations = [
  InitialSchema1763800000000,
  AuthTables1763900000000,
  MemberTips1764300000000,
  DisplayNamesIgnoreCase1764300000001,
  AddressChosenDistrict1764300000002,
  FollowLastVisit1764300000003,
  SharedRateLimits1764600000000,
  AuthSigningKeys1764600000001,
  StoredImages1764700000000,
  Notifications1764800000000,
  ResponseCacheVersions1764900000000,
  StaffTools1765000000000,
  CommentaryFeedIndex1765100000000,
  RetiredKeysKeepNoPrivateHalf1765200000000,
  VoteCounters1765200000001,
  TimelineAndCommentaryReadIndexes1765200000002,
  SearchIndexes1765400000000,
  TakeAction1765600000000,
  WebPush1765700000000,
  MyLegislators1765800000000,
  RollCallBillTitle1765800000058,
  AccessRequestPage1765850000000,
  CommentaryReports1765850000001,
  PkceFlowStates1765900000000,
];
