import { registerEnumType } from 'type-graphql';

export enum TermType {
  REP = 'rep',
  SEN = 'sen',
}

export enum PartySide {
  MAJORITY = 'majority',
  MINORITY = 'minority',
}

export enum StateRank {
  JUNIOR = 'junior',
  SENIOR = 'senior',
}

/** Kinds of legislator content; staff commentary is the one the screens use (SPEC §3). */
export enum LegislatorContentType {
  STAFF_COMMENTARY = 'staff_commentary',
  NOTE = 'note',
}

registerEnumType(TermType, { name: 'TermType' });
registerEnumType(PartySide, { name: 'PartySide' });
registerEnumType(StateRank, { name: 'StateRank' });
registerEnumType(LegislatorContentType, { name: 'LegislatorContentType' });
