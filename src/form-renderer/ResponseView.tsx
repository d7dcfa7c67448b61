import { memo, useMemo } from 'react';
import { recallText, sliderScale, visibleFields, type FormDefinition, type JsonSchemaObject, type UnplacedAnswer, type UnplacedReason } from '@engine';
import { stepsOf } from './steps.ts';
import { choicesOf, fieldTitle, widgetOf } from './options.ts';
import { WIDGETS, fieldLayout, isRepeatingGroup } from './field-layout.ts';
import { entryFields } from './widgets/RepeatingGroupField.tsx';
import { isDrawnSignature } from './widgets/signature-encoding.ts';
import './assessment-form.css';
import './ResponseView.css';

export interface ResponseViewProps {
  definition: FormDefinition;
  /** the member's answers (flat, keyed by field) */
  data: Record<string, unknown>;
  /** fields a raised flag is about, marked for the reviewer */
  flaggedFields?: Iterable<string>;
  /** the version the answers were first given on, when they were carried to `definition`'s */
  migratedFrom?: number;
  /** answers the response's version had no place for (the response's `unplaced`), shown after the others */
  unplaced?: readonly UnplacedAnswer[];
  /** earlier versions' definitions, to title unplaced answers by their old question (else by its id) */
  earlierVersions?: readonly FormDefinition[];
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

type Entry = Record<string, unknown>;

/** A repeating group's record: its questions in order, each with its title and the words for an answer. */
function groupColumns(def: FormDefinition, field: string) {
  const record = (def.schema.properties?.[field]?.items ?? {}) as JsonSchemaObject;
  const itemsUi = ((def.uiSchema?.[field] as Record<string, unknown> | undefined)?.items ?? {}) as Record<string, unknown>;
  return entryFields(record, itemsUi).map((key) => {
    const schema = record.properties?.[key];
    const choices = choicesOf(schema, itemsUi[key]);
    return {
      key,
      title: schema?.title ?? key,
      text: (v: unknown): string =>
        v === undefined || v === null || v === '' ? '—' : (choices?.find((c) => sameValue(c.value, v))?.label ?? String(v)),
    };
  });
}

/** A slider's answer with what its ends mean: "62 (0 Worst imaginable to 100 Best imaginable)". */
function sliderText(schema: JsonSchemaObject | undefined, ui: unknown, value: number): string {
  const scale = sliderScale(schema, ui);
  if (!scale) return String(value);
  const end = (n: number, label: string) => (label ? `${n} ${label}` : String(n));
  return `${value} (${end(scale.min, scale.minLabel)} to ${end(scale.max, scale.maxLabel)})`;
}

/** An answer in words: the chosen option's label (with its score for ratings), Yes/No, the text, or a group's entries. */
export function answerText(def: FormDefinition, field: string, value: unknown): string {
  // a calculated value is the engine's, worked out on submit: none when an answer it reads was missing
  if (widgetOf(def.uiSchema?.[field]) === WIDGETS.calculated) return typeof value === 'number' ? `${value} (calculated)` : 'No value (calculated)';
  if (value === undefined || value === null || value === '') return 'Not answered';
  const schema = def.schema.properties?.[field];
  const ui = def.uiSchema?.[field];
  const widget = widgetOf(ui);
  if (widget === WIDGETS.consent) return value === true ? 'Given' : 'Not given';
  if (isRepeatingGroup(schema) && Array.isArray(value)) {
    if (value.length === 0) return 'Not answered';
    const columns = groupColumns(def, field);
    return (value as Entry[]).map((entry) => columns.map((c) => `${c.title}: ${c.text(entry[c.key])}`).join(', ')).join('; ');
  }
  const choices = choicesOf(schema, ui);
  const labelOf = (v: unknown): string => choices?.find((c) => sameValue(c.value, v))?.label ?? String(v);
  // a ranking reads as its order: "1. Less pain, 2. Better sleep"
  if (widget === WIDGETS.ranking && Array.isArray(value)) return value.length > 0 ? value.map((v, i) => `${i + 1}. ${labelOf(v)}`).join(', ') : 'Not answered';
  if (widget === WIDGETS.slider && typeof value === 'number') return sliderText(schema, ui, value);
  if (Array.isArray(value)) return value.length > 0 ? value.map(labelOf).join(', ') : 'Not answered';
  if (widget === WIDGETS.rating && typeof value === 'number') return `${labelOf(value)} (${value})`;
  return labelOf(value);
}

/** A repeating group's entries as a small table: one row per entry, one column per question. */
function GroupAnswer({ def, field, entries }: { def: FormDefinition; field: string; entries: Entry[] }) {
  const columns = groupColumns(def, field);
  return (
    <div className="af-review__table-wrap">
      <table className="af-review__table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index}>
              {columns.map((c) => (
                <td key={c.key}>{c.text(entry[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Answer({ def, field, value }: { def: FormDefinition; field: string; value: unknown }) {
  if (widgetOf(def.uiSchema?.[field]) === WIDGETS.signature && typeof value === 'string' && value !== '') {
    return isDrawnSignature(value) ? (
      <img className="af-review__signature" src={value} alt={`Drawn signature`} />
    ) : (
      <span className="af-review__typed-signature">{value} (typed signature)</span>
    );
  }
  if (isRepeatingGroup(def.schema.properties?.[field]) && Array.isArray(value) && value.length > 0) {
    return <GroupAnswer def={def} field={field} entries={value as Entry[]} />;
  }
  const text = answerText(def, field, value);
  return <span className={text === 'Not answered' ? 'af-review__missing' : undefined}>{text}</span>;
}

/** Whether a question takes an answer (section text is only read). */
function takesAnswer(def: FormDefinition, field: string): boolean {
  const schema = def.schema.properties?.[field];
  return !schema || fieldLayout(schema, def.uiSchema?.[field]) !== 'text';
}

/** Why an answer has no place on the response's version, in the reviewer's words. */
const REASON_WORDS: Record<UnplacedReason, string> = {
  removed: 'question removed',
  'choice-removed': 'choice no longer offered',
  'value-unmapped': 'choice changed',
  'does-not-fit': 'no longer fits the question',
  'not-a-question': 'not a question on this version',
};

/** An answer without its definition: text as given, a list joined, anything else as compact JSON. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

/** The old question's title and the answer in its words when the version it was given on is known, else the id and the value. */
function earlierWords(answer: UnplacedAnswer, earlier: readonly FormDefinition[]) {
  const def = earlier.find((d) => d.version === answer.version && Object.hasOwn(d.schema.properties ?? {}, answer.field));
  return def ? { title: fieldTitle(def, answer.field), text: answerText(def, answer.field, answer.value) } : { title: answer.field, text: plainText(answer.value) };
}

/**
 * Answers a response's version had no place for (the member's draft moved to a newer version of
 * the form): kept, and shown to the reviewer with the version they were given on.
 */
function EarlierAnswers({ unplaced, earlierVersions = [] }: { unplaced: readonly UnplacedAnswer[]; earlierVersions?: readonly FormDefinition[] }) {
  return (
    <section className="af-review__section af-review__earlier" aria-labelledby="af-review-earlier">
      <h3 id="af-review-earlier" className="af-review__title">
        Answers from an earlier version of this form
      </h3>
      <dl className="af-review__list">
        {unplaced.map((answer, index) => {
          const { title, text } = earlierWords(answer, earlierVersions);
          return (
            <div key={`${answer.version}:${answer.field}:${index}`} className="af-review__row">
              <dt>
                {title} <span className="af-review__earlier-note">(version {answer.version}; {REASON_WORDS[answer.reason] ?? 'kept aside'})</span>
              </dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * A read-only view of a response with its own version's definition: every shown question with its
 * answer, step by step (titles as the member read them, earlier answers put in); the version it was carried from and the answers kept from an earlier
 * version when given.
 */
export const ResponseView = memo(function ResponseView({ definition, data, flaggedFields, migratedFrom, unplaced, earlierVersions }: ResponseViewProps) {
  const shown = useMemo(() => visibleFields(definition, data), [definition, data]);
  const flagged = useMemo(() => new Set(flaggedFields ?? []), [flaggedFields]);
  return (
    <div className="af-review">
      {migratedFrom !== undefined && migratedFrom < definition.version ? (
        <p className="af-review__version">
          Filled on version {definition.version} (carried from version {migratedFrom})
        </p>
      ) : null}
      {stepsOf(definition).map((step) => (
        <section key={step.id} className="af-review__section" aria-labelledby={`af-review-${step.id}`}>
          <h3 id={`af-review-${step.id}`} className="af-review__title">
            {recallText(definition, step.title, data, shown)}
          </h3>
          <dl className="af-review__list">
            {step.fields
              .filter((field) => shown.has(field) && takesAnswer(definition, field))
              .map((field) => (
                <div key={field} className={flagged.has(field) ? 'af-review__row af-review__row--flagged' : 'af-review__row'}>
                  <dt>
                    {/* the title as the member read it, with the earlier answers it showed */}
                    {recallText(definition, fieldTitle(definition, field), data, shown)}
                    {flagged.has(field) ? <span className="af-review__flag"> (flagged)</span> : null}
                  </dt>
                  <dd>
                    <Answer def={definition} field={field} value={data[field]} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
      {unplaced && unplaced.length > 0 ? <EarlierAnswers unplaced={unplaced} earlierVersions={earlierVersions} /> : null}
    </div>
  );
});
