// The dev stack's printer of the Auth emulator's SMS codes, without the emulator.
import { describe, expect, it, vi } from 'vitest';
import { newVerificationCodes, printVerificationCodes } from './verificationCodes.mjs';

const answer = (codes) => ({ ok: true, status: 200, json: async () => ({ verificationCodes: codes }) });

describe('newVerificationCodes', () => {
  it('gives each code once, by its session, and ignores malformed entries', () => {
    const seen = new Set();
    const one = { code: '123456', phoneNumber: '+447700900100', sessionInfo: 's1' };
    expect(newVerificationCodes(seen, { verificationCodes: [one, { code: 7 }, null] })).toEqual([{ phoneNumber: '+447700900100', code: '123456' }]);
    expect(newVerificationCodes(seen, { verificationCodes: [one, { ...one, code: '654321', sessionInfo: 's2' }] })).toEqual([{ phoneNumber: '+447700900100', code: '654321' }]);
    expect(newVerificationCodes(seen, {})).toEqual([]);
  });
});

describe('printVerificationCodes', () => {
  it('prints codes issued after it started, not older ones', async () => {
    const answers = [
      answer([{ code: '111111', phoneNumber: '+447700900100', sessionInfo: 'old' }]),
      answer([{ code: '111111', phoneNumber: '+447700900100', sessionInfo: 'old' }, { code: '222222', phoneNumber: '+447700900100', sessionInfo: 'new' }]),
    ];
    const printed = [];
    const stop = printVerificationCodes('http://auth/codes', { intervalMs: 1, fetchImpl: async () => answers.shift() ?? answer([]), print: (line) => printed.push(line), report: () => undefined });
    await vi.waitFor(() => expect(printed).toHaveLength(1), { timeout: 2_000, interval: 5 });
    await stop();
    expect(printed[0]).toContain('+447700900100');
    expect(printed[0]).toContain('222222');
  });
});
