import { describe, expect, it } from 'vitest';
import { formatLoadTable, loadHeld, loadSection, loadTargets, missingFlags, raisesFlag, roleOf, tallyStored } from './load-report.mjs';

describe('who does what', () => {
  it('has one in ten retry after a dropped reply, one in ten double-tap, and one in five raise a flag', () => {
    const roles = Array.from({ length: 500 }, (_, i) => roleOf(i));
    expect(roles.filter((r) => r === 'retry')).toHaveLength(50);
    expect(roles.filter((r) => r === 'double')).toHaveLength(50);
    expect(roles.filter((r) => r === 'once')).toHaveLength(400);
    expect(Array.from({ length: 500 }, (_, i) => i).filter(raisesFlag)).toHaveLength(100);
  });
});

describe('tallyStored', () => {
  const sent = [{ memberId: 'a', key: 'ka' }, { memberId: 'b', key: 'kb' }, { memberId: 'c', key: 'kc' }, { memberId: 'd', key: 'kd' }];

  it('counts each member stored exactly once at their key', () => {
    const tally = tallyStored(sent, sent.map(({ memberId, key }) => ({ id: key, memberId })));
    expect(tally).toEqual({ sent: 4, exactlyOnce: 4, lost: [], duplicated: [] });
  });

  it('finds a submission lost, one stored twice and one stored at another id', () => {
    const stored = [
      { id: 'ka', memberId: 'a' },
      { id: 'kb', memberId: 'b' },
      { id: 'kb2', memberId: 'b' },
      { id: 'other', memberId: 'd' },
    ];
    expect(tallyStored(sent, stored)).toEqual({ sent: 4, exactlyOnce: 1, lost: ['kc'], duplicated: ['kb', 'kd'] });
  });
});

describe('missingFlags', () => {
  it('finds every raised flag not open on its review document', () => {
    const expected = { r1: ['phq9-item9'], r2: [], r3: ['phq9-item9', 'gad7-severe'], r4: ['phq9-item9'] };
    const queued = { r1: ['phq9-item9'], r2: [], r3: ['phq9-item9'] };
    expect(missingFlags(expected, queued)).toEqual({ flags: 4, missing: ['r3/gad7-severe', 'r4/phq9-item9'] });
  });
});

describe('the load section, verdicts and table', () => {
  const base = {
    members: 4,
    seconds: 60,
    roles: { once: 2, retry: 1, double: 1 },
    calls: [{ ms: 100 }, { ms: 200 }, { ms: 300 }, { ms: 400 }, { ms: 900, error: 'submitResponse: INTERNAL' }],
    dropped: 1,
    tally: { sent: 4, exactlyOnce: 4, lost: [], duplicated: [] },
    flags: { flags: 2, missing: [] },
    spreadMs: 60_400,
    setupMs: 5_000,
  };

  it('gives the latency of answered calls, and counts errors apart', () => {
    const section = loadSection(base);
    expect(section.latency).toEqual({ p50Ms: 200, p95Ms: 400, maxMs: 400 });
    expect(section.errors).toBe(1);
    expect(section.errorMessages).toEqual(['submitResponse: INTERNAL']);
    expect(section.calls).toBe(5);
  });

  it('holds when every submission is stored once and every flag is queued', () => {
    const section = loadSection(base);
    expect(loadHeld(section)).toBe(true);
    expect(loadTargets(section).map((t) => t.met)).toEqual([true, true]);
    const table = formatLoadTable(section);
    expect(table).toContain('submitResponse latency: p50 200 ms, p95 400 ms');
    expect(table).toContain('(1 reply dropped on purpose), 1 error: submitResponse: INTERNAL');
    expect(table).toContain('1 retry after a dropped reply, 1 double-tap');
  });

  it('prints the warm-up and the most calls in flight, and dashes when no call was answered', () => {
    const table = formatLoadTable(loadSection({ ...base, warmupMs: 12_345, maxInFlight: 37 }));
    expect(table).toContain('first call to last reply 60.4 s; at most 37 calls in flight at once');
    expect(table).toContain("submitResponse's first workers started in 12.3 s, not timed above");
    const none = formatLoadTable(loadSection({ ...base, calls: [{ ms: 70_000, error: 'The operation was aborted due to timeout' }] }));
    expect(none).toContain('submitResponse latency: p50 — ms, p95 — ms, max — ms');
    expect(formatLoadTable(loadSection(base))).not.toContain('in flight');
    const bounded = loadSection({ ...base, calls: base.calls.map((c, i) => ({ ...c, waitMs: i * 100 })), maxInFlight: 16, inFlightLimit: 16 });
    expect(bounded.waitP95Ms).toBe(400);
    expect(formatLoadTable(bounded)).toContain('at most 16 calls in flight at once (limit 16; waits for a free slot p95 400 ms)');
  });

  it('does not hold, naming the keys, when one is lost, one duplicated or a flag is missing', () => {
    const section = loadSection({ ...base, tally: { sent: 4, exactlyOnce: 2, lost: ['kc'], duplicated: ['kb'] }, flags: { flags: 2, missing: ['ka/phq9-item9'] } });
    expect(loadHeld(section)).toBe(false);
    const [stored, triage] = loadTargets(section);
    expect(stored).toMatchObject({ met: false, detail: '2 of 4 exactly once; 1 lost (kc); 1 duplicated (kb)' });
    expect(triage).toMatchObject({ met: false, detail: '1 of 2 flags open on their review documents; missing: ka/phq9-item9' });
  });
});
