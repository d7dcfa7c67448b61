import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS, ERASURE_AUDIT_ACTION, ERASURE_STEPS, ERASURE_STEP_OF, MEMBER_DATA_INVENTORY, erasurePseudonym, pseudonymisedFields, readErasureStepsDone, remainingErasureSteps, type EraseAnswer, type ErasureRequester, type ErasureStep, type MemberDataEntry, type MemberDataFinder } from '@model';
import { finderQuery } from './memberData.ts';

/** Whose data goes, and who asked. */
export interface ErasureTarget {
  uid: string;
  by: ErasureRequester;
  /** the administrator carrying it out (null when the member asked themself) */
  adminUid: string | null;
}

interface StepContext {
  uid: string;
  pseudonym: string;
}

const PAGE = 300;

/** Deletes every document the query finds, with its subcollections, a page at a time (re-runs find fewer). */
async function deleteAll(query: Query): Promise<void> {
  const db = getFirestore();
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return;
    await Promise.all(page.docs.map((d) => db.recursiveDelete(d.ref)));
    if (page.size < PAGE) return;
  }
}

/** Pseudonymises every document the query finds (its filter names the uid, so a done page drops out of it). */
async function pseudonymiseAll(query: Query, { uid, pseudonym }: StepContext): Promise<void> {
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return;
    const batch = getFirestore().batch();
    let changed = 0;
    for (const d of page.docs) {
      const change = pseudonymisedFields(d.data(), uid, pseudonym);
      if (Object.keys(change).length === 0) continue;
      const update = Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value ?? FieldValue.delete()]));
      batch.update(d.ref, update);
      changed += 1;
    }
    if (changed === 0) return;
    await batch.commit();
    if (page.size < PAGE) return;
  }
}

/**
 * A booking goes and, for a session still to come, its seat is given back (bookedCount - 1), in
 * one transaction: a re-run finds no booking and gives nothing back twice.
 */
async function cancelBooking(bookingRef: DocumentReference): Promise<void> {
  const db = getFirestore();
  const sessionRef = bookingRef.parent.parent;
  await db.runTransaction(async (tx) => {
    const booking = await tx.get(bookingRef);
    if (!booking.exists) return;
    const session = sessionRef ? await tx.get(sessionRef) : null;
    tx.delete(bookingRef);
    if (!session?.exists) return;
    const startsAt = session.get('startsAt') as { toMillis?: () => number } | null | undefined;
    const bookedCount = session.get('bookedCount') as unknown;
    const toCome = typeof startsAt?.toMillis === 'function' && startsAt.toMillis() > Date.now();
    if (toCome && typeof bookedCount === 'number' && bookedCount > 0) tx.update(session.ref, { bookedCount: FieldValue.increment(-1) });
  });
}

/** The documents an inventory finder names for this uid (the export's own query: Firestore finders only). */
const findQuery = (finder: MemberDataFinder, uid: string): Query | null => finderQuery(getFirestore(), finder, uid);

/** Erases one inventory entry as it says: delete, or keep with the member pseudonymised. */
async function eraseEntry(entry: MemberDataEntry, context: StepContext): Promise<void> {
  const db = getFirestore();
  const { finder } = entry;
  const { uid } = context;
  if (entry.erasure.action !== 'delete') {
    // Kept records (orders for accounting, the logs) stay, naming the pseudonym instead of the member.
    const query = findQuery(finder, uid);
    if (query) await pseudonymiseAll(query, context);
    return;
  }
  switch (finder.by) {
    case 'auth-account':
      await getAuth().deleteUser(uid).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      });
      return;
    case 'doc-id':
    case 'under-member':
      // the document and everything under it
      await db.recursiveDelete(db.collection(finder.collection).doc(uid));
      return;
    case 'under-each':
      return; // deleted with its parent entry (a recursive delete)
    case 'pseudonym-doc':
      return; // the erasure's own record: it is the proof, and names only the pseudonym
    case 'collection-group':
      if (finder.group === COLLECTIONS.bookings) {
        const bookings = await findQuery(finder, uid)!.get();
        for (const booking of bookings.docs) await cancelBooking(booking.ref);
        return;
      }
      await deleteAll(findQuery(finder, uid)!);
      return;
    case 'field':
      await deleteAll(findQuery(finder, uid)!);
      return;
  }
}

