import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ALERTS_PER_WINDOW, COLLECTIONS, alertWindowKey, alertWindowStart } from '@model';

/** gRPC ALREADY_EXISTS: another writer created that slot first. */
const ALREADY_EXISTS = 6;

/** What the budget answered: an alert may go; or it may not, and whether this flag is the first past the budget. */
export type BudgetAnswer = { granted: true } | { granted: false; firstOver: boolean; windowStart: Date };

async function createOnce(db: Firestore, id: string, windowStart: Date, what: Record<string, unknown>): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.alertSlots).doc(id).create({ at: Timestamp.fromDate(windowStart), ...what });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * Takes one of the window's ALERTS_PER_WINDOW alert slots (model/alerts/alert-flood.ts). Each slot
 * is a create-only document, so exactly one writer gets each, however many submit at once. Once the
 * window is full, an `over` marker is created; the one writer that creates it sends the window's
 * "more flags" email, and every later caller reads the marker and stops at once.
 */
export async function claimAlertSlot(db: Firestore, now: Date): Promise<BudgetAnswer> {
  const key = alertWindowKey(now);
  const windowStart = alertWindowStart(key);
  const over = await db.collection(COLLECTIONS.alertSlots).doc(`${key}~over`).get();
  if (over.exists) return { granted: false, firstOver: false, windowStart };
  for (let slot = 0; slot < ALERTS_PER_WINDOW; slot += 1) {
    if (await createOnce(db, `${key}~${slot}`, windowStart, {})) return { granted: true };
  }
  return { granted: false, firstOver: await createOnce(db, `${key}~over`, windowStart, {}), windowStart };
}

/** Deletes the budget's slots of windows that ended more than a day before `now` (nothing personal is kept in them). */
export async function clearOldAlertSlots(db: Firestore, now: Date): Promise<void> {
  const old = await db.collection(COLLECTIONS.alertSlots).where('at', '<', Timestamp.fromMillis(now.getTime() - 86_400_000)).limit(400).get();
  if (old.empty) return;
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}
