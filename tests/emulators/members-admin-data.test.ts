// The administrators' members list (src/data/members-admin.ts) against the emulators: client SDK,
// the rules enforced. Profiles are this file's own (unique per run, names starting with this
// run's tag, joined in 2100 or later so the unsearched first page is theirs); nothing is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { EMPTY_MEMBERS_FILTER, memberDirectoryOf, type MembersFilter } from '@model';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/members-admin');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const tag = `zq${run}`;
const adminUid = `m5admin${run}`;
const memberUid = `m5member${run}`;
const base = Date.UTC(2100, 0, 1) + Date.now();
const day = 86_400_000;

/** This run's members, newest first; name, directory facts and when they joined. */
const people = [
  { uid: `m5-${run}-a`, name: `${tag} Ada Lovelace`, plan: 'monthly', onboarded: true, openFlags: 2, admin: false, daysAgo: 0 },
  { uid: `m5-${run}-b`, name: `${tag} Bea Ashworth`, plan: 'none', onboarded: false, openFlags: 0, admin: false, daysAgo: 1 },
  { uid: `m5-${run}-c`, name: `${tag} Cal Adeyemi`, plan: 'annual', onboarded: true, openFlags: 0, admin: true, daysAgo: 2 },
  { uid: `m5-${run}-d`, name: `${tag} Ada Byron`, plan: 'none', onboarded: true, openFlags: 1, admin: false, daysAgo: 3 },
  { uid: `m5-${run}-e`, name: `${tag} Eve Adams`, plan: 'monthly', onboarded: false, openFlags: 0, admin: false, daysAgo: 4 },
] as const;
const emailOf = (uid: string) => `${uid}@members.test`;

const filter = (change: Partial<MembersFilter>): MembersFilter => ({ ...EMPTY_MEMBERS_FILTER, ...change });
const uids = (page: { members: { uid: string }[] }) => page.members.map((m) => m.uid);
const ids = (...letters: string[]) => letters.map((letter) => `m5-${run}-${letter}`);

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  const db = admin().db;
  for (const person of people) {
    // as the server keeps it: the profile, then its directory derived by the contract
    const profile = {
      displayName: person.name,
      email: emailOf(person.uid),
      createdAt: Timestamp.fromMillis(base - person.daysAgo * day),
      ...(person.admin ? { role: 'admin' } : {}),
      ...(person.plan !== 'none' ? { membership: { plan: person.plan, status: 'active' } } : {}),
      ...(person.onboarded ? { onboarding: { initialAssessmentAt: Timestamp.fromMillis(base - day) } } : {}),
    };
    const lastSubmissionAt = person.onboarded ? Timestamp.fromMillis(base - day) : null;
    await db.doc(`users/${person.uid}`).set({ ...profile, directory: memberDirectoryOf(profile, { openFlags: person.openFlags, lastSubmissionAt }) });
  }
});

afterAll(async () => {
  await signInAs(null);
  await close();
  await closeApps();
});

describe('members list (administrators)', () => {
  it('pages newest members first with cursors, each row from the profile alone', async () => {
    await signInAs(adminUid);
    const first = await data.listMembers(EMPTY_MEMBERS_FILTER, null, 2);
    expect(uids(first)).toEqual(ids('a', 'b'));
    expect(first.members[0]).toMatchObject({
      displayName: `${tag} Ada Lovelace`, email: emailOf(ids('a')[0]!), plan: 'monthly', membershipPlan: 'monthly', membershipStatus: 'active',
      onboarded: true, isAdmin: false, openFlags: 2,
    });
    expect(first.members[0]!.joinedAt?.getTime()).toBe(base);
    expect(first.members[0]!.lastSubmissionAt?.getTime()).toBe(base - day);
    const second = await data.listMembers(EMPTY_MEMBERS_FILTER, first.next, 2);
    expect(uids(second)).toEqual(ids('c', 'd'));
    expect(second.members[0]!.isAdmin).toBe(true);
  });

  it('searches names by their start, whatever the case, a page at a time in name order', async () => {
    await signInAs(adminUid);
    const first = await data.listMembers(filter({ q: `${tag.toUpperCase()} ADA` }), null, 1);
    expect(uids(first)).toEqual(ids('d'));
    const second = await data.listMembers(filter({ q: `${tag} ada` }), first.next, 1);
    expect(uids(second)).toEqual(ids('a'));
    expect(second.next).toBeNull();
  });

  it('searches email addresses by their start when the text has an @', async () => {
    await signInAs(adminUid);
    const page = await data.listMembers(filter({ q: `M5-${run}-c@` }), null, 10);
    expect(uids(page)).toEqual(ids('c'));
  });

  it('filters by plan, onboarding, open flags and role, alone and together with a search', async () => {
    await signInAs(adminUid);
    const q = `${tag} `;
    expect(uids(await data.listMembers(filter({ q, plan: 'monthly' }), null, 10))).toEqual(ids('a', 'e'));
    expect(uids(await data.listMembers(filter({ q, plan: 'none' }), null, 10))).toEqual(ids('d', 'b'));
    expect(uids(await data.listMembers(filter({ q, onboarding: 'pending' }), null, 10))).toEqual(ids('b', 'e'));
    expect(uids(await data.listMembers(filter({ q, flags: 'open' }), null, 10))).toEqual(ids('d', 'a'));
    expect(uids(await data.listMembers(filter({ q, flags: 'none', onboarding: 'done' }), null, 10))).toEqual(ids('c'));
    expect(uids(await data.listMembers(filter({ q, role: 'admin' }), null, 10))).toEqual(ids('c'));
    // without a search: newest first, this run's first
    expect(uids(await data.listMembers(filter({ plan: 'monthly' }), null, 2))).toEqual(ids('a', 'e'));
  });

  it("reads a member's role", async () => {
    await signInAs(adminUid);
    expect(await data.loadMemberRole(ids('c')[0]!)).toEqual({ isAdmin: true, email: emailOf(ids('c')[0]!) });
    expect(await data.loadMemberRole(ids('a')[0]!)).toEqual({ isAdmin: false, email: emailOf(ids('a')[0]!) });
  });

  it('refuses a member listing members', async () => {
    await signInAs(memberUid);
    await expect(data.listMembers(EMPTY_MEMBERS_FILTER, null, 5)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
