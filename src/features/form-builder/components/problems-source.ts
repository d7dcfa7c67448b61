/**
 * The form's problems as a small external store beside the builder store, so that an edit redraws
 * only what shows problems (the Problems tab and its count, Publish) and React never walks the
 * whole workspace looking for readers of a changed context value.
 * - Structural problems are applyEdit's own findings (`knownStructuralIssues`: checked once per
 *   definition, by the edit's guard), read at once.
 * - The slow checks (strict compile, publish readiness) start DEEP_CHECK_DELAY_MS after the last
 *   edit, in an idle moment, in a worker where there is one; their results are kept per definition
 *   so undo and redo back to a checked form are checked at once.
 */
import type { StoreApi } from 'zustand';
import { knownStructuralIssues, type DefinitionIssue, type DefinitionRef, type FormDefinition } from '@engine';
import type { BuilderState } from '../store';
import { deepIssues, type DeepCheckAnswer, type DeepCheckRequest, type DeepIssues } from './deep-check';

export const DEEP_CHECK_DELAY_MS = 400;

export interface Problem {
  key: string;
  message: string;
  ref?: DefinitionRef;
  /** 'fix': the form is broken; 'publish': fine to keep editing, but members cannot get it yet */
  stage: 'fix' | 'publish';
}

export interface ProblemsState {
  problems: Problem[];
  /** no problems, and the deep checks have run on the current form */
  publishable: boolean;
  /** the deep checks have not caught up with the last edit yet */
  checking: boolean;
}

/** Where the slow checks run. */
export interface DeepChecker {
  check(definition: FormDefinition): Promise<DeepIssues>;
  /** stop (a later check starts again) */
  dispose(): void;
}

/** In this thread (tests, or a browser whose worker failed to start). */
export function inThreadChecker(): DeepChecker {
  return {
    check: async (definition) => deepIssues(definition, knownStructuralIssues(definition)),
    dispose() {},
  };
}

/**
 * In a worker made by `create` (started at the first check). If it cannot start or fails, the
 * checks waiting for it and every later one run in this thread instead: slower, never lost.
 */
export function workerChecker(create: () => Worker, fallback: DeepChecker = inThreadChecker()): DeepChecker {
  let worker: Worker | null = null;
  let broken = false;
  let seq = 0;
  const waiting = new Map<number, { definition: FormDefinition; resolve(issues: DeepIssues): void; reject(error: Error): void }>();

  const giveUp = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const [id, job] of waiting) {
      waiting.delete(id);
      fallback.check(job.definition).then(job.resolve, job.reject);
    }
  };

  const start = (): Worker => {
    const started = create();
    started.addEventListener('message', (event: MessageEvent<DeepCheckAnswer>) => {
      const answer = event.data;
      const job = waiting.get(answer.seq);
      if (!job) return;
      waiting.delete(answer.seq);
      if (answer.ok) job.resolve(answer.issues);
      else job.reject(new Error(answer.message));
    });
    started.addEventListener('error', (event) => {
      event.preventDefault();
      giveUp();
    });
    return started;
  };

  return {
    check(definition) {
      if (broken) return fallback.check(definition);
      try {
        worker ??= start();
      } catch {
        giveUp();
        return fallback.check(definition);
      }
      const id = ++seq;
      const running = worker;
      return new Promise<DeepIssues>((resolve, reject) => {
        waiting.set(id, { definition, resolve, reject });
        running.postMessage({ seq: id, definition } satisfies DeepCheckRequest);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}

/** A worker where the browser has them, this thread otherwise. */
export function defaultChecker(): DeepChecker {
  if (typeof Worker === 'undefined') return inThreadChecker();
  return workerChecker(() => new Worker(new URL('./problems.worker.ts', import.meta.url), { type: 'module', name: 'form-checks' }));
}

/** Run `task` when the page is idle (at most `timeoutMs` later); returns how to cancel it. */
function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

const sentence = (text: string) => {
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

const keyOf = (issue: DefinitionIssue) => `${issue.path}\u0000${issue.message}`;

function toProblems(issues: DefinitionIssue[], stage: Problem['stage'], seen: Set<string>): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const key = keyOf(issue);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key: `${stage}:${key}`, message: sentence(issue.message), ...(issue.ref ? { ref: issue.ref } : {}), stage });
  }
  return out;
}

