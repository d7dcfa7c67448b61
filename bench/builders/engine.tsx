/**
 * `engine`: the project's FormBuilder workspace (src/features/form-builder's FormBuilderWorkspace,
 * the Firebase-free part of /admin/form-builder) in the app's theme, with an onChange that keeps a
 * local copy the way the page's autosave does. Loaded through import.meta.glob, so the bench still
 * builds (this row "not available") while the workspace does not exist, and the dev server's
 * dependency scan never meets an unresolvable import.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { FormDefinition } from '@engine';
import '../../src/ui/theme.css';
import type { GeneratedForm } from '../../scripts/bench/generate.ts';
import { textOf, waitFor, type BenchBuilder } from './types.ts';

type Workspace = ComponentType<{ definition: FormDefinition; onChange?(definition: FormDefinition): void }>;
const modules = import.meta.glob<{ FormBuilderWorkspace?: Workspace }>('../../src/features/form-builder/components/FormBuilderWorkspace.tsx', { eager: true });
const FormBuilderWorkspace = Object.values(modules)[0]?.FormBuilderWorkspace;

/**
 * What the builder page does with every change (src/features/form-builder/hooks/useAutosave.ts):
 * a local copy of the draft 300 ms after the last edit, and a debounced save (a no-op here).
 */
let backupTimer: number | undefined;
const autosave = (definition: FormDefinition) => {
  window.clearTimeout(backupTimer);
  backupTimer = window.setTimeout(() => localStorage.setItem('bench:builder-backup', JSON.stringify(definition)), 300);
};

const question = (container: HTMLElement, field: string) => container.querySelector<HTMLElement>(`li.fb-question[data-question="${CSS.escape(field)}"]`);
const panel = (container: HTMLElement, tab: string) => container.querySelector<HTMLElement>(`[data-testid="panel-${tab}"]`);
/** The renderer ids fields `af-<definition id>_<field>` and marks each field's box with data-field-id. */
const previewField = (container: HTMLElement, field: string) => panel(container, 'preview')?.querySelector(`[data-field-id$="_${CSS.escape(field)}"]`);

const engine: BenchBuilder<GeneratedForm> = {
  available: Boolean(FormBuilderWorkspace),
  prepare: (form) => form,
  mount(container, form) {
    if (!FormBuilderWorkspace) throw new Error('src/features/form-builder has no FormBuilderWorkspace yet');
    const root = createRoot(container);
    root.render(<FormBuilderWorkspace definition={form.definition} onChange={autosave} />);
    return () => root.unmount();
  },
  questionCount: (container) => container.querySelectorAll('li.fb-question[data-question]').length,
  question,
  titleViews: {
    canvas: (container, field) => textOf(question(container, field)?.querySelector('.fb-question-title')),
    // the member's renderer in the live preview (beside the canvas on a wide screen, else the side
    // panel's Preview tab, which catches up when shown, not while hidden)
    preview: (container, field) => textOf(previewField(container, field)?.querySelector('label, legend')),
  },
  async openTitleEditor(container, field) {
    // on a wide screen the preview is beside the canvas, always in view; on a narrower one it is a
    // tab: opened once, it stays mounted (hidden) while the Question tab is shown. Either way it
    // shows the form's first step, as members start it.
    container.querySelector<HTMLElement>('[data-testid="tab-preview"]')?.click();
    await waitFor(() => previewField(container, field), `${field} in the preview`);
    // choosing the question on the canvas shows its settings in the Question tab
    container.querySelector<HTMLElement>(`[data-testid="question-${CSS.escape(field)}"]`)!.click();
    return waitFor(() => {
      const settings = panel(container, 'question');
      if (!settings || settings.hidden) return null;
      const label = [...settings.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Question');
      return label?.htmlFor ? settings.querySelector<HTMLElement>(`#${CSS.escape(label.htmlFor)}`) : null;
    }, 'the Question box in the property panel');
  },
  move: {
    kind: 'keyboard',
    how: 'Enter on the question\'s Move down button (a keyboard drag with @dnd-kit moves it the same way, a slot per arrow key)',
    control: (container, field) => container.querySelector<HTMLElement>(`[data-testid="move-down-${CSS.escape(field)}"]`),
    key: 'Enter',
  },
  undo: { kind: 'keyboard', how: 'Ctrl+Z (the workspace\'s shortcut; focus on the Move down button)', key: 'z' },
};
export default engine;
