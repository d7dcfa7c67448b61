// Runs one sweep of functions/src/sweeps (SWEEPS) once, in this process, at a chosen moment, against
// the emulators of the environment (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
// SMTP_CONNECTION_URI): how a browser test runs "the escalation sweep, hours later" without waiting
// for the clock. Playwright cannot load the functions' sources itself, so specs start this with tsx:
//   npx tsx tests/support/run-sweep.ts <sweep name> <ISO time>
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { SWEEPS } from '../../functions/src/sweeps/index.ts';

const [name, at] = process.argv.slice(2);
const sweep = SWEEPS.find((candidate) => candidate.name === name);
const now = new Date(at ?? '');
if (!sweep || Number.isNaN(now.getTime())) {
  console.error(`Usage: tsx tests/support/run-sweep.ts <${SWEEPS.map((s) => s.name).join('|')}> <ISO time>`);
  process.exit(2);
}
if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-test' });
await sweep.run(getFirestore(), now);
process.exit(0);
