import type { ReactElement } from 'react';
import type { GeneratedForm } from '../../scripts/bench/generate.ts';

/** What the harness needs from each renderer under test. */
export interface BenchRenderer<Prepared = unknown> {
  /** Convert the definition to the peer's format (done before the clock starts: it is the bench's job, not the peer's). */
  prepare(form: GeneratedForm): Prepared;
  /** Build the element to mount; called after the clock starts, so model construction counts as mount. */
  element(prepared: Prepared): ReactElement;
  /** The text input of a field, once rendered. */
  textInput(container: HTMLElement, field: string): HTMLElement | null;
  /** What to click to choose `value` on a rating item. */
  ratingOption(container: HTMLElement, field: string, value: number): HTMLElement | null;
  /** The rating item's chosen value as the DOM shows it (proves a click took effect). */
  ratingValue(container: HTMLElement, field: string): number | null;
}

/** Checked radio value inside `scope`, or null. */
export function checkedRadioValue(scope: Element | null): number | null {
  const checked = scope?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return checked ? Number(checked.value) : null;
}
