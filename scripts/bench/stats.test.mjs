import { describe, expect, it } from 'vitest';
import { formatNodeTable, formatTable, lostKeys, median, quantile, ratio } from './stats.mjs';
import { FLOOR_MULTIPLE, keyWorkVsFloor, targetReport } from './targets.mjs';

describe('quantile', () => {
  const samples = Array.from({ length: 50 }, (_, i) => 50 - i); // 50..1, unsorted

  it('takes the nearest-rank value, so p95 of 50 samples is the 48th smallest', () => {
    expect(quantile(samples, 0.95)).toBe(48);
    expect(median(samples)).toBe(25);
  });

  it('ignores missing samples and gives null for none', () => {
    expect(quantile([Number.NaN, 3, undefined], 0.5)).toBe(3);
    expect(quantile([], 0.95)).toBeNull();
  });
});

describe('lostKeys', () => {
  it('counts characters a field dropped, wherever they were', () => {
    expect(lostKeys('abcdefgh', 'abcdefgh')).toBe(0);
    expect(lostKeys('abcdefgh', 'abcefgh')).toBe(1);
    expect(lostKeys('abcdefgh', 'ah')).toBe(6);
    expect(lostKeys('abc', '')).toBe(3);
  });
});

describe('tables', () => {
  const results = {
    engine: { mountMs: 40, keyP50Ms: 4, keyP95Ms: 8, clickP95Ms: 10, heapMB: 5 },
    'rjsf-stock': { mountMs: 120, keyP50Ms: 40, keyP95Ms: 200, clickP95Ms: 15, heapMB: 5 },
    surveyjs: { error: 'page crashed' },
    jsonforms: { mountMs: 300, keyP50Ms: 50, keyP95Ms: 90, clickP95Ms: 80, heapMB: 8, lostKeys: '1 of 65' },
  };

  it('shows each peer as a multiple of engine', () => {
    expect(ratio(200, 8)).toBe('25x');
    expect(ratio(15, 10)).toBe('1.5x');
    const table = formatTable('300 fields', results);
    expect(table).toContain('| rjsf-stock | 120 (3x)');
    expect(table).toContain('200 (25x)');
    expect(table).toMatch(/\| surveyjs\s+\| \(page crashed\)/);
    expect(table).toContain('jsonforms lost 1 of 65 typed characters');
  });

  it('prints the engine-node figures in microseconds', () => {
    const table = formatNodeTable({ forms: { pcl5: { runs: 10000, medianUs: 21.5, p95Us: 48.25 } } });
    expect(table).toMatch(/\| pcl5\s+\|\s+10000 \|\s+21\.5 \|\s+48\.3 \|/);
  });
});

describe('targetReport', () => {
  const report = {
    sizes: {
      300: {
        engine: { keyP95Ms: 12, keyWorkP95Ms: 6 },
        'rjsf-stock': { keyP95Ms: 48 },
        surveyjs: { keyP95Ms: 30 },
        jsonforms: { error: 'crashed' },
      },
    },
    forms: { pcl5: { engine: { mountMs: 45, warmMountMs: 20 }, 'engine-steps': { mountMs: 25, warmMountMs: 9 } } },
    'engine-node': { forms: { pcl5: { medianUs: 20, p95Us: 50 } } },
  };
  const byTarget = Object.fromEntries(targetReport(report).map((t) => [t.target, t]));

  it('judges typing at 1000 fields by its work only when a run measured that size', () => {
    expect(Object.keys(byTarget).some((target) => target.startsWith('1000 fields'))).toBe(false);
    const large = targetReport({ ...report, sizes: { ...report.sizes, 1000: { engine: { keyP95Ms: 24, keyWorkP95Ms: 17.5, mountMs: 400, heapMB: 13.1 } } } })
      .find((t) => t.target === '1000 fields: typing key work p95 <= 16 ms (one frame)');
    expect(large).toMatchObject({ met: false, detail: 'engine work 17.5 ms, 1.5 ms (9%) over 16 ms; latency p95 24 ms; mount 400 ms, heap 13.1 MB' });
  });

  it('marks what is met and what is missed, by how much', () => {
    expect(byTarget['300 fields: typing p95 <= 16 ms'].met).toBe(true);
    expect(byTarget['300 fields: typing p95 at least 5x faster than rjsf-stock']).toMatchObject({ met: false, detail: expect.stringContaining('= 4x') });
    expect(byTarget['300 fields: typing p95 faster than surveyjs'].met).toBe(true);
    expect(byTarget['PCL-5 mount <= 30 ms (all 21 questions on one page)']).toMatchObject({
      met: false,
      detail: 'engine 45 ms, 15 ms (50%) over 30 ms in a fresh page; 20 ms warm',
    });
    expect(byTarget['PCL-5 mount <= 30 ms (first step, as members open it)'].met).toBe(true);
    expect(byTarget['PCL-5 server validate + score <= 1 ms'].met).toBe(true);
  });

  it('leaves a target undecided when a renderer failed', () => {
    expect(byTarget['300 fields: typing p95 faster than jsonforms'].met).toBeNull();
  });
});

