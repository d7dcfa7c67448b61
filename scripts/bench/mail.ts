/**
 * The mail bench's measurements, run by mail-run.mjs inside
 * `scripts/with-emulators.mjs --functions --seed --mail` (its own ports):
 * - throughput: 1,000 emails queued (queueMail) and sent by the outbox's own sender
 *   (sendQueuedMail, the code the functions run) to the local inbox; timed from the first send to
 *   the 1,000th message in MailDev, and every mail's delivery state checked;
 * - alert latency: a consenting member submits the initial assessment with PHQ-9 item 9 above 0
 *   through the callables (flag-alert-trigger.ts), timed until the alert is in the inbox.
 *   `node --import tsx scripts/bench/mail.ts --out FILE [--emails 1000] [--samples 20]`
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { mailIdFor, readMailDocument } from '@model';
import { queueMail, sendQueuedMail } from '../../functions/src/mail/index.ts';
import { isAlertFor, newConsentingMember, submitUrgentFlag, type BenchMember } from './flag-alert-trigger.ts';

const { values: args } = parseArgs({ options: { out: { type: 'string' }, emails: { type: 'string', default: '1000' }, samples: { type: 'string', default: '20' } } });
const inbox = (process.env.WELLNESS_INBOX_URL ?? '').replace(/\/+$/, '');
if (!args.out || !inbox) throw new Error('Run through mail-run.mjs (with-emulators --functions --seed --mail, --out FILE).');

initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-test' });
const db = getFirestore();
const log = (line: string) => process.stderr.write(`[mail bench] ${line}\n`);
const waitTick = () => new Promise((resolve) => setTimeout(resolve, 50));

interface InboxMessage { id: string; subject?: string; text?: string }
const inboxTotal = async (): Promise<number> => ((await (await fetch(`${inbox}/api/email/summary?limit=1`)).json()) as { storeTotal: number }).storeTotal;
const inboxMessages = async (): Promise<InboxMessage[]> => (await (await fetch(`${inbox}/api/email`)).json()) as InboxMessage[];
const clearInbox = async () => { await fetch(`${inbox}/api/email/all`, { method: 'DELETE' }); };
const percentile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

async function throughput(count: number) {
  await clearInbox();
  const run = `bench${Date.now().toString(36)}`;
  const ids = Array.from({ length: count }, (_, n) => mailIdFor('security', run, n));
  const queueStarted = Date.now();
  for (let n = 0; n < ids.length; n += 100) {
    await Promise.all(ids.slice(n, n + 100).map((id, i) => queueMail(db, id, {
      to: [`bench-${(n + i) % 50}@bench.test`], kind: 'security',
      message: { subject: `Bench ${run} ${n + i}`, text: 'A bench message.', html: '<p>A bench message.</p>' },
    })));
  }
  const queueMs = Date.now() - queueStarted;
  log(`queued ${count} emails in ${queueMs} ms; sending…`);
  const started = Date.now();
  await sendQueuedMail(db, ids);
  const recordedMs = Date.now() - started;
  while ((await inboxTotal()) < count && Date.now() - started < 600_000) await waitTick();
  const sendMs = Date.now() - started;
  const states: Record<string, number> = {};
  for (let n = 0; n < ids.length; n += 300) {
    const docs = await db.getAll(...ids.slice(n, n + 300).map((id) => db.collection('mail').doc(id)));
    for (const doc of docs) {
      const state = readMailDocument(doc.data()).delivery.state;
      states[state] = (states[state] ?? 0) + 1;
    }
  }
  const inInbox = await inboxTotal();
  await clearInbox();
  return { emails: count, queueMs, sendMs, recordedMs, perSecond: Math.round((count / sendMs) * 10_000) / 10, inInbox, states };
}

async function alertLatency(samples: number) {
  const latencies: number[] = [];
  const answered: number[] = [];
  let member: BenchMember | null = null;
  for (let n = 0; n < samples; n += 1) {
    // a member may submit 20 times in 10 minutes: a new one every 15 samples
    if (n % 15 === 0) member = await newConsentingMember();
    const started = Date.now();
    const { responseId } = await submitUrgentFlag(member!);
    answered.push(Date.now() - started);
    for (;;) {
      if ((await inboxMessages()).some((message) => isAlertFor(message, responseId))) break;
      if (Date.now() - started > 120_000) throw new Error(`the alert for ${responseId} did not arrive within 120 s`);
      await waitTick();
    }
    latencies.push(Date.now() - started);
    if (n % 5 === 4) await clearInbox();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const answeredSorted = [...answered].sort((a, b) => a - b);
  return { samples, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), maxMs: sorted[sorted.length - 1] ?? Number.NaN, submissionAnsweredP50Ms: percentile(answeredSorted, 0.5) };
}

const figures = { throughput: await throughput(Number(args.emails)), alert: await alertLatency(Number(args.samples)) };
writeFileSync(args.out, `${JSON.stringify(figures, null, 2)}\n`);
log('done');
process.exit(0);
