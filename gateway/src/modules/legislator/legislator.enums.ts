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

/** The staff list's order: by name (default) or by alignment over the current Congress. */
export enum LegislatorSort {
  NAME = 'name',
  /** Highest alignment first; legislators with nothing counted last. */
  ALIGNMENT_HIGH = 'alignment_high',
  /** Lowest alignment first; legislators with nothing counted last. */
  ALIGNMENT_LOW = 'alignment_low',
}

registerEnumType(TermType, { name: 'TermType' });
registerEnumType(LegislatorSort, { name: 'LegislatorSort', description: 'NAME (last, first), ALIGNMENT_HIGH or ALIGNMENT_LOW (over the current Congress; nothing counted last).' });
registerEnumType(PartySide, { name: 'PartySide' });
registerEnumType(StateRank, { name: 'StateRank' });
registerEnumType(LegislatorContentType, { name: 'LegislatorContentType' });
