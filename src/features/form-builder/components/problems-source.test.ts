import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import { createBuilderStore } from '../store';
import { checkIn } from '../testing/definitions';
import type { DeepIssues } from './deep-check';
import { createProblemsSource, DEEP_CHECK_DELAY_MS, workerChecker, type DeepChecker } from './problems-source';

/** A checker the test answers by hand: what was asked, and a way to answer each. */
function manualChecker() {
  const asked: { definition: FormDefinition; answer(issues: DeepIssues): void }[] = [];
  const checker: DeepChecker = {
    check: (definition) => new Promise((resolve) => asked.push({ definition, answer: resolve })),
    dispose: vi.fn(),
  };
  return { asked, checker };
}

const none: DeepIssues = { compile: [], publish: [] };
const emptySectionIssue = (id: string) => ({ path: '/sections/9/fields', message: `section "${id}" has no questions`, ref: { kind: 'section' as const, id } });
const titleEdit = (def: FormDefinition, title: string) => ({ type: 'updateField' as const, name: 'name', schema: { ...def.schema.properties!.name!, title } });

describe('problems source', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the deep checks once, DEEP_CHECK_DELAY_MS after the last edit, never during a burst of edits', async () => {
    const store = createBuilderStore(checkIn());
    const { asked, checker } = manualChecker();
    const stop = createProblemsSource(store, checker).start();
    for (let i = 0; i < 5; i++) {
      store.getState().apply(titleEdit(store.getState().definition, `Name ${i}`), { mergeKey: 'title:name' });
      await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS - 100);
    }
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(asked.map((a) => a.definition)).toEqual([store.getState().definition]);
    stop();
    expect(checker.dispose).toHaveBeenCalled();
  });

  it('shows structural problems at once and says it is checking until the deep result for this version arrives', async () => {
    const store = createBuilderStore(checkIn());
    const { asked, checker } = manualChecker();
    const source = createProblemsSource(store, checker);
    source.start();
    expect(source.get()).toMatchObject({ problems: [], checking: true, publishable: false });
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS + 10);
    asked[0]!.answer({ compile: [], publish: [emptySectionIssue('later')] });
    await vi.advanceTimersByTimeAsync(0);
    const state = source.get();
    expect(state.checking).toBe(false);
    expect(state.publishable).toBe(false);
    expect(state.problems.map((p) => [p.stage, p.message])).toEqual([['publish', 'Section "later" has no questions.']]);
    // the same object until something changes (React's useSyncExternalStore needs it)
    expect(source.get()).toBe(state);
  });

  it('checks the opened form in the first idle moment (not while the canvas is first drawn), an edited one at once', async () => {
    const broken = checkIn();
    broken.sections![0]!.fields.push('nowhere');
    const store = createBuilderStore(broken);
    const { checker } = manualChecker();
    const source = createProblemsSource(store, checker);
    const listener = vi.fn();
    source.subscribe(listener);
    source.start();
    expect(source.get()).toMatchObject({ problems: [], checking: true });
    await vi.advanceTimersByTimeAsync(50);
    expect(listener).toHaveBeenCalled();
    expect(source.get().problems.map((p) => p.stage)).toEqual(['fix']);

    const other = createBuilderStore(broken);
    const early = createProblemsSource(other, manualChecker().checker);
    early.start();
    other.getState().apply({ type: 'setForm', title: 'Renamed' });
    expect(early.get().problems.map((p) => p.stage)).toEqual(['fix']);
  });

  it('tells its listeners about every edit and every deep result', async () => {
    const store = createBuilderStore(checkIn());
    const { asked, checker } = manualChecker();
    const source = createProblemsSource(store, checker);
    source.start();
    const listener = vi.fn();
    const unsubscribe = source.subscribe(listener);
    await vi.advanceTimersByTimeAsync(50); // the opened form's first check
    listener.mockClear();
    store.getState().apply(titleEdit(store.getState().definition, 'Your full name'));
    expect(listener).toHaveBeenCalledTimes(1);
    store.getState().select({ kind: 'form' });
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS + 10);
    asked[0]!.answer(none);
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.getState().undo();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps each version’s result: undo back to a checked version is checked at once, without a new check', async () => {
    const store = createBuilderStore(checkIn());
    const { asked, checker } = manualChecker();
    const source = createProblemsSource(store, checker);
    source.start();
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS + 10);
    asked[0]!.answer(none);
    await vi.advanceTimersByTimeAsync(0);
    store.getState().apply(titleEdit(store.getState().definition, 'Changed'));
    expect(source.get().checking).toBe(true);
    store.getState().undo();
    expect(source.get()).toMatchObject({ checking: false, publishable: true });
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS * 3);
    expect(asked).toHaveLength(1);
  });

  it('never lets an older result replace a newer one', async () => {
    const store = createBuilderStore(checkIn());
    const { asked, checker } = manualChecker();
    const source = createProblemsSource(store, checker);
    source.start();
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS + 10);
    store.getState().apply(titleEdit(store.getState().definition, 'Changed'));
    await vi.advanceTimersByTimeAsync(DEEP_CHECK_DELAY_MS + 10);
    expect(asked).toHaveLength(2);
    asked[1]!.answer(none);
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get().publishable).toBe(true);
    asked[0]!.answer({ compile: [], publish: [emptySectionIssue('old')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(source.get()).toMatchObject({ problems: [], publishable: true });
  });
});

/** A stand-in for a Worker: records posts, answers or fails on demand. */
class FakeWorker extends EventTarget {
  posted: { seq: number; definition: FormDefinition }[] = [];
  terminated = false;
  postMessage(message: { seq: number; definition: FormDefinition }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(seq: number, issues: DeepIssues) {
    this.dispatchEvent(new MessageEvent('message', { data: { seq, ok: true, issues } }));
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

describe('worker checker', () => {
  it('sends each definition to the worker and resolves with its answer', async () => {
    const worker = new FakeWorker();
    const create = vi.fn(() => worker as unknown as Worker);
    const checker = workerChecker(create);
    const def = checkIn();
    const result = checker.check(def);
    expect(worker.posted).toEqual([{ seq: 1, definition: def }]);
    worker.answer(1, { compile: [], publish: [emptySectionIssue('x')] });
    await expect(result).resolves.toEqual({ compile: [], publish: [emptySectionIssue('x')] });
    void checker.check(def);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('runs the waiting and later checks in this thread when the worker fails', async () => {
    const worker = new FakeWorker();
    const fallback: DeepChecker = { check: vi.fn(async () => none), dispose() {} };
    const checker = workerChecker(() => worker as unknown as Worker, fallback);
    const def = checkIn();
    const waiting = checker.check(def);
    worker.fail();
    await expect(waiting).resolves.toEqual(none);
    await expect(checker.check(def)).resolves.toEqual(none);
    expect(fallback.check).toHaveBeenCalledTimes(2);
    expect(worker.terminated).toBe(true);
    expect(worker.posted).toHaveLength(1);
  });

  it('runs in this thread when no worker can be made', async () => {
    const fallback: DeepChecker = { check: vi.fn(async () => none), dispose() {} };
    const checker = workerChecker(() => {
      throw new Error('blocked');
    }, fallback);
    await expect(checker.check(checkIn())).resolves.toEqual(none);
  });
});
