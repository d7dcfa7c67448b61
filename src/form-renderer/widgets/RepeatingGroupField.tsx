// A repeating group (the catalogue's 'group' kind): a list of small records, such as medications.
import { useEffect, useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { JsonSchemaObject } from '@engine';
import { useFieldErrors, useFieldValue } from '../state/context.ts';
import { choicesOf, widgetOf } from '../options.ts';
import { WIDGETS } from '../field-layout.ts';
import { FieldTitle } from '../templates/FieldTemplate.tsx';

type Entry = Record<string, unknown>;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** The record's questions in order: `ui:order` of the items' uiSchema when given, else the schema's. */
export function entryFields(record: JsonSchemaObject, itemsUi: Record<string, unknown>): string[] {
  const all = Object.keys(record.properties ?? {});
  const order = Array.isArray(itemsUi['ui:order']) ? (itemsUi['ui:order'] as string[]) : [];
  return [...order.filter((f) => all.includes(f)), ...all.filter((f) => !order.includes(f))];
}

/** What one entry is called: `ui:options.itemTitle` ("Medication"), else "Entry". */
export function entryTitle(uiSchema: unknown): string {
  const options = (uiSchema as Record<string, unknown> | undefined)?.['ui:options'] as Record<string, unknown> | undefined;
  return typeof options?.itemTitle === 'string' && options.itemTitle.trim() !== '' ? options.itemTitle : 'Entry';
}

/** The input type a record's text question needs, with the keyboard phones should show. */
function textInput(schema: JsonSchemaObject, ui: Record<string, unknown>) {
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  if (schema.type === 'number' || schema.type === 'integer') {
    return { type: 'number', inputMode: schema.type === 'integer' ? ('numeric' as const) : ('decimal' as const) };
  }
  if (schema.format === 'date' || widgetOf(ui) === WIDGETS.date) return { type: 'date' };
  if (schema.format === 'email' || options.inputType === 'email') return { type: 'email', inputMode: 'email' as const };
  if (options.inputType === 'tel') return { type: 'tel', inputMode: 'tel' as const };
  return { type: 'text' };
}

interface EntryInputProps {
  id: string;
  schema: JsonSchemaObject;
  ui: Record<string, unknown>;
  label: string;
  required: boolean;
  value: unknown;
  invalid: boolean;
  locked: boolean;
  onChange(value: unknown): void;
}

/** One question of an entry: a labelled input, text area, drop-down or set of radios. */
function EntryInput({ id, schema, ui, label, required, value, invalid, locked, onChange }: EntryInputProps) {
  const title = <FieldTitle label={label} required={required} />;
  const aria = { 'aria-invalid': invalid || undefined };
  const choices = choicesOf(schema, ui);
  if (choices && widgetOf(ui) === WIDGETS.radio) {
    return (
      <fieldset className="af-entry__field">
        <legend className="af-label">{title}</legend>
        <div className="af-choices af-choices--inline">
          {choices.map((choice, index) => (
            <label key={index} className="af-choice">
              <input
                type="radio"
                id={`${id}-${index}`}
                name={id}
                checked={sameValue(value, choice.value)}
                disabled={locked}
                onChange={() => onChange(choice.value)}
                {...aria}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const control = (() => {
    if (choices) {
      const selected = choices.findIndex((c) => sameValue(c.value, value));
      return (
        <select
          id={id}
          className="af-select"
          value={selected === -1 ? '' : String(selected)}
          disabled={locked}
          onChange={(event) => onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
          {...aria}
        >
          <option value="">Choose an answer</option>
          {choices.map((choice, index) => (
            <option key={index} value={String(index)}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    }
    const text = value === undefined || value === null ? '' : String(value);
    if (widgetOf(ui) === WIDGETS.textarea) {
      return (
        <textarea id={id} className="af-input af-textarea" rows={3} value={text} readOnly={locked} onChange={(e) => onChange(e.target.value)} {...aria} />
      );
    }
    const input = textInput(schema, ui);
    const numeric = input.type === 'number';
    return (
      <input
        {...input}
        id={id}
        className="af-input"
        value={text}
        readOnly={locked}
        min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
        max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
        step={numeric ? (schema.type === 'integer' ? 1 : 'any') : undefined}
        onChange={(event) => {
          const next = event.target.value;
          onChange(numeric ? (next === '' ? undefined : Number(next)) : next);
        }}
        {...aria}
      />
    );
  })();
  return (
    <div className="af-entry__field">
      <label className="af-label" htmlFor={id}>
        {title}
      </label>
      {control}
    </div>
  );
}

type FocusRequest = { entry: number } | 'add' | null;

/**
 * A list of small records the member adds to and removes from, e.g. medications: each entry a
 * labelled set of inputs, "Add" and "Remove" buttons that say what they act on, at most
 * `maxItems` entries (said when reached). Focus follows: a new entry's first input; after a
 * removal, the entry that took its place (or the previous one, or Add). The list lives in the
 * response store as one answer, like any other question.
 */
export function RepeatingGroupField(props: FieldProps) {
  const { schema, uiSchema, fieldPathId, name, formData, onChange, rawErrors } = props;
  const locked = Boolean(props.readonly || props.disabled);
  const id = fieldPathId.$id;
  // only a question of the form itself lives in the store; a group nested deeper is RJSF's
  const field = fieldPathId.path.length === 1 ? name : null;
  const [value, setValue] = useFieldValue(field, formData, (next) => onChange(next, fieldPathId.path, undefined, id));
  const errors = useFieldErrors(field, rawErrors);
  const entries: Entry[] = Array.isArray(value) ? (value as Entry[]) : [];
  const record = ((schema as JsonSchemaObject).items ?? {}) as JsonSchemaObject;
  const itemsUi = ((uiSchema as Record<string, unknown> | undefined)?.items ?? {}) as Record<string, unknown>;
  const fields = entryFields(record, itemsUi);
  const requiredFields = new Set(record.required ?? []);
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const full = entries.length >= max;
  const noun = entryTitle(uiSchema);
  const [announcement, setAnnouncement] = useState('');

  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request === 'add') addRef.current?.focus();
    else if (request) {
      const entry = listRef.current?.querySelectorAll<HTMLElement>('.af-entry')[request.entry];
      entry?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
  });

  const update = (next: Entry[]): void => setValue(next.length > 0 ? next : undefined);
  const setAnswer = (index: number, key: string, answer: unknown): void => {
    const entry = { ...entries[index] };
    if (isBlank(answer)) delete entry[key];
    else entry[key] = answer;
    update(entries.map((e, i) => (i === index ? entry : e)));
  };
  const add = (): void => {
    if (full || locked) return;
    focusRequest.current = { entry: entries.length };
    setAnnouncement(`${noun} ${entries.length + 1} added`);
    update([...entries, {}]);
  };
  const remove = (index: number): void => {
    const rest = entries.filter((_, i) => i !== index);
    focusRequest.current = rest.length === 0 ? 'add' : { entry: Math.min(index, rest.length - 1) };
    setAnnouncement(`${noun} ${index + 1} removed`);
    update(rest);
  };

  const invalid = errors.length > 0;
  return (
    <div className="af-repeating">
      <div ref={listRef} className="af-entries">
        {entries.length === 0 ? <p className="af-entries__empty">{locked ? 'None given.' : `No ${noun.toLowerCase()} added yet.`}</p> : null}
        {entries.map((entry, index) => (
          <fieldset key={index} className="af-entry">
            <legend className="af-entry__title">
              {noun} {index + 1}
            </legend>
            <div className="af-entry__fields">
              {fields.map((key) => {
                const sub = (record.properties?.[key] ?? {}) as JsonSchemaObject;
                const required = requiredFields.has(key);
                return (
                  <EntryInput
                    key={key}
                    id={`${id}_${index}_${key}`}
                    schema={sub}
                    ui={(itemsUi[key] ?? {}) as Record<string, unknown>}
                    label={sub.title ?? key}
                    required={required}
                    value={entry[key]}
                    // the form's message is about the group: point at the required answers still missing
                    invalid={invalid && required && isBlank(entry[key])}
                    locked={locked}
                    onChange={(answer) => setAnswer(index, key, answer)}
                  />
                );
              })}
            </div>
            {locked ? null : (
              <button
                type="button"
                className="af-button af-button--secondary af-entry__remove"
                aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
            )}
          </fieldset>
        ))}
      </div>
      {locked ? null : (
        <>
          <button
            ref={addRef}
            type="button"
            className="af-button af-button--secondary af-entries__add"
            // aria-disabled, not disabled: the button keeps focus and says why nothing happens
            aria-disabled={full || undefined}
            aria-describedby={full ? `${id}__full` : undefined}
            onClick={add}
          >
            {`Add ${entries.length > 0 ? 'another ' : ''}${noun.toLowerCase()}`}
          </button>
          {full ? (
            <p id={`${id}__full`} className="af-entries__full">
              You can add up to {max} {max === 1 ? noun.toLowerCase() : 'entries'} here.
            </p>
          ) : null}
        </>
      )}
      <p className="af-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
