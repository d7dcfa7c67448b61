/**
 * The "when" of a condition (or of a flag raised by an answer) as rows a non-developer reads:
 * "[question] [is one of] [Yes, Not sure]", joined by "all of these" or "any of these". The value
 * picker fits the question: its choices, a number box, or nothing for "is answered". A row not
 * finished yet stays here until it says enough to be written. Removing a test moves focus to the
 * next test's first control, else "Add another test", else the previous test, and says what the
 * condition is now.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fieldKind, kindOfField, type Condition, type FormDefinition, type JsonSchemaObject, type JsonValue } from '@engine';
import { useBuilder } from '../../store';
import { useWorkspace } from '../workspace-context';
import {
  conditionOf,
  describeCondition,
  OPERATOR_WORDS,
  rowComplete,
  rowsOf,
  testRemovedSentence,
  valueForOperator,
  type ConditionRow,
  type ConditionRows,
  type Operator,
} from './condition-rows';
import { choicesOf, fieldsInOrder, titleOf } from './field-schema';
import { InlineProblem } from './editors/inputs';
import { useFollowing, useResetBy } from './use-panel';

/** What kind of answer a question takes, for the operators and value picker offered. */
type AnswerShape = 'choices' | 'numericChoices' | 'multi' | 'boolean' | 'number' | 'text' | 'other';

function shapeOf(schema: JsonSchemaObject | undefined): AnswerShape {
  if (!schema) return 'other';
  const choices = choicesOf(schema);
  if (choices && schema.type === 'array') return 'multi';
  if (choices) return choices.every((c) => typeof c.value === 'number') ? 'numericChoices' : 'choices';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'string') return 'text';
  return 'other';
}

const OPERATORS: Record<AnswerShape, Operator[]> = {
  choices: ['is', 'isOneOf', 'answered', 'notAnswered'],
  numericChoices: ['is', 'isOneOf', 'atLeast', 'answered', 'notAnswered'],
  multi: ['isOneOf', 'answered', 'notAnswered'],
  boolean: ['is', 'answered', 'notAnswered'],
  number: ['is', 'atLeast', 'answered', 'notAnswered'],
  text: ['is', 'isOneOf', 'answered', 'notAnswered'],
  other: ['answered', 'notAnswered'],
};

function operatorWords(operator: Operator, shape: AnswerShape): string {
  if (shape === 'multi' && operator === 'isOneOf') return 'includes any of';
  if (shape === 'multi' && operator === 'answered') return 'has any ticked';
  if (shape === 'multi' && operator === 'notAnswered') return 'has none ticked';
  // the engine's "answered" is truthy: a 0 rating does not count
  if ((shape === 'number' || shape === 'numericChoices') && operator === 'answered') return 'is answered above 0';
  if ((shape === 'number' || shape === 'numericChoices') && operator === 'notAnswered') return 'is not answered, or 0';
  if (shape === 'boolean' && operator === 'answered') return 'is ticked';
  if (shape === 'boolean' && operator === 'notAnswered') return 'is not ticked';
  return OPERATOR_WORDS[operator];
}

/** A fresh row about a question: complete from the start (first choice, or "is answered"). */
export function startRow(def: FormDefinition, field: string): ConditionRow {
  const schema = def.schema.properties?.[field];
  const shape = shapeOf(schema);
  const first = choicesOf(schema)?.[0]?.value;
  if ((shape === 'choices' || shape === 'numericChoices') && first !== undefined) return { field, operator: 'is', value: first };
  if (shape === 'multi' && first !== undefined) return { field, operator: 'isOneOf', value: [first] };
  if (shape === 'boolean') return { field, operator: 'is', value: true };
  return { field, operator: 'answered' };
}

/** Questions that take an answer (section text does not), in form order. */
export function answeringFields(def: FormDefinition): string[] {
  const properties = def.schema.properties ?? {};
  return fieldsInOrder(def).filter((f) => {
    const kind = kindOfField(properties[f]!, def.uiSchema?.[f] as Record<string, unknown> | undefined);
    return kind === 'advanced' || fieldKind(kind).answers;
  });
}

/**
 * Focus the first control inside `container` that can take focus (a select, input, enabled button
 * or a details summary); whether one was found.
 */
export function focusFirstControl(container: Element | null | undefined): boolean {
  const control = container?.querySelector<HTMLElement>('select:not(:disabled), input:not(:disabled), textarea:not(:disabled), button:not(:disabled), summary');
  control?.focus();
  return Boolean(control);
}

