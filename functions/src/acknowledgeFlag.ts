import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, REVIEW_AUDIT_ACTIONS, openRank, parseAcknowledgeFlagRequest, responseReviewPath, type AcknowledgeFlagAnswer, type FlagAcknowledgement, type ReviewFlag } from '@model';
import { requireCurrentAdmin } from './callers.ts';
import { callableOptions } from './options.ts';
import { directoryCounts, memberFlagFields } from './memberDirectory.ts';

/** What acknowledging one flag does to a response's review/flags (null: no flag with that id). */
export type AcknowledgeOutcome<Time> =
  | { status: 'acknowledged'; flags: ReviewFlag<Time>[]; open: number; openRank: number; flag: ReviewFlag<Time> }
  | { status: 'already'; open: number }
  | null;

/**
 * Pure: the flags with `flagId` acknowledged, and what triage sorts on recomputed. A flag already
 * acknowledged keeps its first acknowledgement (a double tap, or two reviewers at once): the
 * first word on who acted stays the record.
 */
export function acknowledgeInFlags<Time>(flags: readonly ReviewFlag<Time>[], flagId: string, acknowledgement: FlagAcknowledgement<Time>): AcknowledgeOutcome<Time> {
  const index = flags.findIndex((flag) => flag.id === flagId);
  if (index < 0) return null;
  const open = (list: readonly ReviewFlag<Time>[]) => list.filter((flag) => !flag.acknowledged).length;
  if (flags[index]!.acknowledged) return { status: 'already', open: open(flags) };
  const next = flags.map((flag, i) => (i === index ? { ...flag, acknowledged: acknowledgement } : flag));
  return { status: 'acknowledged', flags: next, open: open(next), openRank: openRank(next), flag: next[index]! };
}

/**
 * An administrator records the action taken on one raised flag (responses/{id}/review/flags):
 * who, their name, the server's time and the note. The flag leaves the triage queue once nothing
 * else on the response is open, and stays on the response for the record. Audited. Acknowledging
 * an acknowledged flag succeeds and changes nothing; an unknown response or flag is not-found.
 */
export const acknowledgeFlag = onCall(callableOptions, async (request): Promise<AcknowledgeFlagAnswer> => {
  const caller = await requireCurrentAdmin(request.auth);
  const input = parseAcknowledgeFlagRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { responseId, flagId, note } = input.value;

  const db = getFirestore();
  const profile = await db.collection(COLLECTIONS.users).doc(caller.uid).get();
  const byName = [profile.get('displayName'), caller.token.name, caller.token.email].find((name) => typeof name === 'string' && name.trim() !== '') as string | undefined;
  const reviewRef = db.doc(responseReviewPath(responseId));

  return db.runTransaction(async (tx) => {
    const review = await tx.get(reviewRef);
    if (!review.exists) throw new HttpsError('not-found', 'That response has no flags to acknowledge. It may have been removed.');
    // the members list's open-flag count, read before any write (a transaction's rule)
    const memberRef = typeof review.get('memberId') === 'string' && review.get('memberId') !== '' ? db.collection(COLLECTIONS.users).doc(review.get('memberId') as string) : null;
    const memberProfile = memberRef ? await tx.get(memberRef) : null;
    const flags = (Array.isArray(review.get('flags')) ? review.get('flags') : []) as ReviewFlag<Timestamp>[];
    // Server time, but not serverTimestamp(): Firestore refuses that sentinel inside an array.
    const outcome = acknowledgeInFlags(flags, flagId, { by: caller.uid, byName: byName ?? caller.uid, at: Timestamp.now(), note });
    if (!outcome) throw new HttpsError('not-found', 'That flag is not on this response.');
    if (outcome.status === 'already') return { responseId, flagId, open: outcome.open };

    tx.update(reviewRef, { flags: outcome.flags, open: outcome.open, openRank: outcome.openRank });
    if (memberRef && memberProfile?.exists && directoryCounts(outcome.flag)) tx.set(memberRef, memberFlagFields(memberProfile, -1), { merge: true });
    tx.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: REVIEW_AUDIT_ACTIONS.acknowledgeFlag,
      actorUid: caller.uid,
      targetUid: review.get('memberId') as unknown,
      responseId,
      flagId,
      severity: outcome.flag.severity,
      at: FieldValue.serverTimestamp(),
    });
    return { responseId, flagId, open: outcome.open };
  });
});
