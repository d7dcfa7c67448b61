// The local inbox: MailDev, an SMTP sink with a web page and a REST API. The functions send to its
// SMTP port (SMTP_CONNECTION_URI); people read mail on its web port, tests through its API. It
// keeps mail in memory and relays nothing, so no email leaves the machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, url } from './hosts.mjs';
import { httpGet, pollUntil, startProcess, stopProcess } from './processes.mjs';

/** Path of MailDev's CLI entry in this project's node_modules (its package exports only its API, dist/index.js). */
export function maildevCli() {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
}

/**
 * Pure: MailDev's arguments for these ports. Both sides listen on 127.0.0.1 only, and the cap on
 * kept messages stops a long-running demo's inbox growing without end.
 * @param {{smtp: number, inbox: number}} ports
 */
export function maildevArgs(ports) {
  return ['--smtp', String(ports.smtp), '--ip', HOST, '--web', String(ports.inbox), '--web-ip', HOST, '--max-emails', '5000', '--silent'];
}

/** Starts MailDev on PORTS.smtp / PORTS.inbox; resolves when its API answers. */
export async function startInbox({ cwd, ports = PORTS } = {}) {
  // its own environment: MAILDEV_* variables from the caller's shell would move its ports
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('MAILDEV_')));
  const proc = startProcess('maildev', process.execPath, [maildevCli(), ...maildevArgs(ports)], { env, cwd, quiet: true });
  try {
    await pollUntil('the local inbox (MailDev)', async () => (await httpGet(url(ports.inbox, '/api/healthz'))).ok, { proc, timeoutMs: 30_000 });
  } catch (error) {
    await stopProcess(proc, { graceMs: 2_000 });
    throw new Error(`${error.message}\n${proc.recentOutput()}`);
  }
  return { proc, stop: () => stopProcess(proc, { graceMs: 3_000 }) };
}
