// `npx tsx scripts/members-directory-backfill.ts`: the one-off backfill of users/{uid}.directory
// (the administrators' members list, model/members/member-directory.ts) for profiles written
// before it existed. From then on registration, setAdmin, submitResponse, acknowledgeFlag and
// stripeWebhook keep it. Reads every profile, every submitted response's time and every review's
// open count once (a few thousand members: a few thousand reads), then writes each profile's
// directory whole. Safe to run again: it recomputes from the same facts.
// Targets the local emulators by default; a real project as `npm run admin:grant` does
// (GOOGLE_APPLICATION_CREDENTIALS, or FIREBASE_PROJECT_ID naming a non-demo project without emulator hosts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, memberDirectoryOf } from '@model';
import { emulatorEnv } from './stack/hosts.mjs';
import { chooseAdminTarget } from './stack/adminTarget.mjs';
import { ok, step } from './stack/log.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = chooseAdminTarget(process.env, root);
// in emulator mode the target always names a project (the env's, else npm run dev's)
const projectId = target.projectId ?? undefined;
if (target.mode === 'emulator') for (const [key, value] of Object.entries(emulatorEnv(String(projectId)))) process.env[key] ??= value;

const { applicationDefault, deleteApp, initializeApp } = await import('firebase-admin/app');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const app = target.mode === 'emulator'
  ? initializeApp({ projectId })
  : initializeApp({ credential: applicationDefault(), ...(projectId ? { projectId } : {}) });
const db = getFirestore(app);

try {
  step('Counting open flags and last submissions…');
  const openFlags = new Map<string, number>();
  for (const review of (await db.collectionGroup(COLLECTIONS.responseReview).select('memberId', 'open').get()).docs) {
    const memberId = review.get('memberId');
    const open = review.get('open');
    if (typeof memberId === 'string' && typeof open === 'number') openFlags.set(memberId, (openFlags.get(memberId) ?? 0) + open);
  }
  const lastSubmission = new Map<string, InstanceType<typeof Timestamp>>();
  for (const response of (await db.collection(COLLECTIONS.responses).where('status', '==', 'submitted').select('memberId', 'submittedAt').get()).docs) {
    const memberId = response.get('memberId');
    const at = response.get('submittedAt');
    if (typeof memberId !== 'string' || !(at instanceof Timestamp)) continue;
    const before = lastSubmission.get(memberId);
    if (!before || at.toMillis() > before.toMillis()) lastSubmission.set(memberId, at);
  }
  step('Writing each profile’s directory…');
  const writer = db.bulkWriter();
  const users = await db.collection(COLLECTIONS.users).get();
  for (const user of users.docs) {
    const directory = memberDirectoryOf(user.data(), { openFlags: openFlags.get(user.id) ?? 0, lastSubmissionAt: lastSubmission.get(user.id) ?? null });
    void writer.update(user.ref, { directory });
  }
  await writer.close();
  ok(`Backfilled the members list for ${users.size} profiles.`);
} finally {
  await deleteApp(app);
}
