/**
 * The builder bench page: builder.html?builder=<name>&form=<size> loads one builder (its own chunk,
 * so the page holds only that library), generates the form, and exposes `window.__builderBench`
 * for scripts/bench/builder-driver.mjs. The driver makes the real input (keys, mouse); the page
 * says when the builder shows its effect and times it from the input event to the next paint.
 */
import { benchForm } from '../scripts/bench/forms.ts';
import { builderProbes } from '../scripts/bench/builder-probes.ts';
import { waitFor, type BenchBuilder } from './builders/types.ts';
import { nextPaint } from './paint.ts';

/** Each builder prepares its own format and takes it back: the page only passes it along. */
const erased = <P,>(loaded: Promise<{ default: BenchBuilder<P> }>) => loaded as unknown as Promise<{ default: BenchBuilder<unknown> }>;

const BUILDERS: Record<string, () => Promise<{ default: BenchBuilder<unknown> }>> = {
  engine: () => erased(import('./builders/engine.tsx')),
  'surveyjs-creator': () => erased(import('./builders/surveyjs-creator.tsx')),
  'formio-builder': () => erased(import('./builders/formio-builder.ts')),
};

/** One interaction's timing, in ms. */
export interface BuilderSample {
  /** input event to the next paint after the builder showed its effect */
  latencyMs: number;
  /** input event to the DOM showing the effect (before that paint) */
  updateMs: number;
  /** updateMs plus the painted frame's own rendering: latency without the wait for the frame */
  workMs: number;
}

/** What counts as an interaction's start: the first of these events after the page is armed. */
interface Start {
  events: string[];
  /** for keydown: the key that starts it (Control's own keydown does not, for Ctrl+Z) */
  key?: string;
}

/**
 * Times interactions by what the builder shows: armed with a condition on the DOM, it starts the
 * clock at the input event (capture phase on window, before the builder's handlers), watches the
 * DOM with a MutationObserver, and once the condition holds waits for the next paint.
 */
function effectTimer() {
  let pending: {
    start: Start;
    shown: () => boolean;
    began?: number;
    updated?: number;
    result: Promise<BuilderSample>;
    settle: (sample: BuilderSample | Error) => void;
  } | null = null;
  let armed: Promise<BuilderSample> | null = null;

  const check = () => {
    const p = pending;
    if (!p || p.began === undefined || p.updated !== undefined || !p.shown()) return;
    p.updated = performance.now();
    void nextPaint().then(({ frameStart, painted }) => {
      const updateMs = p.updated! - p.began!;
      p.settle({ latencyMs: painted - p.began!, updateMs, workMs: updateMs + (painted - frameStart) });
    });
  };
  const onStart = (e: Event) => {
    const p = pending;
    if (!p || p.began !== undefined || !p.start.events.includes(e.type)) return;
    if (p.start.key && (e as KeyboardEvent).key?.toLowerCase() !== p.start.key) return;
    // the effect must not be on screen already, or the bench would time nothing
    if (p.shown()) return p.settle(new Error('the expected change was on screen before the input'));
    p.began = e.timeStamp;
  };
  for (const type of ['keydown', 'pointerup', 'mouseup', 'click']) addEventListener(type, onStart, true);
  // after every change to the page (React commits, Form.io redraws, SurveyJS's knockout-free renders)
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });

  return {
    /** Watch for `shown` after the next input matching `start`. */
    expect(start: Start, shown: () => boolean, missing: () => string[] = () => [], describe?: () => string, timeoutMs = 15_000) {
      let settle!: (sample: BuilderSample | Error) => void;
      const result = new Promise<BuilderSample>((resolve, reject) => {
        const timeOut = () => {
          if (pending?.began === undefined) return new Error('the input never arrived');
          const views = missing();
          return new Error(`the builder never showed the change${views.length ? ` in: ${views.join(', ')}` : ''} (waited ${timeoutMs / 1000} s${describe ? `; ${describe()}` : ''})`);
        };
        const timer = setTimeout(() => settle(timeOut()), timeoutMs);
        settle = (sample) => {
          clearTimeout(timer);
          pending = null;
          if (sample instanceof Error) reject(sample);
          else resolve(sample);
        };
      });
      // a rejection nobody has awaited yet must not surface as an unhandled page error
      result.catch(() => undefined);
      pending = { start, shown, result, settle };
      armed = result;
    },
    /** Check now, for a change no MutationObserver sees (a text box's value). */
    check,
    /** The timing of the interaction armed by the last expect(). */
    take: async (): Promise<BuilderSample> => {
      if (!armed) throw new Error('nothing armed');
      const result = armed;
      armed = null;
      return result;
    },
  };
}