const shorten = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface Props {
  condition: Condition;
  /** write the condition; returns why it was refused, or null */
  onChange(condition: Condition): string | null;
  /** questions a row may not test (those the condition shows: a question cannot depend on itself) */
  exclude?: readonly string[];
  /** shown before the match choice, e.g. "Show this question when" */
  lead?: ReactNode;
}

const NONE: readonly string[] = [];

export function ConditionRowsEditor({ condition, onChange, exclude = NONE, lead }: Props) {
  const definition = useBuilder((s) => s.definition);
  const id = useId();
  const source = useMemo(() => rowsOf(condition), [condition]);
  const [draft, setDraft] = useFollowing<ConditionRows | null>(source);
  const [refusal, setRefusal] = useResetBy<string | null>(null, condition);
  const candidates = useMemo(() => answeringFields(definition).filter((f) => !exclude.includes(f)), [definition, exclude]);
  const { announce } = useWorkspace();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // the place of a test just removed (and what to say), handled once the rows are drawn again
  const [removed, setRemoved] = useState<{ index: number; message: string | null } | null>(null);
  useEffect(() => {
    if (!removed) return;
    setRemoved(null);
    const rows = list.current?.children;
    const add = addButton.current;
    if (!focusFirstControl(rows?.[removed.index]) && !(add && !add.disabled && (add.focus(), true))) focusFirstControl(rows?.[removed.index - 1]);
    if (removed.message) announce(removed.message);
  }, [removed, announce]);

  if (!draft) {
    return (
      <div className="condition-rows">
        <p>
          {lead} {describeCondition(definition, condition)}
        </p>
        <p className="field-hint">This condition combines tests in a way the rows here cannot show. Edit it in the JSON view.</p>
      </div>
    );
  }

  /** the refusal of the written condition, or null (also when nothing could be written yet) */
  const update = (next: ConditionRows): string | null => {
    setDraft(next);
    const written = conditionOf(next);
    const refused = written ? onChange(written) : null;
    setRefusal(refused);
    return refused;
  };
  const removeRow = (index: number) => {
    const next = { ...draft, rows: draft.rows.filter((_, i) => i !== index) };
    const refused = update(next);
    const now = conditionOf(next);
    setRemoved({ index, message: refused ? null : testRemovedSentence(definition, draft.rows[index]!, now) });
  };
  const setRow = (index: number, row: ConditionRow) => update({ ...draft, rows: draft.rows.map((r, i) => (i === index ? row : r)) });
  const addRow = () => {
    const field = candidates.find((f) => !draft.rows.some((r) => r.field === f)) ?? candidates[0];
    if (field) update({ ...draft, rows: [...draft.rows, startRow(definition, field)] });
  };

  return (
    <div className="condition-rows">
      <div className="condition-lead">
        {lead}
        {draft.rows.length > 1 ? (
          <>
            <label htmlFor={`${id}-match`} className="visually-hidden">
              Which tests must hold
            </label>
            <select id={`${id}-match`} value={draft.match} onChange={(e) => update({ ...draft, match: e.target.value as ConditionRows['match'] })}>
              <option value="all">all of these are true</option>
              <option value="any">any of these is true</option>
            </select>
          </>
        ) : null}
      </div>
      <ol className="condition-list" ref={list}>
        {draft.rows.map((row, index) => (
          <RowEditor
            key={index}
            index={index}
            row={row}
            definition={definition}
            candidates={candidates}
            onRow={(next) => setRow(index, next)}
            onRemove={draft.rows.length > 1 ? () => removeRow(index) : undefined}
          />
        ))}
      </ol>
      <InlineProblem>{refusal}</InlineProblem>
      <button type="button" className="button secondary small" onClick={addRow} disabled={candidates.length === 0} ref={addButton}>
        Add another test
      </button>
    </div>
  );
}

interface RowProps {
  index: number;
  row: ConditionRow;
  definition: FormDefinition;
  candidates: string[];
  onRow(row: ConditionRow): void;
  onRemove?: () => void;
}

