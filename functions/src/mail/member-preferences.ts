import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, isServiceMail, type MailKind } from '@model';

/**
 * Whether the member may be sent this kind of email now, asked by the sender at send time (not
 * when queued: a member who switches a reminder off before it goes gets nothing). Service mail
 * always goes; a member with no profile (erased) gets nothing else.
 */
export async function memberMayReceive(db: Firestore, uid: string, kind: MailKind): Promise<boolean> {
  if (isServiceMail(kind)) return true;
  const profile = await db.collection(COLLECTIONS.users).doc(uid).get();
  return profile.exists;
}
