// Test-only: deterministic, assessment-shaped definitions of any size, built from the field-kind
// catalogue's presets. Every 10 questions make a section; each section mixes rating items (scored),
// a yes/no, text, a multiple choice, a repeating group and section text; every third section has a
// follow-up shown by its yes/no; one scale with subscales, bands and a cut-off rule; flags on an
// answer, a band and a rule. The same size always gives the same definition.
import { fieldKindPreset } from '../definition/field-kinds.ts';
import type { FieldKindId } from '../definition/field-kind-ids.ts';
import type { FlagSpec, FormCondition, FormDefinition, FormSection, JsonSchemaObject } from '../definition/types.ts';

/** The sizes the builder's invariant tests and benchmarks use. */
export const GENERATED_SIZES = [20, 100, 300] as const;

const SECTION_SIZE = 10;
/** The kinds of a section's 10 questions, in order (the yes/no is read by the follow-up condition). */
const SECTION_PLAN: FieldKindId[] = ['sectionText', 'rating', 'rating', 'yesNo', 'shortText', 'rating', 'multipleChoice', 'longText', 'rating', 'group'];

const pad = (n: number) => String(n).padStart(4, '0');

export interface GenerateOptions {
  /** add a `ui:order` listing every question (as rjsf documents do), to exercise keeping it in step */
  uiOrder?: boolean;
}

/** A valid, publishable definition with `size` questions (a multiple of 10, at least 20). */
export function generatedForm(size: number, options: GenerateOptions = {}): FormDefinition {
  if (!Number.isInteger(size) || size < 2 * SECTION_SIZE || size % SECTION_SIZE !== 0) throw new Error('size must be a multiple of 10, at least 20');
  const properties: Record<string, JsonSchemaObject> = {};
  const uiSchema: Record<string, unknown> = {};
  const required: string[] = [];
  const sections: FormSection[] = [];
  const conditions: FormCondition[] = [];
  const ratings: string[] = [];
  const subscales: Record<string, { title: string; items: string[] }> = {};

  for (let s = 0; s < size / SECTION_SIZE; s++) {
    const fields = SECTION_PLAN.map((kind, i) => {
      const n = s * SECTION_SIZE + i + 1;
      const name = `q${pad(n)}${kind[0]!.toUpperCase()}${kind.slice(1)}`;
      const preset = fieldKindPreset(kind, `Question ${n}`);
      properties[name] = preset.schema;
      if (preset.uiSchema) uiSchema[name] = preset.uiSchema;
      if (kind === 'rating' || kind === 'yesNo') required.push(name);
      return name;
    });
    const id = `part-${s + 1}`;
    sections.push({ id, title: `Part ${s + 1}`, fields });
    const sectionRatings = fields.filter((f) => f.endsWith('Rating'));
    ratings.push(...sectionRatings);
    subscales[`part${s + 1}`] = { title: `Part ${s + 1}`, items: sectionRatings };
    const yesNo = fields.find((f) => f.endsWith('YesNo'))!;
    if (s % 3 === 0) {
      conditions.push({ id: `follow-up-${s + 1}`, show: [fields.find((f) => f.endsWith('LongText'))!], when: { field: yesNo, equals: 'yes' } });
    }
  }

  const max = ratings.length * 4;
  const cut = Math.floor(max / 2);
  const flags: FlagSpec[] = [
    { id: 'first-item-high', severity: 'urgent', message: 'The first item was rated 3 or more', fields: [ratings[0]!], trigger: { kind: 'answer', when: { field: ratings[0]!, atLeast: 3 } } },
    { id: 'high-band', severity: 'warning', message: 'The total is in the high band', fields: [], trigger: { kind: 'scaleBand', scale: 'severity', bands: ['high'] } },
    { id: 'over-cut-off', severity: 'info', message: 'At or above the cut-off', fields: [], trigger: { kind: 'rule', scale: 'severity', rule: 'cutOff', equals: true } },
  ];
  if (options.uiOrder) uiSchema['ui:order'] = sections.flatMap((s) => s.fields);
  return {
    id: `generated-${size}`,
    version: 1,
    title: `Generated assessment (${size} questions)`,
    schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties, required, additionalProperties: false },
    uiSchema,
    sections,
    conditions,
    scoring: {
      version: '1',
      scales: {
        severity: {
          title: 'Severity',
          items: ratings,
          itemMin: 0,
          itemMax: 4,
          subscales,
          bands: [
            { id: 'low', label: 'Low', min: 0, max: cut },
            { id: 'high', label: 'High', min: cut + 1, max },
          ],
          rules: {
            cutOff: { kind: 'totalAtLeast', title: 'At or above the cut-off', value: cut + 1 },
            spread: { kind: 'itemsAtLeast', rating: 2, groups: [{ subscale: 'part1', count: 2 }] },
          },
        },
      },
      flags,
    },
    settings: { kind: 'screening' },
  };
}
