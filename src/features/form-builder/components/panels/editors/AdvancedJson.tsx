/**
 * A question the visual editors cannot represent (kept verbatim from an import: `$ref`, nested
 * objects, if/then/else ...) edited as its JSON Schema, whole. Parse errors show as you type;
 * Apply writes it as one edit.
 */
import { useId, useMemo } from 'react';
import type { JsonSchemaObject } from '@engine';
import { useFollowing, useResetBy } from '../use-panel';

interface Props {
  name: string;
  schema: JsonSchemaObject;
  write(schema: JsonSchemaObject): string | null;
}

/** The parsed schema, or why the text is not one. */
export function parseSchemaText(text: string): { schema: JsonSchemaObject } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'A question’s schema must be a JSON object { … }' };
  return { schema: value as JsonSchemaObject };
}

export function AdvancedJson({ name, schema, write }: Props) {
  const id = useId();
  const stored = useMemo(() => JSON.stringify(schema, null, 2), [schema]);
  const [text, setText] = useFollowing(stored);
  const [refusal, setRefusal] = useResetBy<string | null>(null, stored);
  const parsed = parseSchemaText(text);
  const problem = 'problem' in parsed ? parsed.problem : refusal;
  const apply = () => {
    if ('schema' in parsed) setRefusal(write(parsed.schema));
  };
  return (
    <div className="field advanced-json">
      <label htmlFor={id}>JSON Schema of “{name}”</label>
      <span id={`${id}-hint`} className="field-hint">
        The visual editors cannot show everything this question does, so it is kept exactly as written. Edit the
        whole schema here; its display settings stay as they are (see the JSON view).
      </span>
      <textarea
        id={id}
        className="code"
        rows={Math.min(20, stored.split('\n').length + 2)}
        spellCheck={false}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            apply();
          }
        }}
      />
      {problem ? (
        <span id={`${id}-error`} className="field-error">
          {problem}
        </span>
      ) : null}
      <div className="row-actions">
        <button type="button" className="button" disabled={'problem' in parsed || text === stored} onClick={apply}>
          Apply the schema
        </button>
        <button type="button" className="button secondary" disabled={text === stored} onClick={() => setText(stored)}>
          Discard changes
        </button>
      </div>
    </div>
  );
}
