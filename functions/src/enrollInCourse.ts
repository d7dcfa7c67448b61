import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, COURSE_AUDIT_ACTIONS, coursePath, enrollmentId, enrolmentRefusal, membershipGivesAccess, parseEnrollInCourseRequest, readCourse, readMembership, type EnrollInCourseAnswer, type EnrollmentDocument, type EnrollmentSource } from '@model';
import { requireMember } from './callers.ts';
import { callableOptions } from './options.ts';

/**
 * The signed-in member enrols in a free course, or in a membership course while their membership
 * gives access (administrators always; source 'membership'). Paid courses are bought (the webhook
 * enrols the buyer); enrolmentRefusal says why not in the member's words. Idempotent: a member
 * already enrolled (by any route, also in a course archived since, or a member lapsed since) gets
 * `created: false` and nothing changes, so a double tap writes one enrolment and one audit entry.
 */
export const enrollInCourse = onCall(callableOptions, async (request): Promise<EnrollInCourseAnswer> => {
  const caller = requireMember(request.auth);
  const input = parseEnrollInCourseRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { courseId } = input.value;

  const db = getFirestore();
  const id = enrollmentId(caller.uid, courseId);
  const enrollmentRef = db.collection(COLLECTIONS.enrollments).doc(id);
  const courseRef = db.doc(coursePath(courseId));
  const userRef = db.collection(COLLECTIONS.users).doc(caller.uid);

  return db.runTransaction(async (tx) => {
    const [enrollment, course, user] = await Promise.all([tx.get(enrollmentRef), tx.get(courseRef), tx.get(userRef)]);
    if (enrollment.exists) return { enrollmentId: id, created: false };

    const read = course.exists ? readCourse(courseId, course.data()) : null;
    const membership = readMembership<Timestamp>(user.get('membership'));
    const member = { status: membership.status, renewsAt: membership.renewsAt instanceof Timestamp ? membership.renewsAt.toDate() : null };
    const hasAccess = caller.token.admin === true || membershipGivesAccess(member, new Date());
    const refusal = enrolmentRefusal(read, hasAccess);
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    const source: EnrollmentSource = read?.access === 'membership' ? 'membership' : 'free';

    const now = FieldValue.serverTimestamp();
    const created: EnrollmentDocument<FieldValue> = {
      uid: caller.uid,
      courseId,
      source,
      completedChapters: [],
      lastChapterId: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    };
    tx.create(enrollmentRef, created);
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: COURSE_AUDIT_ACTIONS.enrol,
      actorUid: caller.uid,
      targetUid: caller.uid,
      courseId,
      enrollmentId: id,
      source,
      at: now,
    });
    return { enrollmentId: id, created: true };
  });
});
