/**
 * How a bench raises a risk alert the way a member does, for `npm run bench -- --mail` (submission
 * → alert in the local inbox). Inside `scripts/with-emulators.mjs --functions --seed --mail`
 * (initial-assessment published; the environment names the emulators and the inbox):
 *
 *   const member = await newConsentingMember();          // a fresh member with health-data consent
 *   const started = Date.now();
 *   const { responseId } = await submitUrgentFlag(member); // PHQ-9 item 9 above 0: one urgent flag
 *   // then poll the inbox (MailDev's GET /api/email) until isAlertFor(message, responseId)
 *
 * The demo settings list no alert recipients, so the alert goes to every administrator
 * (admin@demo.test). A member may submit 20 times in 10 minutes: use a new member per ~15 samples.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HEALTH_NOTICE_VERSION, triageItemPath } from '@model';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-test';
const REGION = 'europe-west2';
const PASSWORD = 'Bench-alert-2026!';
// the committed test answers of the initial assessment with PHQ-9 item 9 "Several days" (data, read as data)
const URGENT_ANSWERS = JSON.parse(readFileSync(new URL('../../tests/fixtures/forms/initial-assessment-item9.json', import.meta.url), 'utf8')) as Record<string, unknown>;

const host = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the bench inside scripts/with-emulators.mjs --functions --seed --mail.`);
  return value;
};

/**
 * The App Check token the Functions emulator wants on every callable: it decodes tokens without
 * verifying them (the app's own maker, src/data/emulator-app-check.ts, says why; scripts may not
 * import src/). Unsigned, so a real project refuses it.
 */
function emulatorAppCheckHeader(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: `https://firebaseappcheck.googleapis.com/${PROJECT}`, sub: 'bench', aud: [`projects/${PROJECT}`], iat: now, exp: now + 3600 })}.`;
}

/** A member signed in on the Auth emulator: what the callables need. */
export interface BenchMember {
  uid: string;
  idToken: string;
}

/**
 * Calls a callable over HTTP as the web SDK does (ID token and App Check token); its `result`, or
 * throws with the server's words. `signal` drops the call (its reply is never read).
 */
export async function callAs<Res>(member: BenchMember, name: string, data: unknown, signal?: AbortSignal): Promise<Res> {
  const response = await fetch(`http://${host('WELLNESS_FUNCTIONS_HOST')}/${PROJECT}/${REGION}/${name}`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}`, 'x-firebase-appcheck': emulatorAppCheckHeader() },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: Res; error?: { message?: string } };
  if (!response.ok || body.error) throw new Error(`${name}: ${body.error?.message ?? response.status}`);
  return body.result as Res;
}

/** A new member account (Auth emulator) who has given health-data consent (recordConsent), ready to submit. */
export async function newConsentingMember(): Promise<BenchMember> {
  const email = `bench-alert-${Date.now()}-${randomBytes(3).toString('hex')}@bench.test`;
  const response = await fetch(`http://${host('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: 'Bench Member', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-up: ${response.status} ${await response.text()}`);
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  const member = { uid: localId, idToken };
  await callAs(member, 'recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
  return member;
}

/** Submits the initial assessment with PHQ-9 item 9 above 0 (one urgent flag); answers its response id. */
export async function submitUrgentFlag(member: BenchMember): Promise<{ responseId: string }> {
  const submissionKey = randomBytes(15).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 20);
  return callAs<{ responseId: string }>(member, 'submitResponse', { formId: 'initial-assessment', submissionKey, data: URGENT_ANSWERS });
}

/** Whether an inbox message (MailDev's record: subject, text) is the alert for this response. */
export function isAlertFor(message: { subject?: string; text?: string }, responseId: string): boolean {
  return (message.subject ?? '').startsWith('Urgent flag raised') && (message.text ?? '').includes(triageItemPath(responseId));
}
