import type { ErrorObject } from 'ajv';
import type { JsonSchemaObject } from '../definition/types.ts';
import type { FieldKindId } from '../definition/field-kind-ids.ts';
import { FIELD_KINDS, fieldKind, kindOfField } from '../definition/field-kinds.ts';
import { kindErrorMessage } from './kind-messages.ts';

/** What a message needs to know about the field an error is about. */
export interface FieldContext {
  schema: JsonSchemaObject | undefined;
  widget: string | undefined;
  /** per-field overrides from uiSchema `ui:options.messages`, keyed by ajv keyword */
  messages: Record<string, string> | undefined;
  /** the field's whole uiSchema, when known (tells a phone input from other text) */
  uiSchema?: Record<string, unknown>;
}

function isChoice(schema: JsonSchemaObject): boolean {
  return schema.enum !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined;
}

/** The nearest catalogue kind of a question the builder calls advanced, judged by its answer's shape. */
function nearestKind(schema: JsonSchemaObject | undefined, widget: string | undefined): FieldKindId {
  const byWidget = FIELD_KINDS.find((kind) => kind.widget !== undefined && kind.widget === widget && kind.id !== 'yesNo');
  if (byWidget) return byWidget.id;
  if (!schema) return 'shortText';
  if (isChoice(schema)) return 'singleChoice';
  if (schema.type === 'array') return 'multipleChoice';
  if (schema.type === 'boolean') return 'yesNo';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  return 'shortText';
}

/** The message for a missing answer, worded for the kind of input the member sees (the catalogue's). */
export function missingAnswerMessage(ctx: FieldContext): string {
  if (ctx.messages?.required) return ctx.messages.required;
  const ui = ctx.uiSchema ?? (ctx.widget === undefined ? {} : { 'ui:widget': ctx.widget });
  const kind = ctx.schema ? kindOfField(ctx.schema, ui) : 'advanced';
  return fieldKind(kind === 'advanced' ? nearestKind(ctx.schema, ctx.widget) : kind).missingMessage;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address',
  date: 'Enter a valid date',
  'date-time': 'Enter a valid date and time',
  time: 'Enter a valid time',
  uri: 'Enter a valid web address',
};

/** A member-facing message for one ajv error on a field (never ajv's own wording). */
export function fieldErrorMessage(error: ErrorObject, ctx: FieldContext): string {
  const custom = ctx.messages?.[error.keyword];
  if (custom) return custom;
  const byKind = kindErrorMessage(error, ctx);
  if (byKind) return byKind;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return missingAnswerMessage(ctx);
    case 'const':
      return ctx.widget === 'consent' || ctx.schema?.type === 'boolean'
        ? 'Tick the box to continue'
        : 'Choose one of the options';
    case 'enum':
    case 'oneOf':
    case 'anyOf':
      return 'Choose one of the options';
    case 'type':
      if (p.type === 'number' || p.type === 'integer') return 'Enter a number';
      if (p.type === 'boolean') return 'Choose yes or no';
      if (p.type === 'array') return 'Choose from the options';
      return 'Enter text here';
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'Check the format of this answer';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'Fill in this field' : `Enter at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `Use ${String(p.limit)} characters or fewer`;
    case 'minimum':
      return `Enter a number of at least ${String(p.limit)}`;
    case 'maximum':
      return `Enter a number no higher than ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `Enter a number above ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `Enter a number below ${String(p.limit)}`;
    case 'multipleOf':
      return 'Enter a whole number';
    case 'minItems':
      return Number(p.limit) <= 1 ? 'Choose at least one option' : `Choose at least ${String(p.limit)} options`;
    case 'maxItems':
      return `Choose no more than ${String(p.limit)} options`;
    case 'uniqueItems':
      return 'Choose each option only once';
    case 'pattern':
      return 'Check the format of this answer';
    default:
      return 'Check this answer';
  }
}
