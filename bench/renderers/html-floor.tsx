/**
 * `html-floor`: the same questions as plain, uncontrolled HTML controls rendered once, with no
 * state, validation or handlers. What is left per key or click is the browser's own work (text
 * editing, style, layout, paint) for a page of this many controls: the floor under any renderer.
 * Each question skips rendering while off screen (content-visibility: auto), as the engine's
 * stylesheet does, so the floor is comparable with `engine`.
 */
import type { CSSProperties } from 'react';
import type { FormDefinition, JsonSchemaObject } from '@engine';
import type { GeneratedForm } from '../../scripts/bench/generate.ts';
import { checkedRadioValue, type BenchRenderer } from './types.ts';

function Control({ name, schema, widget }: { name: string; schema: JsonSchemaObject; widget?: unknown }) {
  const options = Array.isArray(schema.oneOf) ? schema.oneOf.map((o) => String(o.title ?? o.const)) : null;
  const choices = options ?? (Array.isArray(schema.enum) ? schema.enum.map(String) : null);
  if (choices && (widget === 'rating' || widget === 'radio' || options)) {
    return <div>{choices.map((c, i) => <label key={c}><input type="radio" id={`${name}-${i}`} name={name} value={i} />{c}</label>)}</div>;
  }
  if (choices) return <select id={name} name={name}>{choices.map((c) => <option key={c}>{c}</option>)}</select>;
  const items = schema.items as JsonSchemaObject | undefined;
  if (schema.type === 'array' && Array.isArray(items?.enum)) {
    return <div>{items.enum.map((c) => <label key={String(c)}><input type="checkbox" name={name} />{String(c)}</label>)}</div>;
  }
  if (schema.type === 'boolean') return <input type="checkbox" id={name} name={name} />;
  if (widget === 'textarea') return <textarea id={name} name={name} />;
  return <input id={name} name={name} type={schema.type === 'integer' || schema.type === 'number' ? 'number' : 'text'} />;
}

function PlainForm({ definition }: { definition: FormDefinition }) {
  const properties = definition.schema.properties ?? {};
  return (
    <form>
      {Object.entries(properties).map(([name, schema]) => {
        const widget = (definition.uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'];
        return (
          <fieldset key={name} data-plain-field={name} style={OFF_SCREEN_SKIPPED}>
            <legend>{schema.title ?? name}</legend>
            <Control name={name} schema={schema} widget={widget} />
          </fieldset>
        );
      })}
    </form>
  );
}

const OFF_SCREEN_SKIPPED: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 6rem' };

const field = (container: HTMLElement, name: string) => container.querySelector(`[data-plain-field="${name}"]`);

const htmlFloor: BenchRenderer<GeneratedForm> = {
  prepare: (form) => form,
  element: (form) => <PlainForm definition={form.definition} />,
  textInput: (container, name) => field(container, name)?.querySelector('input, textarea') ?? null,
  ratingOption: (container, name, value) => field(container, name)?.querySelectorAll('label')[value] ?? null,
  ratingValue: (container, name) => checkedRadioValue(field(container, name)),
};
export default htmlFloor;
