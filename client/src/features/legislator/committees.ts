/** A committee seat as the legislator page reads it (LegislatorPage query). */
export interface Seat {
  id: string;
  /** The committee's name (a subcommittee seat carries its parent committee's). */
  name: string;
  subcommittee?: string | null;
  title?: string | null;
  rank?: number | null;
}

export interface CommitteeGroup {
  name: string;
  /** The seat on the committee itself: its title ('Chair', 'Ranking Member'); null when only on subcommittees. */
  title: string | null;
  /** Whether the legislator sits on the committee itself (not only on some of its subcommittees). */
  member: boolean;
  subcommittees: { id: string; name: string; title: string | null }[];
}

/**
 * Groups committee seats as people read them (issue #15 item 6): each committee once, with its
 * subcommittees beneath it; committees with a title (Chair, Ranking Member…) first, then by name,
 * subcommittees by name.
 */
export function groupCommittees(seats: readonly Seat[]): CommitteeGroup[] {
  const groups = new Map<string, CommitteeGroup>();
  for (const seat of seats) {
    const group = groups.get(seat.name) ?? { name: seat.name, title: null, member: false, subcommittees: [] };
    groups.set(seat.name, group);
    if (seat.subcommittee) group.subcommittees.push({ id: seat.id, name: seat.subcommittee, title: seat.title ?? null });
    else {
      group.member = true;
      group.title = seat.title ?? null;
    }
  }
  const list = [...groups.values()];
  for (const g of list) g.subcommittees.sort((a, b) => Number(!a.title) - Number(!b.title) || a.name.localeCompare(b.name));
  return list.sort((a, b) => Number(!a.title) - Number(!b.title) || a.name.localeCompare(b.name));
}
