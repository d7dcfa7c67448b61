import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  COURSE_AUDIT_ACTIONS,
  coursePath,
  enrollmentId,
  freeEnrolmentRefusal,
  parseEnrollInCourseRequest,
  readCourse,
  type EnrollInCourseAnswer,
  type EnrollmentDocument,
} from '@engine';
import { requireMember } from './callers.ts';
import { callableOptions } from './options.ts';

/**
 * The signed-in member enrols in a free course (clients never write `enrollments`). Paid and
 * membership courses, and courses not in the catalogue, are refused with freeEnrolmentRefusal's
 * words until the shop's fulfilment enrols them. Idempotent: a member already enrolled (by any
 * route, also in a course archived since) gets `created: false` and nothing changes, so a
 * double tap writes one enrolment and one audit entry.
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

  return db.runTransaction(async (tx) => {
    const [enrollment, course] = await Promise.all([tx.get(enrollmentRef), tx.get(courseRef)]);
    if (enrollment.exists) return { enrollmentId: id, created: false };

    const refusal = freeEnrolmentRefusal(course.exists ? readCourse(courseId, course.data()) : null);
    if (refusal) throw new HttpsError('failed-precondition', refusal);

    const now = FieldValue.serverTimestamp();
    const created: EnrollmentDocument<FieldValue> = {
      uid: caller.uid,
      courseId,
      source: 'free',
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
      source: 'free',
      at: now,
    });
    return { enrollmentId: id, created: true };
  });
});
