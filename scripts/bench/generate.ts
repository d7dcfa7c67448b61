/**
 * Generated assessment-shaped FormDefinitions for the benchmark (20, 100, 300, 1000 fields).
 * Shaped like the real forms: sections of ~20 questions mixing short and long text, numbers,
 * runs of 0–4 rating items sharing one scale (PCL-5 style), choice lists, checkboxes, and a
 * conditional section shown by a yes/no answer. Deterministic: the same size gives the same form.
 * Imports only engine types, so the bench pages and the Node bench share it.
 */
import type { FormDefinition, JsonSchemaObject, FormSection, FormCondition, ScaleSpec } from '../../engine/index.ts';

export const BENCH_SIZES = [20, 100, 300, 1000] as const;

/** The PCL-5 rating scale, shared by every rating item. */
export const RATING_LABELS = ['Not at all', 'A little bit', 'Moderately', 'Quite a bit', 'Extremely'] as const;

/** What each field of the form is, so converters can map it to a peer's own widgets. */
export type FieldKind = 'text' | 'email' | 'textarea' | 'number' | 'rating' | 'radio' | 'select' | 'checkboxes' | 'consent' | 'yesno';

export interface GeneratedForm {
  definition: FormDefinition;
  /** field name -> kind, in form order */
  kinds: Record<string, FieldKind>;
  /** the fields the browser bench interacts with: both always visible, near the middle of the form */
  probes: { textField: string; ratingField: string };
  /** a complete, valid response (every visible field answered; conditional sections left hidden) */
  sampleResponse: Record<string, unknown>;
}

const PROMPTS = [
  'Repeated, disturbing memories of the stressful experience',
  'Feeling very upset when something reminded you of it',
  'Avoiding external reminders such as people, places or conversations',
  'Trouble remembering important parts of the experience',
  'Having strong negative feelings such as fear, anger, guilt or shame',
  'Loss of interest in activities that you used to enjoy',
  'Feeling distant or cut off from other people',
  'Trouble falling or staying asleep',
  'Difficulty concentrating',
  'Being "superalert", watchful or on guard',
  'Feeling jumpy or easily startled',
  'Irritable behaviour or angry outbursts',
];

const TEXT_PROMPTS = ['Preferred name', 'Occupation', 'GP name and surgery', 'Emergency contact name', 'Town or city'];
const LONG_PROMPTS = ['What prompted you to seek support now?', 'Describe any previous support you have had', 'What would you like to get from our sessions?'];
const CHOICES = ['Never', 'Occasionally', 'Weekly', 'Most days', 'Every day'];
const SELECT_CHOICES = ['Email', 'Phone call', 'Text message', 'Post', 'In person at the studio', 'No preference'];
const CONDITIONS = ['Thrombosis or phlebitis', 'High or low blood pressure', 'Epilepsy', 'Diabetes', 'Migraine', 'Recent operation', 'Arthritis'];

/**
 * Sections of 10 alternate between two plans; per 20 fields: 8 ratings in runs of 4, 3 short texts
 * (one email), 2 long texts, 2 numbers, 2 single choices, a multi-choice, a consent box, a yes/no.
 */
const SECTION_SIZE = 10;
const SECTION_PLANS: FieldKind[][] = [
  ['text', 'email', 'number', 'rating', 'rating', 'rating', 'rating', 'textarea', 'radio', 'yesno'],
  ['rating', 'rating', 'rating', 'rating', 'text', 'number', 'checkboxes', 'textarea', 'select', 'consent'],
];

const pad = (n: number) => String(n).padStart(4, '0');

