// The local inbox's arguments and the sweep driver, without starting MailDev or the emulators.
import { describe, expect, it } from 'vitest';
import { maildevArgs } from './inbox.mjs';
import { driveSweeps } from './sweeps.mjs';
import { readPorts } from './hosts.mjs';

describe('local inbox', () => {
  it('listens on the moved ports, on 127.0.0.1 only', () => {
    const ports = readPorts({ PORT_OFFSET: '200' });
    expect(ports).toMatchObject({ smtp: 1225, inbox: 1280 });
    const args = maildevArgs(ports);
    expect(args).toEqual(expect.arrayContaining(['--smtp', '1225', '--web', '1280']));
    expect(args[args.indexOf('--ip') + 1]).toBe('127.0.0.1');
    expect(args[args.indexOf('--web-ip') + 1]).toBe('127.0.0.1');
  });
});

describe('driveSweeps', () => {
  it('posts to the endpoint, says once when the sweeps fail and once when they recover', async () => {
    const answers = [500, 500, 200, 200];
    const calls = [];
    const reports = [];
    let done;
    const finished = new Promise((resolve) => { done = resolve; });
    const fetchImpl = async (endpoint, init) => {
      calls.push([endpoint, init.method]);
      const status = answers.shift() ?? 200;
      if (answers.length === 0) done();
      return { ok: status === 200, status, text: async () => 'sweep failed' };
    };
    const stop = driveSweeps('http://127.0.0.1:5201/demo/europe-west2/runSweepsNow', { intervalMs: 1, fetchImpl, report: (line) => reports.push(line) });
    await finished;
    await stop();
    expect(calls[0]).toEqual(['http://127.0.0.1:5201/demo/europe-west2/runSweepsNow', 'POST']);
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatch(/^Sweeps \(mail retries, reminders\) failed: 500 sweep failed/);
    expect(reports[1]).toBe('Sweeps run again.');
  });
});
