import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@model';

/** Of these mail ids, the ones with no mail/{id} yet: a sweep builds only those (one getAll, not a read per mail per minute). */
export async function unqueued(db: Firestore, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const snapshots = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.mail).doc(id)));
  return new Set(snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id));
}
