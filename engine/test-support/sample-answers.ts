// Test-only: answers for any definition, deterministic from a seed: each question answered from its
// own schema (a choice, a number in range, text within limits, a date, records of a group), some
// left out (so scales are sometimes incomplete), follow-up questions answered too.
import { kindOfField } from '../definition/field-kind-of.ts';
import { exclusiveValues } from '../definition/exclusive-choices.ts';
import { sliderPoint, sliderPointCount, sliderScale } from '../definition/slider-scale.ts';
import type { FormDefinition, JsonSchemaObject, JsonValue } from '../definition/types.ts';

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function choiceValues(schema: JsonSchemaObject): JsonValue[] {
  if (Array.isArray(schema.oneOf)) return schema.oneOf.map((c) => (c as { const: JsonValue }).const);
  if (Array.isArray(schema.enum)) return schema.enum;
  return [];
}

function answerFor(schema: JsonSchemaObject, ui: Record<string, unknown> | undefined, next: () => number): JsonValue | undefined {
  const kind = kindOfField(schema, ui);
  const pickOf = (values: JsonValue[]) => values[Math.floor(next() * values.length)]!;
  switch (kind) {
    case 'sectionText':
      return undefined;
    case 'consent':
      return true;
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
      return schema.type === 'integer' ? Math.round(min + next() * (max - min)) : Math.round((min + next() * (max - min)) * 10) / 10;
    }
    case 'date':
      return `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`;
    case 'email':
      return 'sam.patel@example.org';
    case 'phone':
      return '07700 900123';
    case 'multipleChoice': {
      const values = choiceValues(schema.items as JsonSchemaObject);
      const chosen = values.filter(() => next() < 0.5);
      // an exclusive choice ("None of these") is ticked alone
      const exclusive = exclusiveValues(schema) as JsonValue[];
      const allowed = chosen.length > 1 ? chosen.filter((v) => !exclusive.includes(v)) : chosen;
      return allowed.length > 0 ? allowed : [values[0]!];
    }
    case 'slider': {
      const scale = sliderScale(schema, ui);
      return scale ? sliderPoint(scale, Math.floor(next() * sliderPointCount(scale))) : undefined;
    }
    case 'ranking': {
      // every option once, in a shuffled order
      return choiceValues(schema.items as JsonSchemaObject)
        .map((value) => ({ value, at: next() }))
        .sort((a, b) => a.at - b.at)
        .map((entry) => entry.value);
    }
    case 'group': {
      const record = schema.items as JsonSchemaObject;
      const itemsUi = (ui?.items ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const count = 1 + Math.floor(next() * 2);
      return Array.from({ length: count }, () =>
        Object.fromEntries(
          Object.entries(record.properties ?? {}).flatMap(([sub, s]) => {
            const value = answerFor(s, itemsUi[sub], next);
            return value === undefined ? [] : [[sub, value]];
          }),
        ),
      );
    }
    case 'advanced':
      return undefined;
    default: {
      if (schema.type === 'boolean') return next() < 0.5;
      const values = choiceValues(schema);
      if (values.length > 0) return pickOf(values);
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const text = 'Answer text';
      return text.padEnd(Math.max(min, text.length), '.').slice(0, typeof schema.maxLength === 'number' ? schema.maxLength : 200);
    }
  }
}

/** Answers to a definition's questions; about one in `skipEvery` left out (0: none). */
export function sampleAnswers(def: FormDefinition, seed: number, skipEvery = 12): Record<string, JsonValue> {
  const next = random(seed);
  const out: Record<string, JsonValue> = {};
  for (const [name, schema] of Object.entries(def.schema.properties ?? {})) {
    if (skipEvery > 0 && next() < 1 / skipEvery) continue;
    const value = answerFor(schema, def.uiSchema?.[name] as Record<string, unknown> | undefined, next);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