interface Deep extends DeepIssues {
  definition: FormDefinition;
}

/** The problems of `definition`, with the last finished deep check (possibly of an earlier version). */
export function problemsOf(definition: FormDefinition, deep: Deep | null): ProblemsState {
  const structural = knownStructuralIssues(definition);
  const seen = new Set<string>();
  const problems = toProblems(structural, 'fix', seen);
  if (deep) {
    problems.push(...toProblems(deep.compile, 'fix', seen));
    // what publishIssues adds beyond the structural and compile checks of the version it checked
    const earlier = new Set([...knownStructuralIssues(deep.definition), ...deep.compile].map(keyOf));
    problems.push(...toProblems(deep.publish.filter((i) => !earlier.has(keyOf(i))), 'publish', seen));
  }
  const checking = deep?.definition !== definition;
  return { problems, checking, publishable: !checking && problems.length === 0 };
}

/** Before the opened form's first check: nothing known yet. */
const OPENING: ProblemsState = { problems: [], checking: true, publishable: false };

export interface ProblemsSource {
  /** the current problems (the same object until the definition or a deep result changes) */
  get(): ProblemsState;
  subscribe(listener: () => void): () => void;
  /** schedule the deep checks after every edit; returns how to stop */
  start(): () => void;
}

export function createProblemsSource(
  store: StoreApi<BuilderState>,
  checker: DeepChecker = defaultChecker(),
  delayMs = DEEP_CHECK_DELAY_MS,
): ProblemsSource {
  const listeners = new Set<() => void>();
  const checked = new WeakMap<FormDefinition, Deep>();
  // The opened form's first structural check (with, on a fresh page, the compile of the meta-schema
  // it uses: ~0.2 s) waits for the first idle moment after the canvas is drawn; edits made before
  // then are checked by applyEdit as always.
  const opened = store.getState().definition;
  let warmed = false;
  let latest: Deep | null = null;
  let latestSeq = 0;
  let runs = 0;
  let shown: { definition: FormDefinition; deep: Deep | null; state: ProblemsState } | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  function run(definition: FormDefinition) {
    const seq = ++runs;
    checker.check(definition).then(
      (issues) => {
        const deep: Deep = { definition, ...issues };
        checked.set(definition, deep);
        if (seq < latestSeq) return;
        latestSeq = seq;
        latest = deep;
        notify();
      },
      // a check that throws is a bug in the engine: the panel keeps saying "checking" rather than "no problems"
      (error: unknown) => console.error('The form could not be checked', error),
    );
  }

  return {
    get() {
      const definition = store.getState().definition;
      if (!warmed && definition === opened) return OPENING;
      const deep = checked.get(definition) ?? latest;
      if (shown?.definition !== definition || shown.deep !== deep) shown = { definition, deep, state: problemsOf(definition, deep) };
      return shown.state;
    },
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = store.subscribe((state, previous) => {
        if (state.definition !== previous.definition) listener();
      });
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    start() {
      let cancel = () => {};
      const schedule = (definition: FormDefinition) => {
        cancel();
        if (checked.has(definition)) return;
        let cancelIdle = () => {};
        const timer = setTimeout(() => {
          cancelIdle = whenIdle(() => run(store.getState().definition));
        }, delayMs);
        cancel = () => {
          clearTimeout(timer);
          cancelIdle();
        };
      };
      schedule(store.getState().definition);
      const cancelWarm = warmed
        ? () => {}
        : whenIdle(() => {
            knownStructuralIssues(opened);
            warmed = true;
            notify();
          });
      const unsubscribe = store.subscribe((state, previous) => {
        if (state.definition !== previous.definition) schedule(state.definition);
      });
      return () => {
        unsubscribe();
        cancel();
        cancelWarm();
        checker.dispose();
      };
    },
  };
}