/**
 * Beyond the inventory (which finds the member's own data): what the person did as an
 * administrator, should an administrator's account be erased: their accesses, audited actions
 * and the reviewer notes they wrote stay, naming the pseudonym.
 */
async function pseudonymiseActor(context: StepContext): Promise<void> {
  const db = getFirestore();
  const { uid } = context;
  await pseudonymiseAll(db.collection(COLLECTIONS.accessLog).where('actorId', '==', uid), context);
  await pseudonymiseAll(db.collection(COLLECTIONS.auditLog).where('actorUid', '==', uid), context);
  await pseudonymiseAll(db.collectionGroup(COLLECTIONS.notes).where('authorId', '==', uid), context);
}

/** Runs one step: every inventory entry ERASURE_STEP_OF gives it, in the inventory's order. */
async function runStep(step: ErasureStep, context: StepContext): Promise<void> {
  for (const entry of MEMBER_DATA_INVENTORY) {
    if (ERASURE_STEP_OF[entry.key] === step) await eraseEntry(entry, context);
  }
  if (step === 'logs') await pseudonymiseActor(context);
}

/**
 * Emulator tests only: `failAfterStep` on the erasure record (which only server code can write;
 * the rules deny clients erasures/*) makes the run stop after that step, as a crash would. It is
 * removed as it fires, so the next run finishes. Never read outside the Functions emulator.
 */
function simulatedCrashAfter(data: FirebaseFirestore.DocumentData | undefined): string | null {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return null;
  const step = data?.failAfterStep as unknown;
  return typeof step === 'string' ? step : null;
}

/** The progress record of this uid's erasure, if one was ever started. */
export async function erasureRecordOf(uid: string): Promise<{ pseudonym: string; exists: boolean; done: boolean }> {
  const pseudonym = await erasurePseudonym(uid);
  const record = await getFirestore().collection(COLLECTIONS.erasures).doc(pseudonym).get();
  return { pseudonym, exists: record.exists, done: record.get('status') === 'done' };
}

/**
 * Runs (or resumes) the erasure of one member: the steps not yet done, in order, recording each
 * as it finishes in erasures/{pseudonym}; then, in one batch, the record marked done and the
 * audit entry `member.erased` (at a fixed id, so a re-run writes it once). A finished erasure
 * run again answers as it is. A failure part-way leaves the steps done recorded: the next run
 * starts at the first one not done.
 */
export async function runErasure(target: ErasureTarget): Promise<EraseAnswer> {
  const db = getFirestore();
  const pseudonym = await erasurePseudonym(target.uid);
  const recordRef = db.collection(COLLECTIONS.erasures).doc(pseudonym);
  const now = FieldValue.serverTimestamp();

  const existing = await recordRef.get();
  if (existing.get('status') === 'done') {
    return { pseudonym, status: 'done', stepsDone: readErasureStepsDone(existing.data()) };
  }
  if (existing.get('status') == null) {
    await recordRef.set({
      pseudonym,
      status: 'running',
      stepsDone: [],
      by: target.by,
      adminUid: target.adminUid,
      startedAt: now,
      updatedAt: now,
      finishedAt: null,
    }, { merge: true });
  }
  const crashAfter = simulatedCrashAfter(existing.data());
  const stepsDone = readErasureStepsDone(existing.data());
  const context = { uid: target.uid, pseudonym };

  for (const step of remainingErasureSteps(stepsDone)) {
    await runStep(step, context);
    stepsDone.push(step);
    const crash = crashAfter === step;
    await recordRef.update({ stepsDone: FieldValue.arrayUnion(step), updatedAt: now, ...(crash ? { failAfterStep: FieldValue.delete() } : {}) });
    if (crash) throw new Error(`Simulated failure after the erasure step "${step}" (emulator tests only).`);
  }

  const batch = db.batch();
  batch.update(recordRef, { status: 'done', finishedAt: now, updatedAt: now });
  // That an erasure happened and who asked: never what was erased.
  batch.set(db.collection(COLLECTIONS.auditLog).doc(`erasure-${pseudonym}`), {
    action: ERASURE_AUDIT_ACTION,
    actorUid: target.by === 'admin' ? target.adminUid : pseudonym,
    targetUid: pseudonym,
    by: target.by,
    at: now,
  });
  await batch.commit();
  return { pseudonym, status: 'done', stepsDone: ERASURE_STEPS.filter((step) => stepsDone.includes(step)) };
}
