// The member's assignments as the dashboard and the member record read them
// (src/data/assignments.ts listMemberAssignments) against the emulators: client SDK, the rules
// enforced. Accounts, forms and documents are this file's own (unique per run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/assignments');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `as1admin${run}`;
const memberUid = `as1member${run}`;
const otherUid = `as1other${run}`;
const form = (name: string) => `as1-${name}-${run}`;
const at = (days: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 1) + days * 86_400_000);
const written: string[] = [];

async function put(path: string, value: Record<string, unknown>): Promise<void> {
  written.push(path);
  await admin().db.doc(path).set(value);
}

const assignment = (memberId: string, formId: string, status: string, day: number) => ({
  formId, memberId, assignedBy: adminUid, assignedAt: at(day), dueAt: null, message: '', status,
  ...(status === 'submitted' ? { responseId: `Resp${run}`, submittedAt: at(day + 1) } : {}),
});
const draft = (memberId: string, formId: string) => ({
  formId, formVersion: 1, memberId, status: 'draft', submissionKey: 'K'.repeat(20), data: {}, createdAt: at(0), updatedAt: at(0),
});

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  await createAccount(otherUid);
  // open and started, open and not started, submitted with a later draft of the same form, and
  // a draft of a form that was never assigned; another member's draft of an assigned form
  await put(`assignments/as1-a-${run}`, assignment(memberUid, form('sleep'), 'assigned', 3));
  await put(`assignments/as1-b-${run}`, assignment(memberUid, form('mood'), 'assigned', 2));
  await put(`assignments/as1-c-${run}`, assignment(memberUid, form('anxiety'), 'submitted', 1));
  await put(`responses/${memberUid}_${form('sleep')}`, draft(memberUid, form('sleep')));
  await put(`responses/${memberUid}_${form('anxiety')}`, draft(memberUid, form('anxiety')));
  await put(`responses/${memberUid}_${form('walks')}`, draft(memberUid, form('walks')));
  await put(`responses/${otherUid}_${form('mood')}`, draft(otherUid, form('mood')));
});
afterAll(async () => {
  await Promise.all(written.map((path) => admin().db.doc(path).delete()));
  await close();
  await closeApps();
});

describe('a member\'s assignments and which open ones they started', { timeout: 60_000 }, () => {
  it('lists them newest first, started = open assignments with the member\'s own open draft', async () => {
    await signInAs(memberUid);
    const mine = await data.listMemberAssignments(memberUid);
    expect(mine.assignments.map((a) => [a.formId, a.status])).toEqual([
      [form('sleep'), 'assigned'],
      [form('mood'), 'assigned'],
      [form('anxiety'), 'submitted'],
    ]);
    // not mood (only another member's draft), not anxiety (submitted), not walks (not assigned)
    expect(mine.startedFormIds).toEqual([form('sleep')]);
  });

  it('reads the same for an administrator, and refuses another member in words', async () => {
    await signInAs(adminUid);
    expect((await data.listMemberAssignments(memberUid)).startedFormIds).toEqual([form('sleep')]);
    await signInAs(otherUid);
    await expect(data.listMemberAssignments(memberUid)).rejects.toThrow(/permission/i);
  });
});
