/**
 * "Try it": the administrator answers the scored questions (and those conditions depend on) and
 * sees at once what the engine computes from the definition being edited: totals, bands,
 * subscales, rules, raised flags and which questions are hidden. Answers stay while the form is
 * edited (answers to removed questions are dropped).
 */
import { useDeferredValue, useId, useMemo } from 'react';
import {
  calculatedFields,
  exclusiveValues,
  formulaNames,
  kindOfField,
  withCalculatedValues,
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
  // a calculated value is worked out from what its formula reads (answered here), never answered itself
  const calculated = calculatedFields(def);
  for (const c of calculated) formulaNames(c.formula).forEach((f) => wanted.add(f));
  for (const c of calculated) wanted.delete(c.name);
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
  // the most a tick-box list can hold: every choice but those ticked only alone ("None of these")
  if (kind === 'multipleChoice') return high && choices ? choices.map((c) => c.value).filter((v) => !exclusiveValues(schema).includes(v)) : undefined;
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
  // the answers with the calculated values the engine works out from them
  const worked = useMemo(() => withCalculatedValues(definition, answers), [definition, answers]);
  const visible = useMemo(() => visibleFields(definition, worked), [definition, worked]);
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
      <CalculatedResults definition={definition} worked={worked} visible={visible} />
      <Results definition={definition} result={result} hidden={hidden} />
    </div>
  );
}

const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** Each calculated question's value for these answers (none while an answer it reads is missing). */
function CalculatedResults({ definition, worked, visible }: { definition: FormDefinition; worked: Answers; visible: ReadonlySet<string> }) {
  const calculated = calculatedFields(definition);
  if (calculated.length === 0) return null;
  return (
    <section aria-labelledby="try-calculated-heading">
      <h3 id="try-calculated-heading">Calculated values</h3>
      <dl className="try-calculated">
        {calculated.map(({ name }) => {
          const value = worked[name];
          return (
            <div key={name}>
              <dt>{titleOf(definition, name)}</dt>
              <dd>
                {!visible.has(name)
                  ? 'Hidden now by a condition: no value'
                  : typeof value === 'number'
                    ? NUMBER.format(value)
                    : 'No value yet (an answer its formula reads is missing)'}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
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

  if (kind === 'ranking') {
    return (
      <li className={row}>
        <span className="try-label">{title}</span>
        <span className="muted">Put it in order in the live preview.</span>
      </li>
    );
  }
  if (kind === 'multipleChoice' && choices) {
    const picked = Array.isArray(value) ? value : [];
    const alone = exclusiveValues(schema);
    // as in the member's form: an exclusive choice is ticked alone
    const tick = (v: string | number, on: boolean) =>
      onAnswer(on ? (alone.includes(v) ? [v] : [...picked.filter((p) => !alone.includes(p as string | number)), v]) : picked.filter((p) => p !== v));
    return (
      <li className={row}>
        <fieldset className="value-choices">
          <legend>{title}</legend>
          {choices.map((c, i) => (
            <label key={i} className="check-row">
              <input type="checkbox" checked={picked.includes(c.value)} onChange={(e) => tick(c.value, e.target.checked)} />
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
      <input
        id={id}
        type="number"
        min={kind === 'slider' ? schema.minimum as number : undefined}
        max={kind === 'slider' ? schema.maximum as number : undefined}
        step={kind === 'slider' ? (schema.multipleOf as number | undefined) ?? 1 : undefined}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onAnswer(e.target.value === '' ? undefined : Number(e.target.value))} />
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
