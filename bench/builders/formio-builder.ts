/**
 * The Form.io builder with its defaults: `Formio.builder(element, form)` from @formio/js, with its
 * Bootstrap 5 templates, Bootstrap's CSS and the builder's own (icons from its bundled font).
 * Editing a question opens Form.io's edit dialog, whose preview shows the change as you type; the
 * canvas itself changes only when the dialog is saved. It has no undo and no keyboard move.
 */
import { Formio } from '@formio/js';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@formio/js/dist/formio.full.min.css';
import { toFormio, type FormioForm } from '../../scripts/bench/convert/formio.ts';
import { textOf, waitFor, type BenchBuilder } from './types.ts';

/** The builder's canvas (the edit dialog is outside it). */
const canvas = (container: HTMLElement) => container.querySelector<HTMLElement>('.formarea');
const dialog = () => document.querySelector<HTMLElement>('.formio-dialog.component-settings');
/** Each question on the canvas is a `.builder-component` around its `.formio-component-<key>`. */
const question = (container: HTMLElement, field: string) =>
  canvas(container)?.querySelector<HTMLElement>(`.builder-component:has(> .formio-component-${CSS.escape(field)})`) ?? null;

const formioBuilder: BenchBuilder<FormioForm> = {
  prepare: (form) => toFormio(form.definition),
  async mount(container, form) {
    const builder = await Formio.builder(container, form, {});
    return () => builder.destroy(true);
  },
  // sections are panels; a submit button is not a question
  questionCount: (container) =>
    canvas(container)?.querySelectorAll('.builder-component:not(:has(> .formio-component-panel, > .formio-component-button))').length ?? 0,
  question,
  titleViews: {
    'edit dialog preview': () => textOf(dialog()?.querySelector('[ref="preview"] label')),
  },
  async openTitleEditor(container, field) {
    const component = await waitFor(() => question(container, field), `${field} on the canvas`);
    component.scrollIntoView({ block: 'center' });
    // the gear button Form.io shows on hover
    component.querySelector<HTMLElement>('[ref="editComponent"]')!.click();
    await waitFor(() => dialog()?.querySelector('[ref="preview"] label'), 'the edit dialog\'s preview', 60_000);
    return waitFor(() => dialog()?.querySelector<HTMLElement>('input[name="data[label]"]'), 'the Label box');
  },
  async closeTitleEditor() {
    dialog()?.querySelector<HTMLElement>('[ref="cancelButton"]')?.click();
    await waitFor(() => !dialog(), 'the edit dialog to close');
  },
  // dragula moves the dragged element itself while dragging; on drop the builder rebuilds the section
  movesElementWhileDragging: true,
  move: {
    kind: 'drag',
    how: 'mouse drag by the component\'s move button (Form.io has no keyboard move)',
    handle: (container, field) => question(container, field)?.querySelector<HTMLElement>('[ref="moveComponent"]') ?? null,
    // dragula shows where the question will land by moving its element (marked gu-transit) there
    dropShown(container, _field, target, below) {
      const landing = canvas(container)?.querySelector('.gu-transit');
      const other = question(container, target);
      if (!landing || !other) return false;
      const after = Boolean(other.compareDocumentPosition(landing) & Node.DOCUMENT_POSITION_FOLLOWING);
      return after === below;
    },
  },
  undo: { kind: 'n/a', reason: 'the Form.io builder has no undo' },
};
export default formioBuilder;
