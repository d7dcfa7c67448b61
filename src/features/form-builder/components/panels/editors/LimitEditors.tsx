/**
 * The small per-kind settings: lowest/highest number, longest answer, a pattern with the message
 * members read when it does not match, a placeholder, and a repeating group's longest list.
 */
import type { JsonSchemaObject } from '@engine';
import { messageFor, patternProblem, withKeyword, withMessage } from '../field-schema';
import { NumberSetting, TextSetting } from './inputs';

export interface FieldWriter {
  name: string;
  schema: JsonSchemaObject;
  uiSchema: Record<string, unknown> | undefined;
  /** write the question's schema, uiSchema (null removes it) and/or required; returns why it was refused, or null */
  write(change: { schema?: JsonSchemaObject; uiSchema?: Record<string, unknown> | null; required?: boolean }, mergeKey?: string): string | null;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

export function NumberRangeEditor({ name, schema, write }: FieldWriter) {
  const minimum = numberOr(schema.minimum);
  const maximum = numberOr(schema.maximum);
  return (
    <fieldset className="panel-group pair">
      <legend>Allowed numbers</legend>
      <NumberSetting
        label="Lowest"
        optional
        value={minimum}
        onValue={(value) => {
          if (value !== undefined && maximum !== undefined && value > maximum) return `The lowest cannot be above the highest (${maximum})`;
          return write({ schema: withKeyword(schema, 'minimum', value) }, `minimum:${name}`);
        }}
      />
      <NumberSetting
        label="Highest"
        optional
        value={maximum}
        onValue={(value) => {
          if (value !== undefined && minimum !== undefined && value < minimum) return `The highest cannot be below the lowest (${minimum})`;
          return write({ schema: withKeyword(schema, 'maximum', value) }, `maximum:${name}`);
        }}
      />
    </fieldset>
  );
}

export function MaxLengthEditor({ name, schema, write }: FieldWriter) {
  return (
    <NumberSetting
      label="Longest answer (characters)"
      hint="Leave empty for no limit."
      optional
      wholeNumber
      min={1}
      value={numberOr(schema.maxLength)}
      onValue={(value) => write({ schema: withKeyword(schema, 'maxLength', value) }, `maxLength:${name}`)}
    />
  );
}

export function PatternEditor({ name, schema, uiSchema, write }: FieldWriter) {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  const message = messageFor(uiSchema, 'pattern');
  return (
    <fieldset className="panel-group">
      <legend>Answer pattern</legend>
      <TextSetting
        label="Pattern (a regular expression)"
        hint="For example ^[0-9 ]+$ for digits and spaces. Leave empty to accept any text."
        value={pattern}
        spellCheck={false}
        onValue={(text) => {
          if (text !== '') {
            const problem = patternProblem(text);
            if (problem) return problem;
          }
          return write({ schema: withKeyword(schema, 'pattern', text) }, `pattern:${name}`);
        }}
      />
      <TextSetting
        label="Message when the answer does not match"
        hint={
          pattern && !message
            ? 'Without a message members read a general one. Say what to type, e.g. “Enter a phone number using digits”.'
            : 'What a member reads, e.g. “Enter a phone number using digits”.'
        }
        value={message}
        onValue={(text) => write({ uiSchema: withMessage(uiSchema, 'pattern', text) }, `patternMessage:${name}`)}
      />
    </fieldset>
  );
}

export function PlaceholderEditor({ name, uiSchema, write }: FieldWriter) {
  const placeholder = typeof uiSchema?.['ui:placeholder'] === 'string' ? (uiSchema['ui:placeholder'] as string) : '';
  return (
    <TextSetting
      label="Placeholder"
      hint="Example text shown in the empty box; it disappears as the member types. Leave empty for none."
      value={placeholder}
      onValue={(text) => {
        const { 'ui:placeholder': _old, ...rest } = uiSchema ?? {};
        const next = text === '' ? rest : { ...rest, 'ui:placeholder': text };
        return write({ uiSchema: Object.keys(next).length ? next : null }, `placeholder:${name}`);
      }}
    />
  );
}

export function MaxItemsEditor({ name, schema, write }: FieldWriter) {
  return (
    <NumberSetting
      label="Most entries a member can add"
      wholeNumber
      min={1}
      value={numberOr(schema.maxItems)}
      onValue={(value) => write({ schema: withKeyword(schema, 'maxItems', value) }, `maxItems:${name}`)}
    />
  );
}
