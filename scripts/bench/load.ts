/**
 * The load bench's driver, run by load-run.mjs inside `scripts/with-emulators.mjs --functions
 * --seed --mail` (its own ports; the initial assessment published, alerts to the local inbox):
 * - set-up, not timed: N member accounts made with the Admin SDK on the Auth emulator, each
 *   signed in (its ID token) and giving health-data consent through recordConsent;
 * - the load: each member submits the initial assessment once through submitResponse, the starts
 *   spread evenly over `--seconds`; one in ten drops the reply of its first call (the call is cut
 *   off while the server works) and sends the same submission key again, one in ten double-taps
 *   (two calls at once with one key); one in five answers PHQ-9 item 9 above 0 (an urgent flag);
 * - the checks: every member's responses counted on the emulator (exactly one, at their key), and
 *   every flag the engine raises for their answers open on the response's review document (what
 *   the triage queue lists).
 * Only 127.0.0.1: it refuses any other emulator host. Every call is cut off after 70 s (the web
 * SDK's own limit for a callable), and the count waits at most 90 s for calls the server is still
 * working on, so it ends by itself.
 *   `node --import tsx scripts/bench/load.ts --out FILE [--members 500] [--seconds 60]`
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { score, visibleData } from '@engine';
import { COLLECTIONS, HEALTH_NOTICE_VERSION, readPositiveInteger, readStoredDefinition, responseReviewPath } from '@model';
import { callAs, type BenchMember } from './flag-alert-trigger.ts';
import { ROLES, loadSection, missingFlags, raisesFlag, roleOf, tallyStored } from './load-report.mjs';

const { values: args } = parseArgs({ options: { out: { type: 'string' }, members: { type: 'string', default: '500' }, seconds: { type: 'string', default: '60' }, 'in-flight': { type: 'string', default: '16' } } });
if (!args.out) throw new Error('Run through load-run.mjs (with-emulators --functions --seed --mail, --out FILE).');
const members = Number(args.members);
const seconds = Number(args.seconds);
if (!Number.isInteger(members) || members < 1 || members > 5000) throw new Error(`--members ${args.members}: a whole number from 1 to 5000`);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) throw new Error(`--seconds ${args.seconds}: from 1 to 600`);
const inFlightLimit = Number(args['in-flight']);
if (!Number.isInteger(inFlightLimit) || inFlightLimit < 1 || inFlightLimit > 1000) throw new Error(`--in-flight ${args['in-flight']}: a whole number of calls from 1 to 1000`);

// only the local emulators: never a real project
for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'WELLNESS_FUNCTIONS_HOST']) {
  if (!/^127\.0\.0\.1:\d+$/.test(process.env[name] ?? '')) throw new Error(`${name} is ${JSON.stringify(process.env[name])}: the load bench runs only against emulators on 127.0.0.1.`);
}

initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-test' });
const db = getFirestore();
const log = (line: string) => process.stderr.write(`[load bench] ${line}\n`);
const FORM_ID = 'initial-assessment';
// the web SDK's default timeout for a callable: what a member's page would wait
const CALL_TIMEOUT_MS = 70_000;
const SETTLE_MS = 90_000;
const PASSWORD = 'Bench-load-2026!';
// the committed test answers of the initial assessment with PHQ-9 item 9 "Several days" (data, read as data)
const URGENT = JSON.parse(readFileSync(new URL('../../tests/fixtures/forms/initial-assessment-item9.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const CLEAR = { ...URGENT, phq9: 0 };
const answersOf = (index: number) => (raisesFlag(index) ? URGENT : CLEAR);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * submitResponse's workers started before the load, each by one call the function refuses at once
 * (a malformed submission key) from an account of its own: the Functions emulator starts a new
 * worker, loading the whole bundle, for every call that finds none idle, so a minute that opened
 * on a cold function measured its start-up many times over, not the submissions.
 */
