import { describe, expect, it } from 'vitest';
import { builderMethods, builderSection, builderTargets, formatBuilderTable, viewsMissing } from './builder-report.mjs';

const engine = {
  mountMs: 400, titleKeyP50Ms: 9, titleKeyP95Ms: 12, moveP50Ms: 11, moveP95Ms: 20, undoP50Ms: 8, undoP95Ms: 14,
  titleKeyWorkP95Ms: 6, moveWorkP95Ms: 15, undoWorkP95Ms: 9,
  how: { title: 'typing; done when shown in: canvas and preview', move: 'Enter on Move down', undo: 'Ctrl+Z' },
  notApplicable: {},
};
const surveyjs = {
  mountMs: 4000, titleKeyP50Ms: 100, titleKeyP95Ms: 150, moveP50Ms: 800, moveP95Ms: 90, undoP50Ms: 300, undoP95Ms: 700,
  notApplicable: {},
};
const formio = {
  mountMs: 20000, titleKeyP50Ms: 400, titleKeyP95Ms: 500, moveP50Ms: 600, moveP95Ms: 900, undoP50Ms: null, undoP95Ms: null,
  notApplicable: { undo: 'the Form.io builder has no undo' },
};
const results = { 300: { engine, 'surveyjs-creator': surveyjs, 'formio-builder': formio }, 20: { engine: { error: 'page crashed' } } };

describe('builderSection', () => {
  it('gives every builder mountMs and the three p95s first, null when it cannot do one', () => {
    const section = builderSection(results);
    expect(Object.keys(section['300']['formio-builder']).slice(0, 4)).toEqual(['mountMs', 'titleKeyP95Ms', 'moveP95Ms', 'undoP95Ms']);
    expect(section['300']['formio-builder']).toMatchObject({ mountMs: 20000, undoP95Ms: null, notApplicable: { undo: expect.any(String) } });
    expect(section['300'].engine.titleKeyP50Ms).toBe(9);
    expect(section['20'].engine).toEqual({ error: 'page crashed' });
  });
});

describe('formatBuilderTable', () => {
  const table = formatBuilderTable('300 questions', results['300']);

  it('shows each peer as a multiple of engine and n/a where a builder has no such thing', () => {
    expect(table).toMatch(/\| engine\s+\| 400\s+\| 9\s+\| 12\s+\|/);
    expect(table).toContain('| surveyjs-creator | 4000 (10x)');
    expect(table).toContain('150 (13x)');
    expect(table).toMatch(/\| formio-builder\s+\| 20000 \(50x\) .*\| n\/a\s+\| n\/a\s+\|$/m);
    expect(table).toContain('formio-builder: undo n/a: the Form.io builder has no undo.');
  });

  it('says when a builder failed, a phase failed, or a view never showed the title', () => {
    expect(formatBuilderTable('20 questions', results['20'])).toMatch(/\| engine\s+\| \(page crashed\)/);
    const partial = formatBuilderTable('300', {
      engine: { ...engine, titleKeyP95Ms: null, errors: { title: 'the title box was not found' }, titleViewsMissed: { preview: 'never showed it' }, stopped: { move: 'stopped after 12 moves: a drag went astray' } },
    });
    expect(partial).toContain('engine: move stopped after 12 moves: a drag went astray.');
    expect(partial).toContain('failed');
    expect(partial).toContain('engine: title failed: the title box was not found.');
    expect(partial).toContain('engine: title keys timed without the preview: never showed it.');
  });

  it('gives the floor of a title key (a plain text box on the same page) below the table', () => {
    expect(table).not.toContain('Floor');
    const floored = formatBuilderTable('300', { engine: { ...engine, floorKeyP50Ms: 4.1, floorKeyP95Ms: 7.9, floorKeyWorkP95Ms: 4.4 }, 'surveyjs-creator': surveyjs });
    expect(floored).toContain('key p50 / p95 ms (work p95): engine 4.1 / 7.9 (work 4.4)');
    expect(floored).not.toContain('surveyjs-creator 4.1');
  });

  it('gives each builder\'s work p95s below the table', () => {
    expect(table).toContain('(title key / move / undo): engine 6 / 15 / 9');
    expect(table).not.toContain('surveyjs-creator -');
  });

  it('lists how each builder was driven', () => {
    expect(builderMethods(results)).toEqual({ engine: engine.how });
  });
});

