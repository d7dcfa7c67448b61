import { describe, expect, it } from 'vitest';
import { endMarker, replaceSection, resultKinds, resultsMarkdown, startMarker, updateResults } from './results-file.mjs';

const figures = (mountMs, keyP95Ms) => ({ mountMs, warmMountMs: mountMs / 2, keyP50Ms: keyP95Ms / 2, keyP95Ms, clickP95Ms: 20, heapMB: 6, keyWorkP95Ms: keyP95Ms - 4 });

const rendererReport = {
  date: '2026-11-22T10:00:00.000Z',
  mode: 'full',
  durationS: 396,
  machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGB: 24, node: 'v20.20.2', chromium: '150.0.7871.100', loadAverageAtStart: [0.4], loadAverageAtEnd: [2.1] },
  sizes: { 300: { engine: figures(203, 18.2), 'rjsf-stock': figures(274, 36.2) } },
  forms: {},
};

const phoneReport = {
  date: '2026-11-28T09:00:00.000Z',
  mode: 'phone',
  machine: { cpus: 2 },
  phone: { '/login': { score: 99, lcpMs: 1914, tbtMs: 74, jsKB: 180.7, jsPrefetchKB: 0, runs: 3, finalPaths: ['/login'] } },
};

const file = [
  '# Performance',
  '',
  'How to run: hand-written, kept.',
  '',
  startMarker('renderer'),
  'old renderer figures',
  endMarker('renderer'),
  '',
  'What limits the renderer: hand-written, kept.',
  '',
  startMarker('phone'),
  'old phone figures',
  endMarker('phone'),
  '',
].join('\n');

describe('bench/RESULTS.md writer', () => {
  it('names the kinds a report holds figures for', () => {
    expect(resultKinds(rendererReport)).toEqual(['renderer']);
    expect(resultKinds(phoneReport)).toEqual(['phone']);
    expect(resultKinds({ sizes: {}, forms: {}, builder: { 300: { engine: { mountMs: 80 } } } })).toEqual(['builder']);
    expect(resultKinds({ sizes: {}, forms: {} })).toEqual([]);
  });

  it('rewrites only the kind the run measured, keeping the hand-written text and the other kinds', () => {
    const next = updateResults(file, rendererReport);
    expect(next).not.toContain('old renderer figures');
    expect(next).toContain('old phone figures');
    expect(next).toContain('How to run: hand-written, kept.');
    expect(next).toContain('What limits the renderer: hand-written, kept.');
    expect(next.indexOf('What limits the renderer')).toBeGreaterThan(next.indexOf(endMarker('renderer')));
    expect(next.split(startMarker('renderer'))).toHaveLength(2);
    // the same report again gives the same file
    expect(updateResults(next, rendererReport)).toBe(next);
  });

  it('writes the run\'s tables, its date and machine, and the target verdicts', () => {
    const section = resultsMarkdown('renderer', rendererReport);
    expect(section).toContain('Measured 2026-11-22 (full run, 396 s) on 2 cores (AMD EPYC), 24 GB, Node v20.20.2, Chromium 150.0.7871.100; load average 0.4 at the start, 2.1 at the end.');
    expect(section).toContain('**300 fields**');
    expect(section).toMatch(/\| rjsf-stock +\| 274 \(1\.3x\)/);
    expect(section).toContain('- MISSED: 300 fields: typing p95 <= 16 ms');
    expect(section).toContain('- ?: PCL-5 server validate + score <= 1 ms (not measured)');
    const phone = resultsMarkdown('phone', phoneReport);
    expect(phone).toMatch(/\/login +99 +1914 +74 +180\.7/);
    expect(phone).toContain('- met: performance score ≥ 90 on every page');
  });

  it('writes the load run\'s table and verdicts from its section', () => {
    const loadReport = {
      date: '2026-11-29T14:00:00Z', mode: 'load', durationS: 240, machine: { cpus: 2, loadAverageAtStart: [19] },
      load: {
        members: 100, seconds: 60, roles: { once: 80, retry: 10, double: 10 }, calls: 120, droppedReplies: 10,
        latency: { p50Ms: 900, p95Ms: 2400, maxMs: 4100 }, errors: 0, errorMessages: [],
        stored: { sent: 100, exactlyOnce: 100, lost: 0, duplicated: 0, lostKeys: [], duplicatedKeys: [] },
        triage: { flags: 20, missing: 0, missingFlags: [] }, spreadMs: 61_000, setupMs: 30_000,
      },
    };
    expect(resultKinds(loadReport)).toEqual(['load']);
    const load = resultsMarkdown('load', loadReport);
    expect(load).toContain('Measured 2026-11-29 (load run, 240 s) on 2 cores; load average 19 at the start.');
    expect(load).toContain('submitResponse latency: p50 900 ms, p95 2400 ms, max 4100 ms');
    expect(load).toContain('- met: 100 members\' submissions within 60 s: every one stored exactly once (100 of 100 exactly once; 0 lost; 0 duplicated)');
    expect(load).toContain('- met: every flag raised is in the triage queue (20 of 20 flags open on their review documents)');
  });

  it('adds a section at the end when the file has no markers for the kind', () => {
    const next = replaceSection('# Performance\n\nProse.\n\n', 'builder', 'figures');
    expect(next).toBe(`# Performance\n\nProse.\n\n## Latest results: builder\n\n${startMarker('builder')}\nfigures\n${endMarker('builder')}\n`);
    expect(replaceSection('', 'phone', 'x')).toBe(`## Latest results: phone\n\n${startMarker('phone')}\nx\n${endMarker('phone')}\n`);
  });

  it('refuses a start marker without its end rather than lose the text after it', () => {
    const broken = `${startMarker('phone')}\nold\n\nHand-written text that must survive.\n`;
    expect(() => replaceSection(broken, 'phone', 'new')).toThrow(/exactly one/);
    expect(() => replaceSection(`${endMarker('phone')}\n${startMarker('phone')}`, 'phone', 'new')).toThrow(/exactly one/);
  });
});
