// The recurrence sweep against the Firestore emulator, run in-process with a controlled clock:
// a weekly series keeps its London time across the late-October clock change, makes each
// occurrence once as a normal assignment and ends after its count; a before-sessions series makes
// one per booked session, due at its start. Ids carry this run's tag, so files share the emulator.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecurringAssignment } from '@model';
import { recurringAssignmentsSweep } from '../../functions/src/sweeps/recurring-assignments-sweep.ts';
import { admin } from './support.ts';

const run = `ra${Date.now().toString(36)}`;
const member = `${run}-member`;
const form = `${run}-form`;
const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
const sweep = (iso: string) => recurringAssignmentsSweep.run(admin().db, new Date(iso));
const series = async (id: string) => readRecurringAssignment<Timestamp>((await admin().db.doc(`assignmentSeries/${id}`).get()).data());
const occurrences = async (seriesId: string) =>
  (await admin().db.collection('assignments').where('memberId', '==', member).get()).docs
    .filter((d) => d.get('seriesId') === seriesId)
    .map((d) => ({ id: d.id, dueAt: (d.get('dueAt') as Timestamp | null)?.toDate().toISOString() ?? null, status: d.get('status'), formId: d.get('formId') }))
    .sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  const db = admin().db;
  await db.doc(`users/${member}`).set({ displayName: 'Rae' });
  await db.doc(`forms/${form}`).set({ title: 'Weekly check-in', status: 'published', currentVersion: 1, audience: 'assigned' });
});

describe('recurring assignments sweep', { timeout: 120_000 }, () => {
  it('weekly at 09:00 London across the October clock change, three times, each once', async () => {
    const id = `${run}-weekly`;
    await admin().db.doc(`assignmentSeries/${id}`).set({
      formId: form, memberId: member, message: 'Your weekly check-in', rule: { kind: 'interval', every: 1, unit: 'weeks' }, end: { until: null, times: 3 },
      startsAt: ts('2026-10-19T08:00:00Z'), dueDays: 2, status: 'active', createdBy: 'admin-1', createdAt: ts('2026-10-18T10:00:00Z'),
      nextAt: ts('2026-10-19T08:00:00Z'), nextIndex: 0, madeSessions: [], made: 0,
    });
    await sweep('2026-10-19T07:59:00Z');
    expect(await occurrences(id)).toEqual([]);

    await sweep('2026-10-19T08:00:30Z');
    await sweep('2026-10-19T08:01:00Z'); // a second run at once makes nothing more
    expect(await occurrences(id)).toEqual([{ id: `${id}-0`, dueAt: '2026-10-21T08:00:00.000Z', status: 'assigned', formId: form }]);
    // the next is 09:00 GMT: 25 hours more than a week later in UTC terms
    expect((await series(id)).nextAt?.toDate().toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // the member may draft a form for assigned members only: the marker is there
    expect((await admin().db.doc(`forms/${form}/assignees/${member}`).get()).exists).toBe(true);

    await sweep('2026-10-26T08:30:00Z'); // 08:30 GMT is before 09:00 London
    expect(await occurrences(id)).toHaveLength(1);
    await sweep('2026-10-26T09:00:00Z');
    const second = (await occurrences(id))[1];
    expect(second).toEqual({ id: `${id}-1`, dueAt: '2026-10-28T09:00:00.000Z', status: 'assigned', formId: form });

    await sweep('2026-11-02T09:00:00Z');
    expect((await occurrences(id)).map((o) => o.id)).toEqual([`${id}-0`, `${id}-1`, `${id}-2`]);
    const ended = await series(id);
    expect(ended).toMatchObject({ status: 'ended', nextAt: null, made: 3, nextIndex: 3 });
    await sweep('2026-11-09T09:00:00Z');
    expect(await occurrences(id)).toHaveLength(3);
  });

  it('a stopped series makes nothing', async () => {
    const id = `${run}-stopped`;
    await admin().db.doc(`assignmentSeries/${id}`).set({
      formId: form, memberId: member, message: '', rule: { kind: 'interval', every: 1, unit: 'days' }, end: { until: null, times: 5 },
      startsAt: ts('2026-11-10T09:00:00Z'), dueDays: null, status: 'stopped', createdBy: 'admin-1', createdAt: ts('2026-11-09T10:00:00Z'),
      nextAt: ts('2026-11-10T09:00:00Z'), nextIndex: 0, madeSessions: [], made: 0,
    });
    await sweep('2026-11-12T09:00:00Z');
    expect(await occurrences(id)).toEqual([]);
  });

  it('two days before each booked session, at its London time, due at its start; once each', async () => {
    const db = admin().db;
    const id = `${run}-sessions`;
    const now = Date.now();
    const start = new Date(Math.ceil((now + 3 * 86_400_000) / 3_600_000) * 3_600_000); // about three days ahead, on the hour
    const later = new Date(start.getTime() + 14 * 86_400_000);
    for (const [sessionId, startsAt] of [[`${run}-s1`, start], [`${run}-s2`, later]] as const) {
      await db.doc(`sessions/${sessionId}`).set({ title: sessionId, startsAt: Timestamp.fromDate(startsAt), endsAt: Timestamp.fromMillis(startsAt.getTime() + 3_600_000), cancelled: false, published: true });
      await db.doc(`sessions/${sessionId}/bookings/${member}`).set({ uid: member, sessionId, bookedAt: Timestamp.fromMillis(now) });
    }
    await db.doc(`assignmentSeries/${id}`).set({
      formId: form, memberId: member, message: '', rule: { kind: 'before-sessions', daysBefore: 2 }, end: { until: null, times: 10 },
      startsAt: Timestamp.fromMillis(now - 60_000), dueDays: null, status: 'active', createdBy: 'admin-1', createdAt: Timestamp.fromMillis(now - 60_000),
      nextAt: null, nextIndex: 0, madeSessions: [], made: 0,
    });
    // before the first occurrence: nothing made, the next one named
    await sweep(new Date(start.getTime() - 3 * 86_400_000).toISOString());
    expect(await occurrences(id)).toEqual([]);
    expect((await series(id)).nextAt).not.toBeNull();
    // its time comes (two days before, give or take the clock change): made once, due at the session
    const dueTime = new Date(start.getTime() - 2 * 86_400_000 + 3_600_000).toISOString();
    await sweep(dueTime);
    await sweep(dueTime);
    expect(await occurrences(id)).toEqual([{ id: `${id}-${run}-s1`, dueAt: start.toISOString(), status: 'assigned', formId: form }]);
    const after = await series(id);
    expect(after.madeSessions).toEqual([`${run}-s1`]);
    expect(after.nextAt?.toDate().getTime()).toBeGreaterThan(start.getTime());
  });
});
