/**
 * "Try it": the administrator answers the scored questions (and those conditions depend on) and
 * sees at once what the engine computes from the definition being edited: totals, bands,
 * subscales, rules, raised flags and which questions are hidden. Answers stay while the form is
 * edited (answers to removed questions are dropped).
 */
import { useDeferredValue, useId, useMemo } from 'react';
import {
  kindOfField,
  score,
  visibleFields,
  type FormDefinition,
  type JsonSchemaObject,
  type ScaleScore,
  type ScoreResult,
} from '@engine';
import { useBuilder } from '../../store';
import { testedFields } from './condition-rows';
import { choicesOf, fieldsInOrder, titleOf } from './field-schema';
import { triggerQuestions } from './scoring/FlagEditor';
import { answersStillAsked, useSessionAnswers, type Answers } from './session-answers';
import './panels.css';

/** The questions worth answering here: scale items, what flags read, what conditions test; in form order. */
export function tryItFields(def: FormDefinition): string[] {
  const wanted = new Set<string>();
  for (const scale of Object.values(def.scoring?.scales ?? {})) scale.items.forEach((f) => wanted.add(f));
  for (const flag of def.scoring?.flags ?? []) {
    flag.fields.forEach((f) => wanted.add(f));
    triggerQuestions(def, flag.trigger).forEach((f) => wanted.add(f));
  }
  for (const c of def.conditions ?? []) testedFields(c.when).forEach((f) => wanted.add(f));
  return fieldsInOrder(def).filter((f) => wanted.has(f));
}

type Extreme = 'highest' | 'lowest';

/** The highest (or lowest) answer a question can take, or undefined when it has none to offer. */
function extremeAnswer(def: FormDefinition, field: string, extreme: Extreme): unknown {
  const schema = def.schema.properties?.[field];
  if (!schema) return undefined;
  const kind = kindOfField(schema, def.uiSchema?.[field] as Record<string, unknown> | undefined);
  const high = extreme === 'highest';
  const choices = choicesOf(schema);
  if (kind === 'multipleChoice') return high && choices ? choices.map((c) => c.value) : undefined;
  if (choices?.length) {
    const numbers = choices.map((c) => c.value).filter((v): v is number => typeof v === 'number');
    if (numbers.length === choices.length) return high ? Math.max(...numbers) : Math.min(...numbers);
    return (high ? choices.at(-1) : choices[0])!.value;
  }
  if (schema.type === 'boolean') return kind === 'consent' ? (high ? true : undefined) : high;
  if (schema.type === 'integer' || schema.type === 'number') {
    const bound = high ? schema.maximum : schema.minimum;
    if (typeof bound === 'number') return bound;
    const scale = Object.values(def.scoring?.scales ?? {}).find((s) => s.items.includes(field));
    return scale ? (high ? scale.itemMax : scale.itemMin) : undefined;
  }
  return undefined;
}

export function TryItPanel() {
  const live = useBuilder((s) => s.definition);
  // scoring a large form on every keystroke in another panel must not hold up typing
  const definition = useDeferredValue(live);
  const [stored, setAnswers] = useSessionAnswers('tryIt');
  const answers = answersStillAsked(definition, stored);
  const fields = useMemo(() => tryItFields(definition), [definition]);
  const visible = useMemo(() => visibleFields(definition, answers), [definition, answers]);
  const result = useMemo(() => score(definition, answers), [definition, answers]);
  const hidden = fieldsInOrder(definition).filter((f) => !visible.has(f));

  const setAnswer = (field: string, value: unknown) => {
    const next = { ...answers };
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[field];
    else next[field] = value;
    setAnswers(next);
  };
  const fill = (extreme: Extreme) => {
    const next: Answers = { ...answers };
    for (const f of fields) {
      const value = extremeAnswer(definition, f, extreme);
      if (value === undefined) delete next[f];
      else next[f] = value;
    }
    setAnswers(next);
  };

  if (fields.length === 0) {
    return (
      <div className="panel try-it">
        <h2 className="panel-heading">Try it</h2>
        <p className="muted">Nothing to try yet. Add a scale or a flag in Scoring, or a condition to a question, then answer here to see what happens.</p>
      </div>
    );
  }

  return (
    <div className="panel try-it">
      <h2 className="panel-heading">Try it</h2>
      <p className="muted">Answer as a member might; the results below are what the engine computes from the form as it is now.</p>
      <div className="row-actions" role="group" aria-label="Fill the answers">
        <button type="button" className="button secondary small" onClick={() => fill('highest')}>
          Fill with highest
        </button>
        <button type="button" className="button secondary small" onClick={() => fill('lowest')}>
          Fill with lowest
        </button>
        <button type="button" className="button secondary small" onClick={() => setAnswers({})}>
          Clear
        </button>
      </div>
      <section aria-labelledby="try-answers-heading">
        <h3 id="try-answers-heading" className="visually-hidden">
          Answers
        </h3>
        <ol className="try-answers">
          {fields.map((f) => (
            <TryAnswer key={f} definition={definition} field={f} value={answers[f]} hidden={!visible.has(f)} onAnswer={(v) => setAnswer(f, v)} />
          ))}
        </ol>
      </section>
      <Results definition={definition} result={result} hidden={hidden} />
    </div>
  );
}

interface TryAnswerProps {
  definition: FormDefinition;
  field: string;
  value: unknown;
  hidden: boolean;
  onAnswer(value: unknown): void;
}

