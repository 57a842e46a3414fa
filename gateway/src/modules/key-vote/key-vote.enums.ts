import { registerEnumType } from 'type-graphql';

export enum OrganizationPosition {
  SUPPORT = 'support',
  OPPOSE = 'oppose',
  OTHER = 'other',
}

/** A legislator's recorded position, normalised from the chamber's labels (Aye→YEA, No→NAY). */
export enum VotePosition {
  YEA = 'YEA',
  NAY = 'NAY',
  PRESENT = 'PRESENT',
  NOT_VOTING = 'NOT_VOTING',
}

/** Chamber codes as in the unitedstates/congress vote ids ('h145-119.2025'). */
export enum Chamber {
  HOUSE = 'h',
  SENATE = 's',
}

registerEnumType(OrganizationPosition, { name: 'OrganizationPosition' });
registerEnumType(VotePosition, { name: 'VotePosition' });
registerEnumType(Chamber, { name: 'Chamber' });
