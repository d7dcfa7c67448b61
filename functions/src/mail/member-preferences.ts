import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, erasurePseudonym, isReminderKind, isServiceMail, readEmailChoices, type MailKind } from '@model';

/**
 * Whether this member may be sent this kind of email now. Nobody erased (or being erased, or with no
 * profile) gets anything; service mail (booking confirmations and cancellations, security) always
 * goes otherwise; a reminder goes unless the member switched it off (users/{uid}.emailChoices).
 * Asked by the sender at send time, so a choice made after the mail was queued still holds.
 */
export async function memberMayReceive(db: Firestore, uid: string, kind: MailKind): Promise<boolean> {
  const [profile, erasure] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(uid).get(),
    db.collection(COLLECTIONS.erasures).doc(await erasurePseudonym(uid)).get(),
  ]);
  if (!profile.exists || erasure.exists) return false;
  if (isServiceMail(kind)) return true;
  if (!isReminderKind(kind)) return false; // staff alerts are never addressed to a member
  return readEmailChoices(profile.get('emailChoices'))[kind];
}