describe('builderTargets', () => {
  const byTarget = Object.fromEntries(builderTargets({ builder: results }).map((t) => [t.target, t]));

  it('checks every interaction\'s work against one frame, with its latency beside it', () => {
    expect(byTarget['300 questions: builder a title keystroke within one frame of work (p95 <= 16 ms)']).toMatchObject({
      met: true,
      detail: "engine work 6 ms, within 16 ms; latency p95 12 ms with the wait for the display's next frame",
    });
    // latency over a frame, work within: met
    expect(byTarget['300 questions: builder a keyboard move within one frame of work (p95 <= 16 ms)']).toMatchObject({ met: true, detail: expect.stringContaining('latency p95 20 ms') });
    const slow = builderTargets({ builder: { 300: { engine: { ...engine, undoWorkP95Ms: 18, floorKeyP95Ms: 16.8 } } } });
    expect(slow.find((t) => t.target.startsWith('300 questions: builder undo within'))).toMatchObject({
      met: false,
      detail: "engine work 18 ms, 2 ms (13%) over 16 ms; latency p95 14 ms with the wait for the display's next frame; a plain text box on this page: 16.8 ms",
    });
    // no work figure (an older run): undecided, not judged on the latency
    const old = builderTargets({ builder: { 300: { engine: { ...engine, titleKeyWorkP95Ms: undefined } } } });
    expect(old.find((t) => t.target.startsWith('300 questions: builder a title keystroke within'))).toMatchObject({ met: null, detail: 'no work figure (latency p95 12 ms)' });
  });

  it('checks 5x against each peer, and leaves what a peer cannot do undecided', () => {
    expect(byTarget['300 questions: builder mount at least 5x faster than surveyjs-creator']).toMatchObject({ met: true, detail: 'surveyjs-creator 4000 ms / engine 400 ms = 10x' });
    expect(byTarget['300 questions: builder a keyboard move at least 5x faster than surveyjs-creator']).toMatchObject({ met: false, detail: expect.stringContaining('= 4.5x') });
    expect(byTarget['300 questions: builder undo at least 5x faster than formio-builder']).toMatchObject({ met: null, detail: 'n/a: the Form.io builder has no undo' });
    expect(byTarget['300 questions: builder undo at least 5x faster than surveyjs-creator'].met).toBe(true);
  });

  it('judges a title key against a plain text box on the same page (1.5x of its work), never against the peers', () => {
    const title = (floorKeyWorkP95Ms) =>
      builderTargets({ builder: { 300: { engine: { ...engine, floorKeyP95Ms: 8, floorKeyWorkP95Ms }, 'surveyjs-creator': surveyjs } } })
        .find((t) => t.target === "300 questions: builder a title keystroke's work within 1.5x of a plain text box's on the same page (p95)");
    expect(title(4)).toMatchObject({ met: true, detail: 'work p95: title key 6 ms / plain text box 4 ms = 1.5x' });
    expect(title(4.3)).toMatchObject({ met: true });
    expect(title(2.7)).toMatchObject({ met: false, detail: 'work p95: title key 6 ms / plain text box 2.7 ms = 2.22x' });
    expect(Object.keys(byTarget).some((target) => /title keystroke at least 5x faster/.test(target))).toBe(false);
  });

  it('leaves the title key against the floor undecided when the box was not measured', () => {
    expect(byTarget["300 questions: builder a title keystroke's work within 1.5x of a plain text box's on the same page (p95)"]).toMatchObject({
      met: null,
      detail: "engine plain text box's work not measured",
    });
  });

  it('compares an interaction by its work where both builders have it, by its latency where not', () => {
    // latency 4.5x (the engine's figure holds a wait for the display's next frame), work 6x
    const peer = { ...formio, moveP95Ms: 90, moveWorkP95Ms: 90 };
    const targets = builderTargets({ builder: { 300: { engine, 'formio-builder': peer } } });
    expect(targets.find((t) => t.target === '300 questions: builder a keyboard move at least 5x faster than formio-builder')).toMatchObject({
      met: true,
      detail: 'work p95 formio-builder 90 ms / engine 15 ms = 6x; latency p95 90 / 20 ms = 4.5x',
    });
    expect(byTarget['300 questions: builder a keyboard move at least 5x faster than surveyjs-creator'].detail).toBe('surveyjs-creator 90 ms / engine 20 ms = 4.5x');
  });

  it('is undecided, and says why, when 300 questions were not measured', () => {
    const targets = builderTargets({ builder: { 20: { engine } } });
    expect(targets).toHaveLength(10);
    expect(targets.every((t) => t.met === null && t.detail === 'not measured at 300 questions')).toBe(true);
  });

  it('is undecided when the engine was not measured', () => {
    const targets = builderTargets({ builder: { 300: { engine: { error: 'not available' } } } });
    expect(targets.every((t) => t.met === null)).toBe(true);
    expect(targets[0].detail).toBe('not available');
  });
});

describe('viewsMissing', () => {
  it('reads the views a change never reached from the page\'s error', () => {
    expect(viewsMissing('page.evaluate: Error: the builder never showed the change in: preview, canvas (waited 15 s)')).toEqual(['preview', 'canvas']);
    expect(viewsMissing('the builder never showed the change (waited 15 s)')).toEqual([]);
  });
});

describe('a long intake form (1000 questions)', () => {
  it('prints each builder\'s heap after mount and judges the engine at 1000 only when measured there', () => {
    const table = formatBuilderTable('1000 questions', { engine: { ...engine, heapMB: 21.44 }, 'surveyjs-creator': { ...surveyjs, heapMB: 80 } });
    expect(table).toContain('Heap after mount (MB in use after two forced collections): engine 21.4; surveyjs-creator 80');
    expect(builderTargets({ builder: results }).some((t) => t.target.startsWith('1000 questions'))).toBe(false);
    const large = builderTargets({ builder: { ...results, 1000: { engine: { ...engine, titleKeyWorkP95Ms: 18, heapMB: 21.4 } } } }).filter((t) => t.target.startsWith('1000 questions'));
    expect(large.map((t) => [t.target, t.met])).toEqual([
      ['1000 questions: builder a title keystroke within one frame of work (p95 <= 16 ms)', false],
      ['1000 questions: builder a keyboard move within one frame of work (p95 <= 16 ms)', true],
      ['1000 questions: builder undo within one frame of work (p95 <= 16 ms)', true],
    ]);
    expect(large[1].detail).toContain('mount 400 ms, heap 21.4 MB');
  });
});