function fieldSchema(kind: FieldKind, index: number): JsonSchemaObject {
  switch (kind) {
    case 'text':
      return { type: 'string', title: `${TEXT_PROMPTS[index % TEXT_PROMPTS.length]} (${index + 1})`, maxLength: 200 };
    case 'email':
      return { type: 'string', title: `Email address (${index + 1})`, format: 'email', maxLength: 254 };
    case 'textarea':
      return { type: 'string', title: `${LONG_PROMPTS[index % LONG_PROMPTS.length]} (${index + 1})`, maxLength: 4000 };
    case 'number':
      return { type: 'integer', title: `Hours of sleep on a typical night (${index + 1})`, minimum: 0, maximum: 24 };
    case 'rating':
      return {
        type: 'integer',
        title: `In the past month, how much were you bothered by: ${PROMPTS[index % PROMPTS.length]}? (${index + 1})`,
        oneOf: RATING_LABELS.map((title, value) => ({ const: value, title })),
      };
    case 'radio':
      return { type: 'string', title: `How often do you exercise? (${index + 1})`, enum: [...CHOICES] };
    case 'select':
      return { type: 'string', title: `How should we contact you? (${index + 1})`, enum: [...SELECT_CHOICES] };
    case 'checkboxes':
      return {
        type: 'array',
        title: `Do you have, or have you had, any of these? (${index + 1})`,
        items: { type: 'string', enum: [...CONDITIONS] },
        uniqueItems: true,
        // every list answer is bounded (the engine refuses an array without maxItems)
        maxItems: CONDITIONS.length,
      };
    case 'consent':
      return { type: 'boolean', title: `I confirm the information above is accurate (${index + 1})` };
    case 'yesno':
      return { type: 'boolean', title: `Is there anything else you would like to tell us? (${index + 1})` };
  }
}

function fieldUi(kind: FieldKind): Record<string, unknown> | undefined {
  switch (kind) {
    case 'textarea': return { 'ui:widget': 'textarea' };
    case 'rating': return { 'ui:widget': 'rating' };
    case 'radio': return { 'ui:widget': 'radio' };
    case 'checkboxes': return { 'ui:widget': 'checkboxes' };
    default: return undefined;
  }
}

function sampleAnswer(kind: FieldKind, index: number): unknown {
  switch (kind) {
    case 'text': return `Answer ${index + 1}`;
    case 'email': return `member${index + 1}@example.org`;
    case 'textarea': return `A longer answer for question ${index + 1}, written over a few lines.`;
    case 'number': return 7;
    case 'rating': return index % 5;
    case 'radio': return CHOICES[index % CHOICES.length];
    case 'select': return SELECT_CHOICES[index % SELECT_CHOICES.length];
    case 'checkboxes': return [CONDITIONS[index % CONDITIONS.length]];
    case 'consent': return true;
    case 'yesno': return false;
  }
}

/** Kinds for `size` fields: whole sections, the last one cut short. */
function planKinds(size: number): FieldKind[] {
  return Array.from({ length: size }, (_, i) => SECTION_PLANS[Math.floor(i / SECTION_SIZE) % 2]![i % SECTION_SIZE]!);
}

/** The field of `kind` nearest the middle of the form that no condition hides. */
function middleField(names: string[], kinds: Record<string, FieldKind>, kind: FieldKind, hidden: Set<string>): string {
  const mid = Math.floor(names.length / 2);
  let best: string | undefined;
  let bestDistance = Infinity;
  names.forEach((name, i) => {
    if (kinds[name] !== kind || hidden.has(name)) return;
    const distance = Math.abs(i - mid);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  });
  if (!best) throw new Error(`no visible ${kind} field in the generated form`);
  return best;
}

export interface GenerateOptions {
  /**
   * 'sections' (default): a section (a step, in the engine's renderer) per 10 questions.
   * 'one-step': the same questions and conditions in one section, so every renderer shows every
   * field at once (the browser bench compares like with like this way).
   */
  layout?: 'sections' | 'one-step';
}

/**
 * A form of `size` fields in sections of 10. Every 5th section (from the 2nd) is conditional: shown
 * only when the previous section's yes/no question is answered yes, as real assessments follow up
 * on a "yes". Conditional sections start hidden, as they do for a member opening the form.
 */
