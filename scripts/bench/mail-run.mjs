/**
 * `npm run bench -- --mail [--emails 1000] [--samples 20]`: the outbox on its own stack. Starts
 * `with-emulators --functions --seed --mail` on BENCH_PORT_OFFSET (default 1900: clear of
 * `npm run dev`, the e2e shards, the other benches and the engineers' offsets) and runs mail.ts
 * there (tsx), which writes its figures as JSON. No app build: nothing here uses a browser.
 */
import { runOnOwnStack } from './bench-stack.mjs';

export const MAIL_TARGETS = { sendSeconds: 60, alertP95Ms: 10_000 };

/** Runs the bench; resolves with {throughput, alert}. */
export function runMailBench({ emails = 1000, samples = 20, log = () => {} } = {}) {
  return runOnOwnStack({ name: 'mail', defaultOffset: '1900', stackFlags: ['--functions', '--seed', '--mail'], script: 'mail.ts',
    args: ['--emails', String(emails), '--samples', String(samples)], log });
}

/** Pure: the verdicts. */
export function mailTargets(section) {
  const t = section.throughput;
  const a = section.alert;
  const all = t.states?.SUCCESS === t.emails && t.inInbox >= t.emails;
  return [
    { target: `${t.emails} queued emails sent to the local inbox <= ${MAIL_TARGETS.sendSeconds} s`, met: t.sendMs <= MAIL_TARGETS.sendSeconds * 1000 && all,
      detail: `${(t.sendMs / 1000).toFixed(1)} s (${t.perSecond}/s); ${t.inInbox} in the inbox; states ${JSON.stringify(t.states)}` },
    { target: `submission to alert in the inbox p95 <= ${MAIL_TARGETS.alertP95Ms / 1000} s`, met: a.p95Ms <= MAIL_TARGETS.alertP95Ms,
      detail: `p50 ${a.p50Ms} ms, p95 ${a.p95Ms} ms, max ${a.maxMs} ms over ${a.samples} submissions (the submission itself answered in ${a.submissionAnsweredP50Ms} ms, median)` },
  ];
}

/** Pure: the printed table. */
export function formatMailTable(section) {
  const t = section.throughput;
  const a = section.alert;
  return [
    'Mail (outbox → local inbox)',
    `  send ${t.emails} queued emails: ${(t.sendMs / 1000).toFixed(1)} s to the last in the inbox (${t.perSecond}/s; all recorded after ${(t.recordedMs / 1000).toFixed(1)} s; queueing took ${(t.queueMs / 1000).toFixed(1)} s)`,
    `  submission → alert in the inbox: p50 ${a.p50Ms} ms, p95 ${a.p95Ms} ms, max ${a.maxMs} ms (${a.samples} submissions)`,
  ].join('\n');
}
