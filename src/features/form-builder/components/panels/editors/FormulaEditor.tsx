/**
 * A calculated question's formula: typed, or built by inserting earlier number questions from a
 * list (never typed names), checked as it is typed with the publish check's own words, and worked
 * out with the answers given in Try it. Whether members see the value is a tick box.
 */
import { useId, useRef, useState } from 'react';
import { answerReferenceIssues, calculatedOptions, withCalculatedValues, type FormDefinition } from '@engine';
import { useBuilder } from '../../../store';
import { useFollowing } from '../use-panel';
import { answersStillAsked, useSessionAnswers } from '../session-answers';
import { uiOptionsOf } from '../field-schema';
import type { FieldWriter } from './LimitEditors';
import { CheckSetting } from './inputs';
import { earlierQuestions } from './earlier-questions';

const FORMAT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** The formula's problem in the publish check's words, or null when it reads well. */
function formulaProblem(definition: FormDefinition, name: string): string | null {
  const issue = answerReferenceIssues(definition).find((i) => i.ref?.kind === 'field' && i.ref.id === name && i.path.endsWith('/formula'));
  return issue ? issue.message.charAt(0).toUpperCase() + issue.message.slice(1) : null;
}

export function FormulaEditor({ name, uiSchema, write }: FieldWriter) {
  const id = useId();
  const definition = useBuilder((s) => s.definition);
  const stored = calculatedOptions(definition, name);
  const [text, setText] = useFollowing(stored?.formula ?? '');
  const box = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tryIt] = useSessionAnswers('tryIt');
  const earlier = earlierQuestions(definition, { kind: 'field', name }, 'formula');

  const store = (formula: string): void => {
    setText(formula);
    const options = { ...uiOptionsOf(uiSchema), formula };
    setRefusal(write({ uiSchema: { ...(uiSchema ?? {}), 'ui:widget': 'calculated', 'ui:options': options } }, `formula:${name}`));
  };

  const insert = () => {
    if (!chosen) return;
    const at = Math.min(cursor.current ?? text.length, text.length);
    const before = text.slice(0, at);
    const after = text.slice(at);
    const spaced = `${before && !/[\s(,]$/.test(before) ? ' ' : ''}${chosen}${after && !/^[\s),]/.test(after) ? ' ' : ''}`;
    store(`${before}${spaced}${after}`);
    cursor.current = at + spaced.length;
    setChosen('');
    box.current?.focus();
  };

  const problem = refusal ?? (text.trim() === '' ? null : formulaProblem(definition, name));
  const value = problem ? undefined : withCalculatedValues(definition, answersStillAsked(definition, tryIt))[name];
  const answered = Object.keys(answersStillAsked(definition, tryIt)).length > 0;
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : '', `${id}-result`].filter(Boolean).join(' ');

  return (
    <fieldset className="panel-group formula-editor">
      <legend>Calculation</legend>
      <div className="field">
        <label htmlFor={`${id}-formula`}>Formula</label>
        <textarea
          id={`${id}-formula`}
          ref={box}
          rows={3}
          spellCheck={false}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => store(event.target.value)}
          onSelect={(event) => {
            cursor.current = event.currentTarget.selectionStart;
          }}
        />
        <span id={`${id}-hint`} className="field-hint">
          Use earlier questions’ names, numbers, + − * / and brackets, min(a, b), max(a, b), round(x, 1) and if(test, then, otherwise) — for
          example round(weightKg / ((heightCm / 100) * (heightCm / 100)), 1). A missing answer gives no value, never 0.
        </span>
        {problem ? (
          <span id={`${id}-problem`} className="field-error">
            {problem}
          </span>
        ) : null}
        <p id={`${id}-result`} className="formula-result muted" aria-live="polite">
          {problem || text.trim() === ''
            ? 'Write a formula to see its result.'
            : !answered
              ? 'Answer the questions in Try it to see the result here.'
              : value === undefined
                ? 'With the answers in Try it: no value (an answer it reads is missing, hidden or divided by zero).'
                : `With the answers in Try it: ${FORMAT.format(value as number)}`}
        </p>
      </div>
      {earlier.length > 0 ? (
        <div className="insert-earlier__actions">
          <label htmlFor={`${id}-earlier`} className="visually-hidden">
            Earlier question to insert
          </label>
          <select id={`${id}-earlier`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Insert an earlier answer…</option>
            {earlier.map((q) => (
              <option key={q.name} value={q.name}>
                {q.label}
              </option>
            ))}
          </select>
          <button type="button" className="button secondary small" onClick={insert} disabled={!chosen}>
            Insert into the formula
          </button>
        </div>
      ) : (
        <p className="muted">No earlier question takes a number yet: add one before this question to use it here.</p>
      )}
      <CheckSetting
        label="Show the value to members"
        hint="Off: it is still worked out and stored, for conditions, scales and flags."
        checked={stored?.shown ?? true}
        onValue={(shown) => write({ uiSchema: { ...(uiSchema ?? {}), 'ui:widget': 'calculated', 'ui:options': { ...uiOptionsOf(uiSchema), shown } } })}
      />
    </fieldset>
  );
}
