#!/usr/bin/env node
// `npm run seed [-- --reset]`: demo accounts and content into the running emulators.
// `npm run seed -- --responses 10000 [--members 500] [--form initial-assessment] [--form-responses N] [--seed N]`:
// then the scale seed too (members and scored responses: up to 10 000 to the form, the rest to the
// other published forms; emulators only).
// Project: FIREBASE_PROJECT_ID / GCLOUD_PROJECT (set by with-emulators), else
// VITE_FIREBASE_PROJECT_ID, else demo-wellness (what `npm run dev` uses).
import { PORTS, emulatorEnv, hostPort } from './stack/hosts.mjs';
import { DEMO_ACCOUNTS, DEMO_CONTENT, DEMO_COURSES_SUMMARY, DEMO_SHOP_SUMMARY } from './stack/demoData.mjs';
import { fail, ok, table } from './stack/log.mjs';
import { isLocalEmulator, parseScaleArgs } from './stack/scaleArgs.mjs';

const projectId = process.env.FIREBASE_PROJECT_ID || process.env.GCLOUD_PROJECT || process.env.VITE_FIREBASE_PROJECT_ID || 'demo-wellness';
// Defaults before firebase-admin loads: the seeder must never reach a real project.
for (const [key, value] of Object.entries(emulatorEnv(projectId))) process.env[key] ??= value;

let scale;
try {
  scale = parseScaleArgs(process.argv.slice(2));
} catch (error) {
  fail(error.message);
  process.exit(2);
}
if (scale && !isLocalEmulator()) {
  fail(`The scale seed writes to a local Firestore emulator only (FIRESTORE_EMULATOR_HOST is ${process.env.FIRESTORE_EMULATOR_HOST}).`);
  process.exit(2);
}

// Three tries of 5 s: on two busy cores a running emulator can take seconds to answer.
async function reachable(port) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await fetch(`http://${hostPort(port)}/`, { signal: AbortSignal.timeout(5_000) }).then(() => true, () => false)) return true;
  }
  return false;
}

/** "posts: Welcome to the practice, … [draft]": the demo content of one collection, by title. */
function contentLine(collection) {
  const items = Object.entries(DEMO_CONTENT).filter(([path]) => path.split('/').length === 2 && path.startsWith(`${collection}/`));
  return `${collection}: ${items.map(([path, doc]) => `${doc.title ?? path}${doc.published === false ? ' [draft]' : doc.audience === 'members' ? ' [members]' : ''}`).join(', ')}`;
}

if (!(await reachable(PORTS.firestore)) || !(await reachable(PORTS.auth))) {
  fail(`The emulators are not running (Firestore ${hostPort(PORTS.firestore)}, Auth ${hostPort(PORTS.auth)}). Start them with \`npm run dev\`.`);
  process.exit(1);
}

const { seedDemoData } = await import('./stack/seedDemo.mjs');
try {
  const { created, kept, responses } = await seedDemoData({ projectId, reset: process.argv.includes('--reset') });
  ok(`Seeded ${projectId}: ${DEMO_ACCOUNTS.length} accounts, ${created} documents written, ${kept} already there.`);
  ok(`Demo responses: ${responses}.`);
  ok(`Demo courses: ${DEMO_COURSES_SUMMARY.join('; ')}.`);
  ok(`Demo shop: ${DEMO_SHOP_SUMMARY.join('; ')}.`);
  ok(`Demo content: ${['resources', 'posts', 'media', 'sessions'].map(contentLine).join('; ')}.`);
  if (!process.argv.includes('--quiet')) {
    console.log(table([['Demo account', 'Password', 'Role'], ...DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.role])]));
  }
  if (scale) {
    const { seedScale } = await import('./stack/seedScale.mjs');
    const made = await seedScale({ projectId, ...scale });
    const spread = Object.entries(made.byForm).map(([id, n]) => `${n} to ${id}`).join(', ');
    ok(`Scale seed: ${made.members} members and ${made.responses} responses (${spread}; ${scale.formId} v${made.formVersion}; the first member has ${Math.min(200, made.responses)}) in ${made.seconds.toFixed(1)} s.`);
  }
} catch (error) {
  fail(`Seeding failed: ${error.message}`);
  process.exit(1);
}
