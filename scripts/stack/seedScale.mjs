// Writes the scale seed (`npm run seed -- --responses 10000 [--members 500]`) into the emulators:
// members, then responses and their review documents, in batches of at most 500 writes, a few
// batches in flight, with progress lines. The documents come from scaleSeed.ts (pure, seeded) and
// are made as they are written, so memory stays flat however many responses are asked for.
// Past 10 000 responses the rest go to the other published forms (scaleSeed.ts's MAIN_FORM_RESPONSES).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { isLocalEmulator } from './scaleArgs.mjs';
import { toFirestore } from './seedDemo.mjs';

/** Firestore's limit per batch. */
export const BATCH_SIZE = 500;
const IN_FLIGHT = 4;


/** The current published version of `formId`, or null when it has none. */
async function publishedVersion(db, formId) {
  const formVersion = (await db.doc(`forms/${formId}`).get()).data()?.currentVersion;
  const version = formVersion ? (await db.doc(`forms/${formId}/versions/${formVersion}`).get()).data() : undefined;
  return version?.definition ? { definition: version.definition, formVersion } : null;
}

/**
 * Seeds `responses` responses from `members` members (the first, `heavyMemberId`, with 200 of
 * them): `formResponses` of them (by default all, up to 10 000) to the published form `formId` (its
 * current version), the rest in turn to the other published forms (SCALE_OTHER_FORMS).
 * @returns {Promise<{members: number, responses: number, formVersion: number, byForm: Record<string, number>, heavyMemberId: string, seconds: number}>}
 */
export async function seedScale({ projectId, responses, members, formId, formResponses, seed, log = console.log }) {
  if (!isLocalEmulator()) throw new Error('The scale seed writes to a local Firestore emulator only: FIRESTORE_EMULATOR_HOST must name 127.0.0.1 or localhost.');
  const started = performance.now();
  const { scaleMembers, scaleMemberId, scaleResponseDocuments, mainFormResponses, SCALE_DEFAULTS, SCALE_OTHER_FORMS } = await tsImport('./scaleSeed.ts', {
    parentURL: import.meta.url,
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  });
  const app = initializeApp({ projectId }, `seed-scale-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const main = await publishedVersion(db, formId);
    if (!main) throw new Error(`forms/${formId} has no published version: publish it first (\`npm run forms -- publish\`, which \`npm run dev\` runs).`);
    const { formVersion } = main;
    const others = [];
    for (const id of SCALE_OTHER_FORMS.filter((other) => other !== formId)) {
      const published = await publishedVersion(db, id);
      if (published) others.push(published);
    }
    const toMain = mainFormResponses(responses, others.length, formResponses);
    const spread = others.length && toMain < responses ? others : [];
    const byForm = { [formId]: toMain };
    spread.forEach((other, index) => {
      byForm[other.definition.id] = Math.floor((responses - toMain) / spread.length) + (index < (responses - toMain) % spread.length ? 1 : 0);
    });

    const total = members + responses * 2;
    let written = 0;
    let lastReport = 0;
    const inFlight = new Set();
    let batch = db.batch();
    let size = 0;
    const flush = async () => {
      if (size === 0) return;
      const committed = size;
      const commit = batch.commit().then(() => {
        written += committed;
        if (written - lastReport >= 2_000 || written === total) {
          lastReport = written;
          log(`  ${written} / ${total} documents (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        }
      });
      batch = db.batch();
      size = 0;
      inFlight.add(commit);
      const settle = () => inFlight.delete(commit);
      commit.then(settle, settle);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    };
    const write = async (path, data) => {
      batch.set(db.doc(path), toFirestore(data));
      size += 1;
      if (size === BATCH_SIZE) await flush();
    };

    seed ??= SCALE_DEFAULTS.seed;
    log(`Scale seed: ${members} members, ${responses} responses (${Object.entries(byForm).map(([id, n]) => `${n} to ${id}`).join(', ')}; ${formId} v${formVersion}, seed ${seed})…`);
    for (const member of scaleMembers(members, seed)) await write(`users/${member.uid}`, member.doc);
    for (const document of scaleResponseDocuments({ definition: main.definition, formVersion, responses, formResponses: toMain, others: spread, members, seed })) {
      await write(document.path, document.data);
    }
    await flush();
    await Promise.all(inFlight);
    return { members, responses, formVersion, byForm, heavyMemberId: scaleMemberId(1), seconds: (performance.now() - started) / 1000 };
  } finally {
    await deleteApp(app);
  }
}
