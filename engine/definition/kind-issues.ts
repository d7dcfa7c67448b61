/**
 * What the catalogue's newer kinds need to be usable, checked before members see a form and
 * whenever a definition is validated, each naming the question:
 * - a slider: both ends, the lowest below the highest, a step that divides the range into points
 *   the server accepts exactly, at most SLIDER_MAX_POINTS points, and words at both ends (a visual
 *   analogue scale means nothing without its anchors); in a scale, a whole-number step (scales add
 *   whole ratings: a half would leave the total without a value);
 * - a ranking: at least two options, each placed once in every answer (uniqueItems, minItems and
 *   maxItems the number of options);
 * - exclusive choices ("None of these"): only in a tick-box list, each one of its choices, and
 *   not every choice.
 */
import { escapePointer } from './cross-references.ts';
import { exclusiveValues, hasExclusiveRule, withoutExclusiveRule } from './exclusive-choices.ts';
import { isChoiceList, kindOfField } from './field-kind-of.ts';
import { onStep, SLIDER_MAX_POINTS, sliderPoint, sliderPointCount, sliderScale } from './slider-scale.ts';
import { isRecord } from '../read/is-record.ts';
import type { DefinitionIssue, FormDefinition, JsonSchemaObject } from './types.ts';

const widgetOf = (ui: unknown): unknown => (isRecord(ui) ? ui['ui:widget'] : undefined);

function sliderProblems(schema: JsonSchemaObject, ui: unknown, scored: boolean): string[] {
  if (schema.type !== 'number' && schema.type !== 'integer') return ['a slider answers with a number: make its type "number" or "integer"'];
  const scale = sliderScale(schema, ui);
  if (!scale) return ['set the lowest and highest values of the slider'];
  const { min, max, step } = scale;
  const problems: string[] = [];
  if (schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined) {
    problems.push('a slider’s ends are its lowest and highest values: remove exclusiveMinimum and exclusiveMaximum');
  }
  if (!scale.minLabel || !scale.maxLabel) problems.push('label both ends of the slider (what its lowest and highest values mean)');
  if (scored && !Number.isInteger(step)) problems.push(`it is in a scale, which adds whole numbers: give it a whole-number step, not ${step}`);
  if (min >= max) return [`the slider’s lowest value (${min}) must be below its highest (${max})`, ...problems];
  if (!(step > 0)) return [`the slider’s step (${step}) must be more than 0`, ...problems];
  if (schema.type === 'integer' && !Number.isInteger(step)) return [`a whole-number slider needs a whole-number step, not ${step}`, ...problems];
  if (!onStep(min, step) || !onStep(max, step)) {
    return [`the step (${step}) does not divide the slider into equal points from ${min} to ${max}: both ends must be multiples of the step`, ...problems];
  }
  const count = sliderPointCount(scale);
  if (count > SLIDER_MAX_POINTS) {
    return [`the slider has ${count} points, more than a member can set by keyboard or on a phone: use a step of at least ${(max - min) / (SLIDER_MAX_POINTS - 1)}`, ...problems];
  }
  // whole-number steps are exact; a fractional one is tried at every point, as the renderer writes them
  for (let i = 0; !Number.isInteger(step) && i < count; i++) {
    if (!onStep(sliderPoint(scale, i), step)) {
      return [`the step (${step}) cannot be checked exactly: use a whole number, a half or a quarter`, ...problems];
    }
  }
  return problems;
}

function rankingProblems(schema: JsonSchemaObject): string[] {
  const items = isRecord(schema.items) ? (schema.items as JsonSchemaObject) : undefined;
  if (schema.type !== 'array' || !items || !isChoiceList(items.oneOf)) return ['a ranking needs a list of options to put in order'];
  const count = items.oneOf.length;
  if (count < 2) return ['a ranking needs at least two options to put in order'];
  if (schema.uniqueItems !== true || schema.minItems !== count || schema.maxItems !== count) {
    return [`a ranking places each of its ${count} options once: set uniqueItems to true and minItems and maxItems to ${count}`];
  }
  return [];
}

function exclusiveProblems(schema: JsonSchemaObject, ui: unknown): string[] {
  if (kindOfField(withoutExclusiveRule(schema), isRecord(ui) ? ui : undefined) !== 'multipleChoice') {
    return ['only a tick-box list (multiple choice) can have an option that clears the others, such as “None of these”'];
  }
  const items = schema.items as JsonSchemaObject;
  const choices = new Map((items.oneOf ?? []).map((c) => [c.const, c.title ?? String(c.const)]));
  for (const value of items.enum ?? []) choices.set(value, String(value));
  const values = exclusiveValues(schema);
  const problems = values.filter((v) => !choices.has(v)).map((v) => `the option that clears the others, "${String(v)}", is not one of its choices`);
  if (values.length > 0 && values.length >= choices.size) {
    problems.push('every option clears the others, so only one can be ticked: make it a single-choice question, or leave one option ordinary');
  }
  return problems;
}

/** The problems of the slider, ranking and exclusive-choice questions of a (meta-schema-valid) definition. */
export function kindIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const scored = new Set(Object.values(def.scoring?.scales ?? {}).flatMap((scale) => (Array.isArray(scale.items) ? scale.items : [])));
  for (const [name, schema] of Object.entries(def.schema.properties ?? {})) {
    if (!isRecord(schema)) continue;
    const ui = def.uiSchema?.[name];
    const widget = widgetOf(ui);
    const problems = [
      ...(widget === 'slider' ? sliderProblems(schema, ui, scored.has(name)) : []),
      ...(widget === 'ranking' ? rankingProblems(schema) : []),
      ...(hasExclusiveRule(schema) ? exclusiveProblems(schema, ui) : []),
    ];
    const title = typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title : name;
    for (const problem of problems) {
      issues.push({ path: `/schema/properties/${escapePointer(name)}`, message: `"${title}": ${problem}`, ref: { kind: 'field', id: name } });
    }
  }
  return issues;
}
