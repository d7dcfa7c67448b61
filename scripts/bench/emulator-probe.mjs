/**
 * How long the Firestore emulator itself takes to answer the reviewer pages' query shapes at
 * scale, timed from Node with the Admin SDK (no browser, no app). The emulator has no real
 * indexes: it reads the whole collection (group) for each query, so at 10 000 responses its
 * answer time, not the app, dominates what the bench sees; production Firestore serves the same
 * queries from composite indexes. Reported beside the page timings so the two can be told apart.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { median } from './stats.mjs';

async function timed(runs, query) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

/** Median ms of each query shape the responses page and the member record ask. */
export async function probeEmulator({ projectId, formId, memberId, runs = 3 }) {
  const app = initializeApp({ projectId }, `bench-probe-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const page = await db.collection('responses').where('formId', '==', formId).where('status', '==', 'submitted').orderBy('submittedAt', 'desc').limit(50).get();
    const reviewPaths = page.docs.slice(0, 30).map((doc) => `responses/${doc.id}/review/flags`);
    return {
      responsesPage50Ms: await timed(runs, () => db.collection('responses').where('formId', '==', formId).where('status', '==', 'submitted').orderBy('submittedAt', 'desc').limit(50).get()),
      responsesCountMs: await timed(runs, () => db.collection('responses').where('formId', '==', formId).where('status', '==', 'submitted').count().get()),
      reviewDocsByIdIn30Ms: await timed(runs, () => db.collectionGroup('review').where(FieldPath.documentId(), 'in', reviewPaths).get()),
      openFlagsQueueMs: await timed(runs, () => db.collectionGroup('review').where('openRank', '>', 0).orderBy('openRank', 'desc').orderBy('submittedAt', 'asc').limit(50).get()),
      memberTimeline21Ms: await timed(runs, () => db.collection('responses').where('memberId', '==', memberId).where('status', '==', 'submitted').orderBy('submittedAt', 'desc').limit(21).get()),
      oneDocumentMs: await timed(runs, () => db.doc(`users/${memberId}`).get()),
    };
  } finally {
    await deleteApp(app);
  }
}