export function generateForm(size: number, options: GenerateOptions = {}): GeneratedForm {
  if (!Number.isInteger(size) || size < 2 * SECTION_SIZE) throw new Error(`size must be an integer >= ${2 * SECTION_SIZE}`);
  const kindsList = planKinds(size);
  const names = kindsList.map((kind, i) => `q${pad(i + 1)}_${kind}`);
  const kinds: Record<string, FieldKind> = {};
  const properties: Record<string, JsonSchemaObject> = {};
  const uiSchema: Record<string, unknown> = {};
  const required: string[] = [];
  const sampleResponse: Record<string, unknown> = {};
  names.forEach((name, i) => {
    const kind = kindsList[i]!;
    kinds[name] = kind;
    properties[name] = fieldSchema(kind, i);
    const ui = fieldUi(kind);
    if (ui) uiSchema[name] = ui;
    // ratings and the first text of each section are required, as in the real forms
    if (kind === 'rating' || kind === 'consent' || (kind === 'text' && i % SECTION_SIZE === 0)) required.push(name);
  });

  const sections: FormSection[] = [];
  for (let start = 0, n = 1; start < size; start += SECTION_SIZE, n++) {
    sections.push({ id: `section-${n}`, title: `Part ${n}`, fields: names.slice(start, start + SECTION_SIZE) });
  }
  const conditions: FormCondition[] = [];
  sections.forEach((section, i) => {
    const previous = sections[i - 1];
    if (i % 5 !== 1 || !previous) return;
    const trigger = previous.fields.find((f) => kinds[f] === 'yesno');
    if (!trigger) return;
    conditions.push({ id: `show-${section.id}`, show: [...section.fields], when: { field: trigger, equals: true } });
  });
  const hidden = new Set(conditions.flatMap((c) => c.show));
  names.forEach((name, i) => {
    if (!hidden.has(name)) sampleResponse[name] = sampleAnswer(kinds[name]!, i);
  });

  // scored items sit outside conditional sections, as in the real forms (a hidden item cannot be scored)
  const ratingItems = names.filter((n) => kinds[n] === 'rating' && !hidden.has(n));
  const scale: ScaleSpec = {
    title: 'Symptom severity',
    items: ratingItems,
    itemMin: 0,
    itemMax: 4,
    subscales: Object.fromEntries(
      sections.map((s) => [s.id, { title: s.title, items: s.fields.filter((f) => ratingItems.includes(f)) }])
        .filter(([, sub]) => (sub as { items: string[] }).items.length > 0),
    ),
    bands: [
      { id: 'low', label: 'Low', min: 0, max: Math.floor(ratingItems.length * 4 * 0.4) },
      { id: 'high', label: 'High', min: Math.floor(ratingItems.length * 4 * 0.4) + 1, max: ratingItems.length * 4 },
    ],
    rules: { cutOff: { kind: 'totalAtLeast', title: 'At or above the cut-off', value: Math.ceil(ratingItems.length * 4 * 0.4) } },
  };

  const layout: FormSection[] =
    options.layout === 'one-step' ? [{ id: 'answers', title: 'Your answers', fields: [...names] }] : sections;
  const definition: FormDefinition = {
    id: `bench-${size}`,
    version: 1,
    title: `Benchmark assessment (${size} questions)`,
    description: 'Generated by scripts/bench/generate.ts to measure renderers on assessment-shaped forms.',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties,
      required,
      additionalProperties: false,
    },
    uiSchema,
    sections: layout,
    conditions,
    scoring: {
      version: '1',
      scales: { severity: scale },
      flags: [
        {
          id: 'first-item-high',
          severity: 'warning',
          message: 'The first symptom item was rated Quite a bit or more',
          fields: [ratingItems[0]!],
          trigger: { kind: 'answer', when: { field: ratingItems[0]!, atLeast: 3 } },
        },
      ],
    },
    settings: { kind: 'screening' },
  };
  return {
    definition,
    kinds,
    probes: { textField: middleField(names, kinds, 'text', hidden), ratingField: middleField(names, kinds, 'rating', hidden) },
    sampleResponse,
  };
}