function RowEditor({ index, row, definition, candidates, onRow, onRemove }: RowProps) {
  const id = useId();
  const schema = definition.schema.properties?.[row.field];
  const shape = shapeOf(schema);
  const operators = OPERATORS[shape].includes(row.operator) ? OPERATORS[shape] : [...OPERATORS[shape], row.operator];
  const options = candidates.includes(row.field) ? candidates : [row.field, ...candidates];
  const title = titleOf(definition, row.field);
  return (
    <li className="condition-row">
      <fieldset>
        <legend className="visually-hidden">Test {index + 1}</legend>
        <div className="field">
          <label htmlFor={`${id}-field`}>Question</label>
          <select id={`${id}-field`} value={row.field} onChange={(e) => onRow(startRow(definition, e.target.value))}>
            {options.map((f) => (
              <option key={f} value={f}>
                {shorten(titleOf(definition, f))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-operator`}>Test</label>
          <select
            id={`${id}-operator`}
            value={row.operator}
            onChange={(e) => {
              const operator = e.target.value as Operator;
              onRow({ field: row.field, operator, value: valueForOperator(row, operator) });
            }}
          >
            {operators.map((op) => (
              <option key={op} value={op}>
                {operatorWords(op, shape)}
              </option>
            ))}
          </select>
        </div>
        <ValuePicker id={id} row={row} schema={schema} shape={shape} title={title} onRow={onRow} />
        {!rowComplete(row) ? <p className="field-hint">Choose a value to apply this test.</p> : null}
        {onRemove ? (
          <button type="button" className="button secondary small" onClick={onRemove} aria-label={`Remove the test on “${shorten(title, 40)}”`}>
            Remove test
          </button>
        ) : null}
      </fieldset>
    </li>
  );
}

interface PickerProps {
  id: string;
  row: ConditionRow;
  schema: JsonSchemaObject | undefined;
  shape: AnswerShape;
  title: string;
  onRow(row: ConditionRow): void;
}

function ValuePicker({ id, row, schema, shape, onRow }: PickerProps) {
  const set = (value: JsonValue | undefined) => onRow({ ...row, value });
  const choices = choicesOf(schema) ?? [];
  if (row.operator === 'answered' || row.operator === 'notAnswered') return null;

  // a number question has no choices: "is" and "is at least" both take a number
  if (row.operator === 'atLeast' || (row.operator === 'is' && shape === 'number')) {
    return (
      <div className="field">
        <label htmlFor={`${id}-value`}>Number</label>
        <input
          id={`${id}-value`}
          type="number"
          value={typeof row.value === 'number' ? row.value : ''}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </div>
    );
  }

  if (row.operator === 'isOneOf' && choices.length > 0) {
    const picked = Array.isArray(row.value) ? row.value : [];
    return (
      <fieldset className="value-choices">
        <legend>Answers</legend>
        {choices.map((choice, i) => (
          <label key={i} className="check-row">
            <input
              type="checkbox"
              checked={picked.includes(choice.value)}
              onChange={(e) => set(e.target.checked ? [...picked, choice.value] : picked.filter((v) => v !== choice.value))}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    );
  }

  if (row.operator === 'is' && choices.length > 0) {
    const index = choices.findIndex((c) => c.value === row.value);
    return (
      <div className="field">
        <label htmlFor={`${id}-value`}>Answer</label>
        <select id={`${id}-value`} value={index} onChange={(e) => set(choices[Number(e.target.value)]?.value)}>
          {index === -1 ? <option value={-1}>Choose…</option> : null}
          {choices.map((choice, i) => (
            <option key={i} value={i}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  }

  if (row.operator === 'is' && shape === 'boolean') {
    return (
      <div className="field">
        <label htmlFor={`${id}-value`}>Answer</label>
        <select id={`${id}-value`} value={row.value === false ? 'no' : 'yes'} onChange={(e) => set(e.target.value === 'yes')}>
          <option value="yes">Yes (ticked)</option>
          <option value="no">No (not ticked)</option>
        </select>
      </div>
    );
  }

  if (row.operator === 'isOneOf') return <ListText id={id} value={Array.isArray(row.value) ? row.value.map(String) : []} onList={set} />;

  return (
    <div className="field">
      <label htmlFor={`${id}-value`}>Answer</label>
      <input id={`${id}-value`} type="text" value={typeof row.value === 'string' ? row.value : ''} onChange={(e) => set(e.target.value)} />
    </div>
  );
}

/** Free-text answers separated by commas (keeps the typed text, so a trailing comma is not eaten). */
function ListText({ id, value, onList }: { id: string; value: string[]; onList(list: string[]): void }) {
  const joined = value.join(', ');
  const [text, setText] = useFollowing(joined);
  return (
    <div className="field">
      <label htmlFor={`${id}-value`}>Answers</label>
      <input
        id={`${id}-value`}
        type="text"
        aria-describedby={`${id}-value-hint`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onList(e.target.value.split(',').map((s) => s.trim()).filter(Boolean));
        }}
      />
      <span id={`${id}-value-hint`} className="field-hint">
        Separate answers with commas.
      </span>
    </div>
  );
}