describe('the engine against the plain-HTML floor', () => {
  const floorTarget = `300 fields: typing key work p95 within ${FLOOR_MULTIPLE}x of the plain-HTML floor`;
  const verdict = (engine, floor) => targetReport({ sizes: { 300: { engine, 'html-floor': floor } } }).find((t) => t.target === floorTarget);

  it('divides the engine\'s key work p95 by the floor\'s, to 2 decimals', () => {
    expect(keyWorkVsFloor({ engine: { keyWorkP95Ms: 8.1 }, 'html-floor': { keyWorkP95Ms: 5.8 } })).toBe(1.4);
    expect(keyWorkVsFloor({ engine: { keyWorkP95Ms: 11.8 }, 'html-floor': { keyWorkP95Ms: 5.9 } })).toBe(2);
  });

  it('is null when either row is missing, failed or has no work figure', () => {
    expect(keyWorkVsFloor({ engine: { keyWorkP95Ms: 8 } })).toBeNull();
    expect(keyWorkVsFloor({ engine: { error: 'build failed' }, 'html-floor': { keyWorkP95Ms: 5 } })).toBeNull();
    expect(keyWorkVsFloor({ engine: { keyWorkP95Ms: 8 }, 'html-floor': { keyP95Ms: 5 } })).toBeNull();
  });

  it('is met within 1.3x of the floor and missed beyond it, with both figures', () => {
    expect(verdict({ keyP95Ms: 14, keyWorkP95Ms: 13.2 }, { keyP95Ms: 14, keyWorkP95Ms: 13.1 })).toMatchObject({ met: true, detail: 'engine 13.2 ms / html-floor 13.1 ms = 1.01x' });
    expect(verdict({ keyP95Ms: 14, keyWorkP95Ms: 7.8 }, { keyP95Ms: 9, keyWorkP95Ms: 6 })).toMatchObject({ met: true });
    expect(verdict({ keyP95Ms: 14, keyWorkP95Ms: 8.1 }, { keyP95Ms: 9, keyWorkP95Ms: 5.8 })).toMatchObject({ met: false, detail: expect.stringContaining('= 1.4x') });
  });

  it('is undecided, saying which, when the floor was not measured', () => {
    expect(verdict({ keyP95Ms: 14, keyWorkP95Ms: 8 }, undefined)).toMatchObject({ met: null, detail: 'html-floor not measured' });
  });

  it('prints the ratio under the table', () => {
    const table = formatTable('300 fields', { engine: { keyP95Ms: 9, keyWorkP95Ms: 8.1, keyWorkVsFloor: 1.4 }, 'html-floor': { keyP95Ms: 7, keyWorkP95Ms: 5.8 } });
    expect(table).toContain("engine/floor: engine key work p95 8.1 ms is 1.4x the plain-HTML floor's 5.8 ms.");
  });
});