function TryAnswer({ definition, field, value, hidden, onAnswer }: TryAnswerProps) {
  const id = useId();
  const schema = definition.schema.properties?.[field] as JsonSchemaObject;
  const kind = kindOfField(schema, definition.uiSchema?.[field] as Record<string, unknown> | undefined);
  const title = titleOf(definition, field);
  const choices = choicesOf(schema);
  const note = hidden ? <span className="try-note">Hidden now by a condition: its answer does not count.</span> : null;
  const row = `try-answer${hidden ? ' hidden-now' : ''}`;

  if (kind === 'multipleChoice' && choices) {
    const picked = Array.isArray(value) ? value : [];
    return (
      <li className={row}>
        <fieldset className="value-choices">
          <legend>{title}</legend>
          {choices.map((c, i) => (
            <label key={i} className="check-row">
              <input type="checkbox" checked={picked.includes(c.value)} onChange={(e) => onAnswer(e.target.checked ? [...picked, c.value] : picked.filter((v) => v !== c.value))} />
              {c.label}
            </label>
          ))}
        </fieldset>
        {note}
      </li>
    );
  }

  let control;
  if (choices) {
    const index = choices.findIndex((c) => c.value === value);
    control = (
      <select id={id} value={index} onChange={(e) => onAnswer(choices[Number(e.target.value)]?.value)}>
        <option value={-1}>Not answered</option>
        {choices.map((c, i) => (
          <option key={i} value={i}>
            {typeof c.value === 'number' ? `${c.value}: ${c.label}` : c.label}
          </option>
        ))}
      </select>
    );
  } else if (schema.type === 'boolean') {
    control = (
      <select id={id} value={value === true ? 'yes' : value === false ? 'no' : ''} onChange={(e) => onAnswer(e.target.value === '' ? undefined : e.target.value === 'yes')}>
        <option value="">Not answered</option>
        <option value="yes">{kind === 'consent' ? 'Ticked' : 'Yes'}</option>
        {kind === 'consent' ? null : <option value="no">No</option>}
      </select>
    );
  } else if (schema.type === 'integer' || schema.type === 'number') {
    control = (
      <input id={id} type="number" value={typeof value === 'number' ? value : ''} onChange={(e) => onAnswer(e.target.value === '' ? undefined : Number(e.target.value))} />
    );
  } else if (schema.type === 'string') {
    control = <input id={id} type={kind === 'date' ? 'date' : 'text'} value={typeof value === 'string' ? value : ''} onChange={(e) => onAnswer(e.target.value)} />;
  } else {
    return (
      <li className={row}>
        <span className="try-label">{title}</span>
        <span className="muted">Answer it in the live preview.</span>
      </li>
    );
  }
  return (
    <li className={row}>
      <label htmlFor={id}>{title}</label>
      {control}
      {note}
    </li>
  );
}

const ruleWord = (outcome: boolean | null) => (outcome === null ? 'not decided yet' : outcome ? 'yes' : 'no');

function scaleLine(scale: ScaleScore): string {
  if (!scale.complete) return `incomplete: ${scale.answered} of ${scale.itemCount} answered`;
  return `${scale.total} (of ${scale.min}–${scale.max})${scale.bandLabel ? `, ${scale.bandLabel}` : ''}`;
}

function Results({ definition, result, hidden }: { definition: FormDefinition; result: ScoreResult; hidden: string[] }) {
  const scales = Object.entries(result.scales);
  const summary = [
    ...scales.map(([, s]) => `${s.title}: ${scaleLine(s)}`),
    result.flags.length ? `${result.flags.length} flag${result.flags.length === 1 ? '' : 's'} raised` : 'no flags raised',
  ].join('; ');
  return (
    <section className="try-results" aria-labelledby="try-results-heading">
      <h3 id="try-results-heading">Results</h3>
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
      {scales.map(([id, scale]) => {
        const spec = definition.scoring?.scales?.[id];
        return (
          <article key={id} className="score-card" aria-label={scale.title}>
            <h4>{scale.title}</h4>
            {scale.complete ? (
              <p className="score-total">
                Total {scale.total} <span className="muted">of {scale.min}–{scale.max}</span>
              </p>
            ) : (
              <p>
                Incomplete: {scale.answered} of {scale.itemCount} answered (no total until every question is).
              </p>
            )}
            {spec?.bands?.length ? <p>Band: {scale.bandLabel ?? (scale.complete ? 'none (the total is in no band)' : '–')}</p> : null}
            {Object.keys(scale.subscales).length ? (
              <ul className="result-list" aria-label="Subscales">
                {Object.entries(scale.subscales).map(([subId, sub]) => (
                  <li key={subId}>
                    {spec?.subscales?.[subId]?.title ?? subId}: {sub.complete ? sub.total : 'incomplete'}
                  </li>
                ))}
              </ul>
            ) : null}
            {Object.keys(scale.rules).length ? (
              <ul className="result-list" aria-label="Rules">
                {Object.entries(scale.rules).map(([ruleId, outcome]) => (
                  <li key={ruleId}>
                    {spec?.rules?.[ruleId]?.title ?? ruleId}: <strong>{ruleWord(outcome)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        );
      })}
      <div>
        <h4>Flags raised</h4>
        {result.flags.length === 0 ? (
          <p className="muted">None with these answers.</p>
        ) : (
          <ul className="flag-list">
            {result.flags.map((flag) => (
              <li key={flag.id} className="flag-item">
                <span>
                  <span className={`severity ${flag.severity}`}>{flag.severity}</span>{' '}
                  <span className="muted">
                    {flag.audience === 'member' ? 'reviewers and the member' : 'reviewers only'}
                    {flag.signpost === 'crisis' ? ' · with the UK crisis routes' : ''}
                  </span>
                </span>
                <span>{flag.message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4>Hidden now</h4>
        {hidden.length === 0 ? (
          <p className="muted">No question is hidden with these answers.</p>
        ) : (
          <ul className="result-list">
            {hidden.map((f) => (
              <li key={f}>{titleOf(definition, f)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
