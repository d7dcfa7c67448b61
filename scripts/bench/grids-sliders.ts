/**
 * A form made of the newer kinds for the bench: sections of 10 questions, each a Likert grid of 6
 * statements on the PCL-5's 0–4 scale, a short text, then 3 sliders (0–100, the visual analogue
 * scale). Deterministic: the same size gives the same form. For the peers, whose converters know
 * no grid or slider, a grid's rows are rating items and a slider a number (what they would show).
 */
import type { FormDefinition, FormGrid, FormSection, JsonSchemaObject } from '../../engine/index.ts';
import type { FieldKind, GeneratedForm } from './generate.ts';
import { RATING_LABELS } from './generate.ts';

const SECTION_SIZE = 10;
const GRID_ROWS = 6;
const SLIDERS = ['How well have you slept this week?', 'How calm have you felt today?', 'How much energy have you had?'];
const STATEMENTS = [
  'Repeated, disturbing memories of the stressful experience',
  'Feeling very upset when something reminded you of it',
  'Avoiding external reminders such as people, places or conversations',
  'Trouble falling or staying asleep',
  'Difficulty concentrating',
  'Feeling jumpy or easily startled',
];

/** The catalogue's slider (its preset, written out: the bench pages import engine types only). */
const SLIDER_UI = { 'ui:widget': 'slider', 'ui:options': { minLabel: 'Not at all', maxLabel: 'Extremely', showValue: true } };

const pad = (n: number) => String(n).padStart(4, '0');

/** The grids-and-sliders form of `size` questions (a multiple of 10, at least 20). */
export function gridsAndSlidersForm(size: number): GeneratedForm {
  if (!Number.isInteger(size) || size < 2 * SECTION_SIZE || size % SECTION_SIZE !== 0) throw new Error('size must be a multiple of 10, at least 20');
  const properties: Record<string, JsonSchemaObject> = {};
  const uiSchema: Record<string, unknown> = {};
  const kinds: Record<string, FieldKind> = {};
  const required: string[] = [];
  const sections: FormSection[] = [];
  const grids: FormGrid[] = [];
  const sampleResponse: Record<string, unknown> = {};
  const ratings: string[] = [];
  let n = 0;
  for (let s = 1; s <= size / SECTION_SIZE; s++) {
    const rows = Array.from({ length: GRID_ROWS }, (_, i) => {
      const name = `q${pad(++n)}_rating`;
      properties[name] = { type: 'integer', title: `${STATEMENTS[i]} (${n})`, oneOf: RATING_LABELS.map((title, value) => ({ const: value, title })) };
      uiSchema[name] = { 'ui:widget': 'rating' };
      kinds[name] = 'rating';
      required.push(name);
      sampleResponse[name] = n % 5;
      ratings.push(name);
      return name;
    });
    const text = `q${pad(++n)}_text`;
    properties[text] = { type: 'string', title: `Anything you would add about part ${s}? (${n})`, maxLength: 200 };
    kinds[text] = 'text';
    sampleResponse[text] = `Answer ${n}`;
    const sliders = SLIDERS.map((title) => {
      const name = `q${pad(++n)}_slider`;
      properties[name] = { type: 'integer', title: `${title} (${n})`, minimum: 0, maximum: 100, multipleOf: 1 };
      uiSchema[name] = SLIDER_UI;
      kinds[name] = 'number';
      sampleResponse[name] = (n * 7) % 101;
      return name;
    });
    sections.push({ id: `part-${s}`, title: `Part ${s}`, fields: [...rows, text, ...sliders] });
    grids.push({ id: `grid-${s}`, title: 'In the past month, how much were you bothered by:', fields: rows });
  }
  const definition: FormDefinition = {
    id: `grids-sliders-${size}`,
    version: 1,
    title: `Grids and sliders (${size} questions)`,
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties, required, additionalProperties: false },
    uiSchema,
    sections,
    grids,
    scoring: { version: '1', scales: { severity: { title: 'Severity', items: ratings, itemMin: 0, itemMax: 4 } } },
  };
  const middle = Math.floor(sections.length / 2);
  const middleSection = sections[middle]!.fields;
  return {
    definition,
    kinds,
    probes: { textField: middleSection[GRID_ROWS]!, ratingField: middleSection[2]! },
    sampleResponse,
  };
}
