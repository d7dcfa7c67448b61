/**
 * The bench page: ?renderer=<name>&form=<size|pcl5> loads one renderer (its own chunk, so the page holds
 * only that library), generates the form, and exposes `window.__bench` for scripts/bench to drive.
 * Timings are taken inside the page, from event timestamps to the next painted frame.
 */
import { createRoot, type Root } from 'react-dom/client';
import { useLayoutEffect, type ReactNode } from 'react';
import type { GeneratedForm } from '../scripts/bench/generate.ts';
import { benchForm, firstStepProbes } from '../scripts/bench/forms.ts';
import type { BenchRenderer } from './renderers/types.ts';
import { nextPaint } from './paint.ts';

const RENDERERS: Record<string, () => Promise<{ default: BenchRenderer & { available?: boolean } }>> = {
  engine: () => import('./renderers/engine.tsx'),
  // the same renderer with the definition's own sections: one step at a time, as members see it
  'engine-steps': () => import('./renderers/engine.tsx'),
  'rjsf-stock': () => import('./renderers/rjsf-stock.tsx'),
  surveyjs: () => import('./renderers/surveyjs.tsx'),
  jsonforms: () => import('./renderers/jsonforms.tsx'),
  'html-floor': () => import('./renderers/html-floor.tsx'),
};

/** Calls onCommit once the whole tree below it has committed (parents' layout effects run after children's). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** One interaction's timing, in ms. */
export interface InteractionSample {
  /** event timestamp to the next paint: what the member waits (INP's definition) */
  latencyMs: number;
  /** the part of it the page spent working: the event's handlers (with React's commit) plus the frame's rendering */
  workMs: number;
}

/**
 * Times one interaction. latencyMs runs from the event's timestamp to just after the next paint
 * (rAF runs before the frame's style, layout and paint; a message posted from it is handled after).
 * Between the handlers and that frame the page may sit idle waiting for the frame (they come
 * every 16.7 ms); workMs leaves that wait out. Work deferred to later tasks (transitions, timers)
 * is in neither figure unless it runs before the frame.
 */
function interactionTimer() {
  let armed = false;
  let current: { start: number; handled: number; handlersDone: number; painted: Promise<InteractionSample> } | null = null;
  let taken: Promise<InteractionSample> | null = null;

  const begin = (start: number) => {
    const interaction = { start, handled: performance.now(), handlersDone: performance.now(), painted: null as unknown as Promise<InteractionSample> };
    interaction.painted = new Promise((resolve) =>
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        const afterPaint = new MessageChannel();
        afterPaint.port1.onmessage = () => {
          const painted = performance.now();
          resolve({
            latencyMs: painted - interaction.start,
            workMs: interaction.handlersDone - interaction.handled + (painted - frameStart),
          });
        };
        afterPaint.port2.postMessage(null);
      }),
    );
    current = interaction;
  };
  // capture on window runs before any of the page's handlers; bubble on window after them (and
  // after React's commit, which runs in the microtask checkpoint between listeners)
  addEventListener('keydown', (e) => armed && !current && begin(e.timeStamp), true);
  // a label click re-dispatches a click on its input: the first one starts the clock
  addEventListener('click', (e) => armed && !current && begin(e.timeStamp), true);
  for (const type of ['keydown', 'keypress', 'input', 'change', 'click']) {
    addEventListener(type, () => current && (current.handlersDone = performance.now()));
  }
  return {
    arm: () => void (armed = true),
    /** The timing of the interaction since the last call, or null if none started. */
    take: async (): Promise<InteractionSample | null> => {
      taken = current?.painted ?? null;
      current = null;
      return taken ? await taken : null;
    },
  };
}

async function setUp() {
  const params = new URLSearchParams(location.search);
  const name = params.get('renderer') ?? '';
  const formName = params.get('form') ?? '';
  const load = RENDERERS[name];
  if (!load) throw new Error(`unknown renderer "${name}"`);
  const renderer = (await load()).default;
  if (renderer.available === false) return { available: false as const };
  // every field on one page for every renderer (the engine's renderer would otherwise show one
  // section at a time), except engine-steps, which measures exactly that
  const stepped = name === 'engine-steps';
  const form: GeneratedForm = benchForm(formName, stepped ? 'sections' : 'one-step');
  const prepared = renderer.prepare(form);
  const container = document.getElementById('bench-root')!;
  const timer = interactionTimer();
  let root: Root | null = null;
  const { textField, ratingField } = stepped ? firstStepProbes(form) : form.probes;
  const shown = () =>
    (textField === null || renderer.textInput(container, textField) !== null) &&
    (ratingField === null || renderer.ratingOption(container, ratingField, 0) !== null);

  const mark = (element: HTMLElement | null, role: string) => {
    document.querySelectorAll(`[data-bench="${role}"]`).forEach((e) => e.removeAttribute('data-bench'));
    element?.setAttribute('data-bench', role);
    return Boolean(element);
  };

  async function mount(): Promise<number> {
    root = createRoot(container);
    let committed!: () => void;
    const commit = new Promise<void>((resolve) => (committed = resolve));
    const start = performance.now();
    root.render(<Committed onCommit={committed}>{renderer.element(prepared)}</Committed>);
    await commit;
    for (;;) {
      const { painted } = await nextPaint();
      if (shown()) return painted - start;
      if (painted - start > 30_000) throw new Error('the probed fields never appeared');
    }
  }

  return {
    available: true as const,
    probes: { textField, ratingField },
    /** Render call to the first paint after commit with the probed fields on screen, in ms. */
    mount,
    /** Unmount and mount again in the same page: the code is compiled and warm by now. */
    async remount(): Promise<number> {
      root?.unmount();
      return mount();
    },
    unmount: () => root?.unmount(),
    markText: () => textField !== null && mark(renderer.textInput(container, textField), 'text'),
    markRating: (value: number) => ratingField !== null && mark(renderer.ratingOption(container, ratingField, value), 'rating'),
    textValue: () => (textField === null ? null : ((renderer.textInput(container, textField) as HTMLInputElement | null)?.value ?? null)),
    ratingValue: () => (ratingField === null ? null : renderer.ratingValue(container, ratingField)),
    fieldCount: () => container.querySelectorAll('input, textarea, select').length,
    arm: timer.arm,
    take: timer.take,
  };
}

declare global {
  interface Window {
    __bench: Promise<Awaited<ReturnType<typeof setUp>>>;
  }
}

window.__bench = setUp();
