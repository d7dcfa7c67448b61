/**
 * `engine`: the project's renderer (src/form-renderer's AssessmentForm) mounted as the member's
 * assessment page mounts it. `bench:assessment-form` is src/form-renderer/index.ts, or a stub
 * when it does not exist yet or the run skips engine (see bench/vite.config.ts).
 */
import { AssessmentForm } from 'bench:assessment-form';
import type { GeneratedForm } from '../../scripts/bench/generate.ts';
import { checkedRadioValue, type BenchRenderer } from './types.ts';

/**
 * What the member's assessment page does with every change (src/features/assessments/hooks/
 * useAssessment.ts): write a local backup of the answers at once and schedule a debounced draft
 * save. The bench's save does nothing; the backup is the real per-keystroke cost.
 */
let saveTimer: number | undefined;
const autosave = (data: Record<string, unknown>) => {
  localStorage.setItem('bench:draft-backup', JSON.stringify(data));
  window.clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => undefined, 1500);
};

/** The renderer ids fields `af-<definition id>_<field>` and marks each field's box with data-field-id. */
const fieldRoot = (container: HTMLElement, field: string) => container.querySelector(`[data-field-id$="_${field}"]`);
const radios = (container: HTMLElement, field: string) => fieldRoot(container, field)?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];

const engine: BenchRenderer<GeneratedForm> & { available: boolean } = {
  available: Boolean(AssessmentForm),
  prepare: (form) => form,
  element: (form) => {
    if (!AssessmentForm) throw new Error('src/form-renderer/index.ts does not export AssessmentForm yet');
    // mounted with the props the member's assessment page passes (no draft to start from)
    return <AssessmentForm definition={form.definition} onChange={autosave} onSubmit={() => undefined} submitting={false} submitError={null} />;
  },
  textInput: (container, field) => fieldRoot(container, field)?.querySelector('input, textarea') ?? null,
  // a member taps the option's label (the whole row), not the small radio inside it
  ratingOption: (container, field, value) => {
    const radio = radios(container, field)[value];
    return radio?.closest('label') ?? radio ?? null;
  },
  ratingValue: (container, field) => checkedRadioValue(fieldRoot(container, field)),
};
export default engine;
