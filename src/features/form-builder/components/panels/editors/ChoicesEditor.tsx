/**
 * The choices of a single-choice, drop-down, multiple-choice or ranking question: each with the
 * words a member reads and the value stored (unique), added, removed and reordered by keyboard or
 * pointer. In a tick-box list a choice may clear the others when ticked ("None of these").
 */
import { useEffect, useRef } from 'react';
import { exclusiveValues, withExclusiveValues, type FieldKindId, type JsonSchemaObject } from '@engine';
import { choicesOf, choiceValueProblem, hasNumericValues, moved, newChoiceValue, withChoices, type Choice } from '../field-schema';
import { TextSetting } from './inputs';

interface Props {
  name: string;
  schema: JsonSchemaObject;
  /** write a new schema; returns why it was refused, or null */
  write(schema: JsonSchemaObject, mergeKey?: string): string | null;
  /** the question's kind: a ranking places every choice; only a tick-box list has exclusive choices */
  kind?: FieldKindId;
}

/** A choice as the editor holds it: with whether ticking it clears the others. */
type Row = Choice & { exclusive: boolean };

/**
 * A multiple-choice answer holds each choice at most once, so the most it can hold (`maxItems`, which
 * every list answer needs) is the number of choices: kept in step as choices come and go.
 */
function withListBound(schema: JsonSchemaObject, choiceCount: number, ranking: boolean): JsonSchemaObject {
  if (schema.type !== 'array') return schema;
  // a ranking places every choice once: at least as many as there are choices too
  if (ranking) return { ...schema, minItems: choiceCount, maxItems: choiceCount };
  return schema.maxItems !== choiceCount ? { ...schema, maxItems: choiceCount } : schema;
}

export function ChoicesEditor({ name, schema, write, kind }: Props) {
  const exclusive = exclusiveValues(schema);
  const choices: Row[] = (choicesOf(schema) ?? []).map((c) => ({ ...c, exclusive: exclusive.includes(c.value) }));
  const tickBoxes = kind === 'multipleChoice';
  const numeric = hasNumericValues(schema);
  const listRef = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('.choice-label input');
    inputs?.[inputs.length - 1]?.focus();
  }, [choices.length]);

  const put = (next: Row[], mergeKey?: string) => {
    const listed = withListBound(withChoices(schema, next), next.length, kind === 'ranking');
    const ruled = tickBoxes ? withExclusiveValues(listed, next.filter((c) => c.exclusive).map((c) => c.value)) : listed;
    return write(ruled, mergeKey);
  };
  const add = () => {
    focusLast.current = true;
    put([...choices, { value: newChoiceValue(choices, numeric), label: `Option ${choices.length + 1}`, exclusive: false }]);
  };

  return (
    <fieldset className="panel-group choices-editor">
      <legend>Choices</legend>
      <p className="field-hint">
        Members read the label; the value is what is stored and what conditions and flags compare with, so change a
        value only before the form is in use.
      </p>
      <ol ref={listRef} className="choice-list">
        {choices.map((choice, index) => {
          const word = choice.label || `choice ${index + 1}`;
          return (
            <li key={index} className="choice-row">
              <TextSetting
                label={`Label of choice ${index + 1}`}
                value={choice.label}
                className="choice-label"
                onValue={(label) => {
                  if (label.trim() === '') return 'Give this choice a label';
                  return put(choices.map((c, i) => (i === index ? { ...c, label } : c)), `choice-label:${name}:${index}`);
                }}
              />
              <TextSetting
                label={`Value of choice ${index + 1}`}
                value={String(choice.value)}
                className="choice-value"
                spellCheck={false}
                inputMode={numeric ? 'numeric' : undefined}
                onValue={(text) => {
                  const problem = choiceValueProblem(text, index, choices, numeric);
                  if (problem) return problem;
                  const value = numeric ? Number(text.trim()) : text.trim();
                  return put(choices.map((c, i) => (i === index ? { ...c, value } : c)), `choice-value:${name}:${index}`);
                }}
              />
              {tickBoxes ? (
                <label className="choice-exclusive">
                  <input
                    type="checkbox"
                    checked={choice.exclusive}
                    onChange={(event) => put(choices.map((c, i) => (i === index ? { ...c, exclusive: event.target.checked } : c)))}
                  />{' '}
                  Ticking “{word}” clears the other answers (as “None of these” does)
                </label>
              ) : null}
              <div className="row-actions">
                <button type="button" className="button secondary small" disabled={index === 0} aria-label={`Move “${word}” up`} onClick={() => put(moved(choices, index, index - 1))}>
                  Up
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={index === choices.length - 1}
                  aria-label={`Move “${word}” down`}
                  onClick={() => put(moved(choices, index, index + 1))}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={choices.length === 1}
                  aria-label={`Remove “${word}”`}
                  onClick={() => put(choices.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button secondary" onClick={add}>
        Add a choice
      </button>
    </fieldset>
  );
}
