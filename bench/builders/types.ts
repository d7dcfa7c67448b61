import type { GeneratedForm } from '../../scripts/bench/generate.ts';

/** How a builder moves a question, as the bench drives it. */
export type MoveMethod =
  /** a control the keyboard user focuses and activates with `key` (the engine's Move down button) */
  | { kind: 'keyboard'; how: string; control(container: HTMLElement, field: string): HTMLElement | null; key: string }
  /** a real mouse drag from the question's drag handle to the lower part of the question below */
  | {
      kind: 'drag';
      how: string;
      handle(container: HTMLElement, field: string): HTMLElement | null;
      /** mid-drag, before the release: the builder shows the drop landing below (above) `target` */
      dropShown(container: HTMLElement, field: string, target: string, below: boolean): boolean;
    }
  | { kind: 'n/a'; reason: string };

export type UndoMethod =
  /** Ctrl+`key`, with the keyboard focus on `focus` (where the builder listens for its shortcut) when given */
  | { kind: 'keyboard'; how: string; key: string; focus?(container: HTMLElement): HTMLElement | null }
  | { kind: 'n/a'; reason: string };

/** What the builder bench needs from each builder under test. */
export interface BenchBuilder<Prepared = unknown> {
  /** false when the builder cannot be loaded (the engine's workspace before it exists) */
  available?: boolean;
  /** Convert the definition to the builder's format (before the clock starts: the bench's job, not the builder's). */
  prepare(form: GeneratedForm): Prepared;
  /** Start the builder in `container` (the clock is running); returns how to take it down. */
  mount(container: HTMLElement, prepared: Prepared): (() => void) | Promise<() => void>;
  /** How many questions the canvas shows (mount ends at the first paint showing all of them). */
  questionCount(container: HTMLElement): number;
  /** For a canvas that draws off-screen questions as placeholders: this one is drawn. */
  drawn?(container: HTMLElement, field: string): boolean;
  /** The question's element on the canvas (its order among the others is what a move changes). */
  question(container: HTMLElement, field: string): HTMLElement | null;
  /**
   * The views that must show a new title before a title keystroke counts as done, each reading the
   * question's title as it shows it (e.g. the canvas and the live preview).
   */
  titleViews: Record<string, (container: HTMLElement, field: string) => string | null>;
  /** Select `field` as a user would and open its property editor; resolves to the title box. */
  openTitleEditor(container: HTMLElement, field: string): Promise<HTMLElement>;
  /** Close what openTitleEditor opened, if it covers the canvas (Form.io's dialog). */
  closeTitleEditor?(container: HTMLElement): Promise<void>;
  /** True when the builder moves the dragged question's element itself during a drag (the move is done only once it is replaced). */
  movesElementWhileDragging?: boolean;
  move: MoveMethod;
  undo: UndoMethod;
}

/** Wait until `find` returns something (a builder renders some parts a few frames late). */
export async function waitFor<T>(find: () => T | null | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - started > timeoutMs) throw new Error(`${what} did not appear`);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/** The text of an element without surrounding white space, or null when there is no element. */
export const textOf = (element: Element | null | undefined): string | null => element?.textContent?.trim() ?? null;
