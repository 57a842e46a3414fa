// The world the story-rule suites (stories-rules.*.test.ts) share: a gateway on a database of the
// suite's own, with a staff member (sam_staff, real name shown), an administrator and a member.
import { afterAll, beforeAll } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

export let portal: TestPortal;
export let staff: TestMember;
export let admin: TestMember;
export let member: TestMember;

/** Starts the suite's gateway (on database `name`) and its members before its tests, and stops it after. */
export function useStoriesPortal(name: string): void {
  beforeAll(async () => {
    portal = await startTestPortal(name);
    staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'sam_staff', showRealName: true });
    admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
    member = await buildMember(portal.dataSource);
  });
  afterAll(() => portal?.close());
}
