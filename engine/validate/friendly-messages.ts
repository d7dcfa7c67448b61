import type { ErrorObject } from 'ajv';
import type { JsonSchemaObject } from '../definition/types.ts';

/** What a message needs to know about the field an error is about. */
export interface FieldContext {
  schema: JsonSchemaObject | undefined;
  widget: string | undefined;
  /** per-field overrides from uiSchema `ui:options.messages`, keyed by ajv keyword */
  messages: Record<string, string> | undefined;
}

function isChoice(schema: JsonSchemaObject | undefined): boolean {
  return !!schema && (schema.enum !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined);
}

/** The message for a missing answer, worded for the kind of input the member sees. */
export function missingAnswerMessage(ctx: FieldContext): string {
  if (ctx.messages?.required) return ctx.messages.required;
  if (ctx.widget === 'consent') return 'Tick the box to give your consent';
  if (ctx.widget === 'signature') return 'Sign here, or type your full name';
  if (ctx.widget === 'rating' || isChoice(ctx.schema)) return 'Choose an answer';
  if (ctx.schema?.type === 'array') return 'Choose at least one option';
  if (ctx.schema?.type === 'boolean') return 'Choose yes or no';
  if (ctx.schema?.type === 'integer' || ctx.schema?.type === 'number') return 'Enter a number';
  if (ctx.schema?.format === 'date') return 'Enter a date';
  return 'Fill in this field';
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
