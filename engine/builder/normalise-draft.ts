/**
 * Bringing a saved builder draft up to today's rules when the builder opens it. Drafts saved before
 * every list answer needed a `maxItems` (the publish checks and `validateDefinition` now refuse a
 * list without one) would otherwise fail publishing until a choice happened to be edited.
 *
 * The limit given:
 * - a tick-box list of fixed choices (`items.enum` or `items.oneOf`): its number of choices, the
 *   rule the import applies to RJSF documents (a member can tick each choice at most once); the
 *   choices editor keeps it so afterwards;
 * - any other list (a repeating group, a list kept verbatim as an advanced question):
 *   `GROUP_MAX_ITEMS`, the repeating group's own default.
 * Never below the list's `minItems` (the form must stay answerable).
 */
import { GROUP_MAX_ITEMS } from '../definition/field-kinds.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { formOrder } from './edits/edit-primitives.ts';

/** A list question that got a `maxItems` while its draft was brought up to date. */
export interface AddedAnswerLimit {
  /** the question's variable name */
  field: string;
  maxItems: number;
  /** 'choices': the number of its choices; 'default': `GROUP_MAX_ITEMS` */
  rule: 'choices' | 'default';
}

export interface NormalisedDraft {
  /** the same object when nothing needed changing; otherwise only the changed questions are copied */
  definition: FormDefinition;
  /** what changed, in the form's question order (empty: nothing) */
  added: AddedAnswerLimit[];
}

const isListAnswer = (schema: JsonSchemaObject): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));

/** The choices of a tick-box list of fixed choices, or null for any other list. */
function fixedChoices(schema: JsonSchemaObject): unknown[] | null {
  const items = schema.items;
  if (!isRecord(items)) return null;
  const choices = Array.isArray(items.enum) ? items.enum : Array.isArray(items.oneOf) ? items.oneOf : null;
  return choices && choices.length > 0 ? choices : null;
}

/**
 * The `maxItems` a list question without one gets (see the module comment), or null when the
 * question is no list or already has one.
 */
export function answerLimitFor(schema: JsonSchemaObject): Omit<AddedAnswerLimit, 'field'> | null {
  if (!isListAnswer(schema) || typeof schema.maxItems === 'number') return null;
  const choices = fixedChoices(schema);
  const floor = typeof schema.minItems === 'number' ? schema.minItems : 0;
  return choices
    ? { maxItems: Math.max(choices.length, floor), rule: 'choices' }
    : { maxItems: Math.max(GROUP_MAX_ITEMS, floor), rule: 'default' };
}

/**
 * Pure: a draft as today's rules want it (every list answer bounded by `maxItems`), with what was
 * added so the builder can tell the administrator and save it. The input is never changed.
 */
export function normaliseDraft(definition: FormDefinition): NormalisedDraft {
  const properties = definition.schema.properties;
  if (!properties) return { definition, added: [] };
  const added: AddedAnswerLimit[] = [];
  for (const field of new Set(formOrder(definition))) {
    const schema = Object.hasOwn(properties, field) ? properties[field] : undefined;
    const limit = schema && isRecord(schema) ? answerLimitFor(schema) : null;
    if (limit) added.push({ field, ...limit });
  }
  if (added.length === 0) return { definition, added };
  const changed: Record<string, JsonSchemaObject> = { ...properties };
  for (const { field, maxItems } of added) changed[field] = { ...properties[field]!, maxItems };
  return { definition: { ...definition, schema: { ...definition.schema, properties: changed } }, added };
}