const WARM_WORKERS = 4;

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  }));
  return results;
}

/** A member account made with the Admin SDK, signed in on the Auth emulator, with health-data consent. */
async function newMember(run: string, index: number): Promise<BenchMember> {
  const email = `load-${run}-${index}@bench.test`;
  await getAuth().createUser({ uid: `load-${run}-${index}`, email, password: PASSWORD, displayName: `Load Member ${index}` });
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in: ${response.status} ${await response.text()}`);
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  const member = { uid: localId, idToken };
  await callAs(member, 'recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
  return member;
}

interface Call { ms: number; waitMs: number; error?: string }
const calls: Call[] = [];
let dropped = 0;
// calls sent and not yet answered, and the most at once: above the emulator's warm workers, each
// extra one waits for a worker to start. At most `inFlightLimit` at once: a call beyond waits for a
// free slot (timed apart, `waitMs`), so a stack that falls behind shows it as waiting instead of the
// emulator starting a worker, a whole Node process, for every call (which took the machine down).
let inFlight = 0;
let maxInFlight = 0;
const waiting: (() => void)[] = [];
/** A slot for one call: at once when one is free, else when a call ends (handed over, so the limit holds). */
async function takeSlot(): Promise<number> {
  const asked = performance.now();
  if (inFlight < inFlightLimit) {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
  } else await new Promise<void>((resolve) => waiting.push(resolve));
  return performance.now() - asked;
}
function giveSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else inFlight--;
}
const wrongAnswers: string[] = [];

/** One submitResponse call, timed; its reply must name the key. */
async function submit(member: BenchMember, key: string, data: Record<string, unknown>): Promise<void> {
  const waitMs = await takeSlot();
  const started = performance.now();
  try {
    const answer = await callAs<{ responseId: string }>(member, 'submitResponse', { formId: FORM_ID, submissionKey: key, data }, AbortSignal.timeout(CALL_TIMEOUT_MS));
    calls.push({ ms: performance.now() - started, waitMs });
    if (answer.responseId !== key) wrongAnswers.push(`${key} answered as ${answer.responseId}`);
  } catch (error) {
    calls.push({ ms: performance.now() - started, waitMs, error: String((error as Error).message).split('\n')[0] });
  } finally {
    giveSlot();
  }
}

/** The first call cut off after 5–150 ms (its reply never read), then the same key again. */
async function submitAfterDroppedReply(member: BenchMember, key: string, data: Record<string, unknown>): Promise<void> {
  const cut = new AbortController();
  await takeSlot();
  const first = callAs(member, 'submitResponse', { formId: FORM_ID, submissionKey: key, data }, cut.signal).catch(() => undefined).finally(giveSlot);
  await sleep(5 + Math.random() * 145);
  cut.abort();
  await first;
  dropped++;
  await sleep(Math.random() * 200);
  await submit(member, key, data);
}

async function main() {
  const run = Date.now().toString(36);
  const setupStarted = performance.now();
  log(`making ${members} member accounts (Admin SDK, Auth emulator) with health-data consent…`);
  const accounts = await pool(Array.from({ length: members }, (_, i) => i), 8, (i) => newMember(run, i));
  const setupMs = performance.now() - setupStarted;
  const keys = accounts.map(() => randomBytes(15).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 20));
  log(`accounts ready in ${(setupMs / 1000).toFixed(1)} s; starting ${WARM_WORKERS} submitResponse workers…`);
  const warmStarted = performance.now();
  const warmers = await pool(Array.from({ length: WARM_WORKERS }, (_, i) => members + i), WARM_WORKERS, (i) => newMember(run, i));
  await Promise.all(warmers.map((member) => callAs(member, 'submitResponse', { formId: FORM_ID, submissionKey: 'warm-up', data: {} }, AbortSignal.timeout(CALL_TIMEOUT_MS * 2)).then(
    () => { throw new Error('submitResponse accepted a malformed submission key: the warm-up call must be refused'); },
    (error: Error) => { if (error.name === 'TimeoutError' || /refused a malformed/.test(error.message)) throw error; },
  )));
  const warmupMs = performance.now() - warmStarted;
  log(`workers ready in ${(warmupMs / 1000).toFixed(1)} s; ${members} submissions over ${seconds} s…`);

  const started = performance.now();
  await Promise.all(accounts.map(async (member, i) => {
    await sleep((i / members) * seconds * 1000);
    const key = keys[i]!;
    const data = answersOf(i);
    const role = roleOf(i);
    if (role === 'retry') await submitAfterDroppedReply(member, key, data);
    else if (role === 'double') await Promise.all([submit(member, key, data), submit(member, key, data)]);
    else await submit(member, key, data);
  }));
  const spreadMs = performance.now() - started;
  log(`load done in ${(spreadMs / 1000).toFixed(1)} s; counting what was stored…`);

  const uids = accounts.map((m) => m.uid);
  const storedNow = async () => {
    const found: { id: string; memberId: string }[] = [];
    for (let n = 0; n < uids.length; n += 30) {
      const snapshot = await db.collection(COLLECTIONS.responses).where('memberId', 'in', uids.slice(n, n + 30)).get();
      for (const doc of snapshot.docs) found.push({ id: doc.id, memberId: String(doc.get('memberId')) });
    }
    return found;
  };
  // a call cut off by its timeout may still be running on the server: count once nothing has
  // changed for 6 s (at most SETTLE_MS), so a late write is neither missed nor taken for a loss
  let stored = await storedNow();
  const settleStarted = performance.now();
  for (let unchanged = 0; unchanged < 3 && performance.now() - settleStarted < SETTLE_MS;) {
    await sleep(2_000);
    const again = await storedNow();
    unchanged = again.length === stored.length ? unchanged + 1 : 0;
    stored = again;
  }
  const tally = tallyStored(accounts.map((m, i) => ({ memberId: m.uid, key: keys[i]! })), stored);
  for (const wrong of wrongAnswers) if (!tally.duplicated.includes(wrong)) tally.duplicated.push(wrong);

  // the flags the engine raises for each member's answers, against the open flags on the review documents
  const form = await db.collection(COLLECTIONS.forms).doc(FORM_ID).get();
  const version = readPositiveInteger(form.get('currentVersion'));
  const definition = readStoredDefinition((await form.ref.collection(COLLECTIONS.formVersions).doc(String(version)).get()).data());
  if (!definition || version === null) throw new Error(`${FORM_ID} has no published version on the emulator`);
  const flagsOf = (data: Record<string, unknown>) => score({ ...definition, version }, visibleData({ ...definition, version }, data)).flags.map((f) => f.id);
  const expected = Object.fromEntries(keys.map((key, i) => [key, flagsOf(answersOf(i))]));
  const queued: Record<string, string[]> = {};
  for (let n = 0; n < keys.length; n += 300) {
    const docs = await db.getAll(...keys.slice(n, n + 300).map((key) => db.doc(responseReviewPath(key))));
    for (const doc of docs) {
      if (!doc.exists) continue;
      const flags = (doc.get('flags') ?? []) as { id: string; acknowledged: unknown }[];
      queued[doc.ref.parent.parent!.id] = flags.filter((f) => f.acknowledged === null).map((f) => f.id);
    }
  }
  const roles = Object.fromEntries(ROLES.map((role) => [role, accounts.filter((_, i) => roleOf(i) === role).length]));
  const section = loadSection({ members, seconds, roles, calls, dropped, tally, flags: missingFlags(expected, queued), spreadMs, setupMs, warmupMs, maxInFlight, inFlightLimit });
  writeFileSync(args.out!, `${JSON.stringify(section, null, 2)}\n`);
}

main().catch((error) => {
  process.stderr.write(`load bench failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
