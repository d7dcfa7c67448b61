// enrollInCourse against the emulators. Files may share one emulator: this one resets nothing,
// and every account, course and enrolment it makes carries its own run's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_AUDIT_ACTIONS, coursePath, enrollmentId, enrolmentRefusal, type EnrollInCourseAnswer } from '@model';
import { admin, callError, client, closeApps, createAccount, type SignedIn } from './support.ts';

const run = `k1${Date.now().toString(36)}`;
const memberUid = `${run}-member`;
const otherUid = `${run}-other`;
let member: SignedIn;
let other: SignedIn;

/** A course of this run: published, public, free unless `fields` say otherwise. */
async function course(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `${run}-${name}`;
  await admin().db.doc(coursePath(id)).set({
    title: `Course ${name}`, slug: id, audience: 'public', access: 'free', pricePence: 0,
    published: true, archived: false, chapterCount: 2, totalMinutes: 10, order: 1, revision: 1, ...fields,
  });
  return id;
}

const enrol = (who: SignedIn, courseId: unknown) => who.call<{ courseId: unknown }, EnrollInCourseAnswer>('enrollInCourse', { courseId });
const stored = async (uid: string, courseId: string) => admin().db.doc(`enrollments/${enrollmentId(uid, courseId)}`).get();
const audits = async (courseId: string) =>
  (await admin().db.collection('auditLog').where('courseId', '==', courseId).get()).docs.map((d) => d.data());

beforeAll(async () => {
  member = await client(await createAccount(memberUid));
  other = await client(await createAccount(otherUid));
});
afterAll(closeApps);

describe('enrollInCourse', () => {
  it('enrols a member in a free course once: the enrolment as the contract says, one audit entry; again answers created false', async () => {
    const courseId = await course('free');
    const before = Date.now();
    expect(await enrol(member, courseId)).toEqual({ enrollmentId: `${memberUid}_${courseId}`, created: true });

    const enrollment = await stored(memberUid, courseId);
    expect(enrollment.data()).toMatchObject({
      uid: memberUid, courseId, source: 'free', completedChapters: [], lastChapterId: null, completedAt: null,
    });
    expect(enrollment.get('createdAt').toMillis()).toBeGreaterThan(before - 60_000);
    expect(enrollment.get('updatedAt').toMillis()).toBe(enrollment.get('createdAt').toMillis());
    expect(await audits(courseId)).toEqual([
      expect.objectContaining({ action: COURSE_AUDIT_ACTIONS.enrol, actorUid: memberUid, targetUid: memberUid, courseId, source: 'free' }),
    ]);

    expect(await enrol(member, courseId)).toEqual({ enrollmentId: `${memberUid}_${courseId}`, created: false });
    expect((await stored(memberUid, courseId)).get('createdAt').toMillis()).toBe(enrollment.get('createdAt').toMillis());
    expect(await audits(courseId)).toHaveLength(1);
  });

  it('keeps progress made since: enrolling again changes nothing', async () => {
    const courseId = await course('progress');
    await enrol(member, courseId);
    await admin().db.doc(`enrollments/${enrollmentId(memberUid, courseId)}`).update({ completedChapters: ['one'], lastChapterId: 'one' });
    expect(await enrol(member, courseId)).toMatchObject({ created: false });
    expect((await stored(memberUid, courseId)).data()).toMatchObject({ completedChapters: ['one'], lastChapterId: 'one' });
  });

  it('enrols each member apart, in a members-only free course too', async () => {
    const courseId = await course('members', { audience: 'members' });
    expect(await enrol(member, courseId)).toMatchObject({ created: true });
    expect(await enrol(other, courseId)).toEqual({ enrollmentId: `${otherUid}_${courseId}`, created: true });
    expect((await stored(otherUid, courseId)).get('uid')).toBe(otherUid);
  });

  it.each([
    ['paid', { access: 'paid', pricePence: 4900 }],
    ['membership', { access: 'membership', audience: 'members' }],
    ['unpublished', { published: false }],
    ['archived', { published: false, archived: true }],
  ])('refuses a %s course (to a member without a membership) with enrolmentRefusal\'s words and writes nothing', async (name, fields) => {
    const courseId = await course(name, fields);
    const words = enrolmentRefusal({ published: true, archived: false, access: 'free', ...fields } as never, false);
    expect(words).toBeTruthy();
    const error = await callError(enrol(member, courseId));
    expect(error).toMatchObject({ code: 'functions/failed-precondition', message: words });
    expect((await stored(memberUid, courseId)).exists).toBe(false);
    expect(await audits(courseId)).toEqual([]);
  });

  it('enrols a member whose membership gives access in a membership course (source membership); a lapsed one is refused', async () => {
    const courseId = await course('included', { access: 'membership', audience: 'members' });
    const day = 86_400_000;
    await admin().db.doc(`users/${otherUid}`).set({ membership: { status: 'active', plan: 'monthly', renewsAt: new Date(Date.now() + 30 * day) } }, { merge: true });
    expect(await enrol(other, courseId)).toEqual({ enrollmentId: `${otherUid}_${courseId}`, created: true });
    expect((await stored(otherUid, courseId)).get('source')).toBe('membership');

    const later = await course('included-later', { access: 'membership', audience: 'members' });
    await admin().db.doc(`users/${otherUid}`).set({ membership: { status: 'active', plan: 'monthly', renewsAt: new Date(Date.now() - 2 * day) } }, { merge: true });
    expect(await callError(enrol(other, later))).toMatchObject({ code: 'functions/failed-precondition', message: enrolmentRefusal({ published: true, archived: false, access: 'membership' }, false) });
    expect((await stored(otherUid, later)).exists).toBe(false);
  });

  it('refuses an unknown course as not available', async () => {
    const courseId = `${run}-nowhere`;
    expect(await callError(enrol(member, courseId))).toMatchObject({ code: 'functions/failed-precondition', message: 'This course is not available.' });
    expect((await stored(memberUid, courseId)).exists).toBe(false);
  });

  it('answers a member already enrolled in a paid course (by the shop, or the seed) with created false, not a refusal', async () => {
    const courseId = await course('bought', { access: 'paid', pricePence: 4900 });
    await admin().db.doc(`enrollments/${enrollmentId(memberUid, courseId)}`).set({ uid: memberUid, courseId, source: 'purchase', completedChapters: [], lastChapterId: null });
    expect(await enrol(member, courseId)).toEqual({ enrollmentId: `${memberUid}_${courseId}`, created: false });
  });

  it('refuses a malformed course id', async () => {
    for (const courseId of ['', 'a/b', 42, null]) {
      expect(await callError(enrol(member, courseId))).toMatchObject({ code: 'functions/invalid-argument', message: 'Say which course to enrol in.' });
    }
  });

  it('refuses visitors and writes nothing', async () => {
    const courseId = await course('visitor');
    const visitor = await client(null);
    expect((await callError(enrol(visitor, courseId))).code).toBe('functions/unauthenticated');
    const enrolments = await admin().db.collection('enrollments').where('courseId', '==', courseId).get();
    expect(enrolments.empty).toBe(true);
    expect(await audits(courseId)).toEqual([]);
  });
});
