/**
 * A list of questions to tick (the questions a condition also shows, a flag is about, a scale adds
 * up, a subscale groups). The ticked list stays in `order` (the form's order, or the scale's), so
 * what is written reads the way a member meets the questions.
 */
import type { ReactNode } from 'react';
import type { FormDefinition } from '@engine';
import { titleOf } from '../field-schema';

/** Pure: `chosen` with `field` ticked (placed by `order`) or unticked. */
export function toggleChosen(order: readonly string[], chosen: readonly string[], field: string, on: boolean): string[] {
  return on ? order.filter((f) => f === field || chosen.includes(f)) : chosen.filter((f) => f !== field);
}

interface Props {
  definition: FormDefinition;
  /** the questions listed, in this order */
  questions: readonly string[];
  chosen: readonly string[];
  /** the order of the ticked list (default: `questions`) */
  order?: readonly string[];
  onChoose(chosen: string[]): void;
  /** words after a question's title (e.g. why it cannot count) */
  note?(field: string): ReactNode;
}

export function QuestionChecklist({ definition, questions, chosen, order = questions, onChoose, note }: Props) {
  return (
    <ul className="check-list">
      {questions.map((field) => (
        <li key={field}>
          <label className="check-row">
            <input type="checkbox" checked={chosen.includes(field)} onChange={(e) => onChoose(toggleChosen(order, chosen, field, e.target.checked))} />
            {titleOf(definition, field)}
            {note?.(field)}
          </label>
        </li>
      ))}
    </ul>
  );
}
