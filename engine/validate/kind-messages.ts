/**
 * Member-facing messages for the rules of the newer kinds, where the generic wording of a JSON
 * Schema keyword would mislead: a tick-box list with an exclusive choice ticked with others, a
 * ranking with options left out, a slider value off its points. Null: the generic message fits.
 */
import type { ErrorObject } from 'ajv';
import { exclusiveValues } from '../definition/exclusive-choices.ts';
import type { JsonSchemaObject } from '../definition/types.ts';

/** The words of the exclusive choices, quoted ('None of these' or 'Prefer not to say'). */
function exclusiveWords(schema: JsonSchemaObject): string {
  const items = (typeof schema.items === 'object' ? schema.items : {}) as JsonSchemaObject;
  const words = exclusiveValues(schema).map((value) => {
    const choice = items.oneOf?.find((c) => c.const === value);
    return `‘${typeof choice?.title === 'string' ? choice.title : String(value)}’`;
  });
  return words.length <= 1 ? (words[0] ?? '‘None of these’') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]!}`;
}

/** The message for an error on a slider, ranking or tick-box list with exclusive choices, or null. */
export function kindErrorMessage(error: ErrorObject, ctx: { schema: JsonSchemaObject | undefined; widget: string | undefined }): string | null {
  const schema = ctx.schema;
  if (!schema) return null;
  if (error.keyword === 'not' && error.schemaPath.endsWith('/not') && exclusiveValues(schema).length > 0) {
    return `${exclusiveWords(schema)} cannot be ticked with other answers`;
  }
  if (ctx.widget === 'ranking' && ['minItems', 'maxItems', 'uniqueItems'].includes(error.keyword)) {
    return 'Put every option in order, each once';
  }
  if (ctx.widget === 'slider' && ['minimum', 'maximum', 'multipleOf', 'type'].includes(error.keyword)) {
    const ends = typeof schema.minimum === 'number' && typeof schema.maximum === 'number' ? ` between ${schema.minimum} and ${schema.maximum}` : '';
    return `Choose a point on the slider${ends}`;
  }
  return null;
}
