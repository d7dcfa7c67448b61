import { optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FormDefinition, JsonSchemaObject } from '@engine';

/** One answer a member can choose. */
export interface ChoiceOption {
  value: unknown;
  label: string;
}

/** The choices of a field (enum, oneOf/anyOf consts, array items, or Yes/No), else null for free answers. */
export function choicesOf(schema: JsonSchemaObject | undefined, uiSchema?: unknown): ChoiceOption[] | null {
  if (!schema) return null;
  if (schema.type === 'boolean' && !schema.enum && !schema.oneOf) {
    return [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
  }
  const target =
    schema.type === 'array' && typeof schema.items === 'object' ? (schema.items as JsonSchemaObject) : schema;
  if (!target.enum && !target.oneOf && !target.anyOf) return null;
  const list = optionsList(target as RJSFSchema, (uiSchema ?? undefined) as UiSchema | undefined);
  return list ? list.map((o) => ({ value: o.value, label: String(o.label) })) : null;
}

/** The widget a definition's uiSchema picks for a field, if any. */
export function widgetOf(uiSchema: unknown): string | undefined {
  if (typeof uiSchema !== 'object' || uiSchema === null) return undefined;
  const widget = (uiSchema as Record<string, unknown>)['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}

/** A key equal for two rating items exactly when they share one scale (same values and labels). */
export function scaleKey(choices: ChoiceOption[] | null): string | null {
  return choices ? JSON.stringify(choices.map((c) => [c.value, c.label])) : null;
}

/** The title a member sees for a field. */
export function fieldTitle(def: FormDefinition, field: string): string {
  const ui = def.uiSchema?.[field] as Record<string, unknown> | undefined;
  const uiTitle = ui?.['ui:title'];
  if (typeof uiTitle === 'string') return uiTitle;
  return def.schema.properties?.[field]?.title ?? field;
}