/**
 * Scroll an element to the middle of the screen and wait until it stays there: a builder may
 * scroll on its own a moment later (SurveyJS Creator brings a selected question into view).
 */
async function scrollToMiddle(find: () => Element | null) {
  const middle = innerHeight / 2;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
  const top = () => find()?.getBoundingClientRect().top;
  for (let tries = 0; tries < 20; tries++) {
    find()?.scrollIntoView({ block: 'center' });
    await pause();
    const before = top();
    await pause();
    const box = find()?.getBoundingClientRect();
    if (box && box.top === before && Math.abs(box.top + box.height / 2 - middle) < innerHeight / 4) return;
  }
}

/** `a` comes before `b` in the document. */
const before = (a: Element | null, b: Element | null) => Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

async function setUp() {
  const params = new URLSearchParams(location.search);
  const name = params.get('builder') ?? '';
  const load = BUILDERS[name];
  if (!load) throw new Error(`unknown builder "${name}"`);
  const builder = (await load()).default;
  if (builder.available === false) return { available: false as const };
  // the builder edits the form as an administrator does: in its sections
  const form = benchForm(params.get('form') ?? '', 'sections');
  const probes = builderProbes(form);
  const total = Object.keys(form.definition.schema.properties ?? {}).length;
  const prepared = builder.prepare(form);
  const container = document.getElementById('bench-root')!;
  const timer = effectTimer();
  let unmount: (() => void) | null = null;
  let title = '';

  const mark = (element: Element | null, role: string) => {
    document.querySelectorAll(`[data-bench="${role}"]`).forEach((e) => e.removeAttribute('data-bench'));
    element?.setAttribute('data-bench', role);
    return Boolean(element);
  };
  /** The probe's element: while dragged, Form.io moves the element itself; the move is done once it is replaced. */
  let dragged: Element | null = null;
  const inOrder = (first: string, second: string) => () =>
    before(builder.question(container, first), builder.question(container, second)) &&
    (!builder.movesElementWhileDragging || builder.question(container, probes.field) !== dragged);

  return {
    available: true as const,
    probes,
    total,
    move: builder.move.kind === 'n/a' ? { kind: 'n/a', reason: builder.move.reason } : { kind: builder.move.kind, how: builder.move.how, key: builder.move.kind === 'keyboard' ? builder.move.key : undefined },
    undo: builder.undo.kind === 'n/a' ? builder.undo : { kind: builder.undo.kind, how: builder.undo.how, key: builder.undo.key },
    titleViews: Object.keys(builder.titleViews),
    /** Start the builder to the first paint of its canvas with every question on it, in ms. */
    async mount(): Promise<number> {
      const start = performance.now();
      const mounted = builder.mount(container, prepared);
      for (;;) {
        const { painted } = await nextPaint();
        if (builder.questionCount(container) >= total) {
          unmount = await mounted;
          return painted - start;
        }
        if (painted - start > 60_000) throw new Error(`the canvas showed ${builder.questionCount(container)} of ${total} questions after 60 s`);
      }
    },
    unmount: () => unmount?.(),
    /** Select the probe and open its property editor; marks the title box for the driver. */
    async openTitle(): Promise<string> {
      const box = (await builder.openTitleEditor(container, probes.titleField)) as HTMLInputElement;
      // some builders fill the box a moment after showing it: start from the title every view shows
      const shows = () => Boolean(box.value) && Object.values(builder.titleViews).every((view) => view(container, probes.titleField)?.includes(box.value));
      await waitFor(() => shows(), 'the title in the title box and every view');
      mark(box, 'title');
      title = box.value;
      return title;
    },
    closeTitle: () => builder.closeTitleEditor?.(container),
    /**
     * After the driver types `typed` at the end of the title: each of `views` (all by default)
     * shows it. A view that never does is named in the error, so the driver can go on without it.
     */
    expectTitle(typed: string, key: string, views: string[] = Object.keys(builder.titleViews)) {
      const expected = title + typed;
      const notShowing = () => views.filter((v) => !builder.titleViews[v]?.(container, probes.titleField)?.includes(expected));
      const seen = () => `expected "…${expected.slice(-12)}", ${views.map((v) => `${v} shows "…${(builder.titleViews[v]?.(container, probes.titleField) ?? 'nothing').slice(-16)}"`).join(', ')}`;
      // a view that has not caught up with a keystroke after 5 s never will (the driver then goes on without it)
      timer.expect({ events: ['keydown'], key }, () => notShowing().length === 0, notShowing, seen, 5_000);
    },
    /**
     * The floor of a title key: a plain text box on the same page, over the builder (nothing
     * listens to it), typed into and timed as the title is. No builder's keystroke can be faster.
     */
    openFloor(): string {
      document.querySelector('[data-bench="floor"]')?.remove();
      const box = document.createElement('input');
      box.type = 'text';
      box.setAttribute('aria-label', 'Bench floor');
      box.value = 'Floor';
      box.style.cssText = 'position:fixed;top:8px;right:8px;z-index:2147483647;width:240px;font:16px sans-serif';
      // typing changes the box's value, not the DOM: its own input event is the "update"
      box.addEventListener('input', timer.check);
      document.body.append(box);
      mark(box, 'floor');
      return box.value;
    },
    expectFloor(typed: string, key: string) {
      const box = document.querySelector<HTMLInputElement>('[data-bench="floor"]');
      if (!box) throw new Error('openFloor first');
      const expected = `Floor${typed}`;
      timer.expect({ events: ['keydown'], key }, () => box.value === expected, () => ['floor box'], () => `expected "…${expected.slice(-12)}", the box shows "…${box.value.slice(-12)}"`, 5_000);
    },
    closeFloor: () => document.querySelector('[data-bench="floor"]')?.remove(),
    /** Mark what the driver moves with: the Move down control, or the drag handle and where to drop. */
    async markMove(): Promise<boolean> {
      const { move } = builder;
      if (move.kind !== 'keyboard') return false;
      builder.question(container, probes.field)?.scrollIntoView({ block: 'center' });
      return mark(await waitFor(() => move.control(container, probes.field), 'the Move down control'), 'move');
    },
    /** Mark the drag handle of `field` and the question to drop below / above (scrolled into view, rendered). */
    async markDrag(field: string, target: string): Promise<boolean> {
      const { move } = builder;
      if (move.kind !== 'drag') return false;
      // the question dropped on in the middle of the screen: the dragged one is beside it (and clear
      // of anything pinned to the bottom of the page, such as SurveyJS's licence banner)
      await scrollToMiddle(() => builder.question(container, target));
      // a builder that renders lazily draws the question once it is on screen
      const drawn = (name: string) => builder.drawn?.(container, name) ?? true;
      const handle = await waitFor(() => (drawn(target) ? move.handle(container, field) : null), `the drag handle of ${field} and ${target} drawn`);
      // where it was drawn, after the placeholders around it grew into questions
      await scrollToMiddle(() => builder.question(container, target));
      return mark(builder.question(container, field), 'drag-from') && mark(handle, 'drag') && mark(builder.question(container, target), 'drop');
    },
    /** Mark where the keyboard focus goes before the undo shortcut (false: it stays where it is). */
    markUndo: () => (builder.undo.kind === 'keyboard' && builder.undo.focus ? mark(builder.undo.focus(container), 'undo') : false),
    /** Mid-drag: the builder shows the drop landing below (above) `target`. */
    dropShown: (field: string, target: string, below: boolean) => builder.move.kind === 'drag' && builder.move.dropShown(container, field, target, below),
    /** After the next move input: `first` shows before `second` on the canvas. */
    expectOrder(first: string, second: string, start: Start) {
      dragged = builder.question(container, probes.field);
      timer.expect(start, inOrder(first, second));
    },
    /** The probe's place relative to its neighbour, as the canvas shows it now. */
    probeFirst: () => before(builder.question(container, probes.field), builder.question(container, probes.next)),
    take: timer.take,
  };
}

declare global {
  interface Window {
    __builderBench: Promise<Awaited<ReturnType<typeof setUp>>>;
  }
}

window.__builderBench = setUp();
