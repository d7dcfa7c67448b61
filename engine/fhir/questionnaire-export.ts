/**
 * A definition as a FHIR R4 Questionnaire (with the Structured Data Capture guide's extensions):
 * sections as groups, each question as the item its kind maps to (`item-kinds.ts`), conditions as
 * enableWhen or enableWhenExpression, each scale total and each calculated question as a read-only
 * item with a calculatedExpression, checks across questions as questionnaire-constraints. What FHIR has no form for is kept in the practice's own extensions (so an
 * import gives the same form back) and named in the notes.
 */
import type { Coding, FormCondition, FormDefinition, FormGrid, JsonSchemaObject, ScaleSpec } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { enableWhenOf, type QuestionFacts } from './enable-when.ts';
import { DEFAULT_FHIR_BASE, EXT, ITEM_CONTROL_SYSTEM, practiceExtensions, questionnaireUrl } from './fhir-urls.ts';
import { conditionExpression, scaleTotalExpression, type ChoiceCoding, type ReadQuestion } from './fhirpath-text.ts';
import { choiceCoding, choicesOf, KIND_MAPPINGS, mappingKind, type Question } from './item-kinds.ts';
import { calculatedFields } from '../calculate/calculated-values.ts';
import { formulaFhirPath } from './formula-fhirpath.ts';
import { checkConstraints } from './check-constraints.ts';
import type { Extension, Questionnaire, QuestionnaireItem } from './r4-types.ts';

export interface FhirExportOptions {
  /** the practice's FHIR base address (canonical URLs start here) */
  base?: string;
  /** the Questionnaire's status: 'active' for a published form (the default), 'draft' for a draft */
  status?: 'active' | 'draft';
}

export interface QuestionnaireExport {
  questionnaire: Questionnaire;
  /** what has no FHIR form, in words (kept in the practice's extensions) */
  notes: string[];
}

/** The linkId of a section's group and of a scale's total (field names never hold a hyphen, so these never clash). */
export const sectionLinkId = (id: string): string => `section-${id}`;
export const scaleLinkId = (id: string): string => `scale-${id}`;
export const helpLinkId = (linkId: string): string => `${linkId}-help`;
export const sectionTextLinkId = (id: string): string => `section-${id}-text`;

/** The linkId of a Likert grid's group. */
export const gridLinkId = (id: string): string => `grid-${id}`;

/**
 * The item control a Likert grid's group carries: R4's "table" (questions as rows, answer options
 * as columns). "gtable" is for a repeating group's repetitions as rows, so it does not fit.
 */
export const GRID_ITEM_CONTROL = 'table';

/**
 * Names laid out as items, each grid whose rows all sit among them as one `grid(...)` where its
 * first row stands, every other name through `plain`.
 */
export function inGrids<T>(def: FormDefinition, names: string[], plain: (names: string[]) => T[], grid: (grid: FormGrid) => T[]): T[] {
  const here = new Set(names);
  const grids = (def.grids ?? []).filter((g) => g.fields.length > 0 && g.fields.every((f) => here.has(f)));
  if (grids.length === 0) return plain(names);
  const gridOfRow = new Map(grids.flatMap((g) => g.fields.map((f) => [f, g] as const)));
  const out: T[] = [];
  let loose: string[] = [];
  const placed = new Set<string>();
  for (const name of names) {
    const g = gridOfRow.get(name);
    if (!g) {
      loose.push(name);
      continue;
    }
    if (placed.has(g.id)) continue;
    placed.add(g.id);
    out.push(...plain(loose), ...grid(g));
    loose = [];
  }
  return [...out, ...plain(loose)];
}

/** A FHIR `name` (computer-friendly) from a form id: "initial-assessment" → "InitialAssessment". */
function computerName(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('').replace(/^[^A-Z]/, 'F$&');
}

const json = (url: string, value: unknown): Extension => ({ url, valueString: JSON.stringify(value) });

function pick(schema: JsonSchemaObject, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, schema[k]]));
}

class Notes {
  private readonly kept = new Map<string, string[]>();
  readonly lines: string[] = [];
  keep(what: string, name: string): void {
    this.kept.set(what, [...(this.kept.get(what) ?? []), name]);
  }
  all(): string[] {
    const kept = [...this.kept].map(([what, names]) => `${what} has no FHIR form (${names.join(', ')}): kept in the practice's extension`);
    return [...kept, ...this.lines];
  }
}

/** A definition as an R4 Questionnaire, with notes on what FHIR has no form for. */
export function exportQuestionnaire(def: FormDefinition, options: FhirExportOptions = {}): QuestionnaireExport {
  const base = (options.base ?? DEFAULT_FHIR_BASE).replace(/\/+$/, '');
  const own = practiceExtensions(base);
  const notes = new Notes();
  const fields = def.schema.properties ?? {};
  const required = new Set(def.schema.required ?? []);
  const ui = (name: string) => (isRecord(def.uiSchema?.[name]) ? (def.uiSchema![name] as Record<string, unknown>) : undefined);
  const question = (name: string): Question => ({
    linkId: name,
    name,
    schema: fields[name]!,
    ui: ui(name),
    codes: def.codes?.fields?.[name],
    choiceCodes: def.codes?.choices?.[name],
    base,
    formId: def.id,
  });
  const coding: ChoiceCoding = (field, value) => {
    const schema = fields[field];
    const choice = schema ? choicesOf(schema).find((c) => c.const === value) : undefined;
    return choice ? choiceCoding(question(field), choice) : null;
  };
  const isCoded = (field: string) => {
    const schema = fields[field];
    return schema !== undefined && KIND_MAPPINGS[mappingKind(question(field))].toItem(question(field), () => ({ linkId: '', type: 'display' })).type === 'choice';
  };
  const facts = (field: string): QuestionFacts & ReadQuestion => {
    const coded = isCoded(field);
    return { schema: fields[field], coded, weighted: coded && choicesOf(fields[field]!).every((c) => typeof c.const === 'number') };
  };

  /** One question's item: its kind's mapping plus words, codes, help text and what FHIR cannot hold. */
  const itemOf = (q: Question): QuestionnaireItem => {
    const kind = mappingKind(q);
    const part = KIND_MAPPINGS[kind].toItem(q, itemOf);
    const { mapped, extension: partExtensions, item: children, ...elements } = part;
    const display = part.type === 'display';
    const mappedKeys = display ? mapped.filter((k) => k !== 'description') : mapped;
    const leftovers = Object.keys(q.schema).filter((k) => !mappedKeys.includes(k));
    const extension: Extension[] = [...(partExtensions ?? [])];
    if (leftovers.length > 0) {
      extension.push(json(own.schema, kind === 'advanced' ? q.schema : pick(q.schema, leftovers)));
      if (kind === 'advanced') notes.keep('an advanced question (kept whole as JSON, answered as text)', q.name);
      else for (const key of leftovers) notes.keep(`"${key}"`, q.name);
    }
    if (q.ui && Object.keys(q.ui).length > 0) extension.push(json(own.uiSchema, q.ui));
    const title = typeof q.schema.title === 'string' && q.schema.title !== '' ? q.schema.title : q.name;
    const description = typeof q.schema.description === 'string' && q.schema.description !== '' ? q.schema.description : undefined;
    const text = display && description ? `${title}\n\n${description}` : title;
    const help: QuestionnaireItem[] =
      !display && description
        ? [{ linkId: helpLinkId(q.linkId), text: description, type: 'display', extension: [{ url: EXT.itemControl, valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: 'help' }] } }] }]
        : [];
    const nested = [...help, ...(children ?? [])];
    return {
      linkId: q.linkId,
      ...(q.codes ? { code: q.codes } : {}),
      text,
      ...elements,
      ...(q.schema.readOnly === true ? { readOnly: true } : {}),
      ...(extension.length > 0 ? { extension } : {}),
      ...(nested.length > 0 ? { item: nested } : {}),
    };
  };

  /** The conditions that show each question. */
  const shownBy = new Map<string, FormCondition[]>();
  for (const condition of def.conditions ?? []) for (const name of condition.show) shownBy.set(name, [...(shownBy.get(name) ?? []), condition]);

  const conditionsOf = (name: string): Partial<QuestionnaireItem> => {
    const conditions = shownBy.get(name);
    if (!conditions) return {};
    const kept = json(own.condition, conditions.map((c) => ({ id: c.id, when: c.when })));
    if (conditions.length === 1) {
      const fits = enableWhenOf(conditions[0]!.when, facts, coding);
      if (fits) return { ...fits, extension: [kept] };
    }
    const texts = conditions.map((c) => conditionExpression(c.when, facts, coding));
    if (texts.some((t) => t === null)) {
      notes.lines.push(`"${name}" is shown by a condition FHIRPath cannot state here; it is kept in the practice's extension only`);
      return { extension: [kept] };
    }
    const expression = texts.length === 1 ? texts[0]! : texts.map((t) => `(${t})`).join(' or ');
    return { extension: [{ url: EXT.enableWhenExpression, valueExpression: { language: 'text/fhirpath', expression } }, kept] };
  };

  const formulas = new Map(calculatedFields(def).map((c) => [c.name, c]));
  /** A calculated question's formula as SDC's calculatedExpression (FHIRPath over the response). */
  const calculation = (name: string): Extension[] => {
    const calculated = formulas.get(name);
    if (!calculated?.parsed) return [];
    const expression = formulaFhirPath(calculated.parsed, (field) => facts(field).weighted);
    return [{ url: EXT.calculatedExpression, valueExpression: { language: 'text/fhirpath', expression, description: calculated.formula } }];
  };

  const questionItem = (name: string): QuestionnaireItem => {
    const item = itemOf({ ...question(name) });
    const shown = conditionsOf(name);
    const extension = [...calculation(name), ...(item.extension ?? []), ...(shown.extension ?? [])];
    const { extension: _e, ...enable } = shown;
    return {
      ...item,
      ...(required.has(name) && item.type !== 'display' ? { required: true } : {}),
      ...enable,
      ...(extension.length > 0 ? { extension } : {}),
    };
  };

  const scales = Object.entries(def.scoring?.scales ?? {});
  const totalItem = (id: string, scale: ScaleSpec): QuestionnaireItem => {
    const weighted = scale.items.filter((f) => facts(f).weighted);
    const plain = scale.items.filter((f) => !weighted.includes(f));
    const decimal = scale.items.some((f) => fields[f]?.type === 'number');
    const { items: _items, ...rest } = scale;
    const codes: Coding[] | undefined = def.codes?.scales?.[id];
    return {
      linkId: scaleLinkId(id),
      ...(codes ? { code: codes } : {}),
      text: scale.title,
      type: decimal ? 'decimal' : 'integer',
      readOnly: true,
      extension: [
        {
          url: EXT.calculatedExpression,
          valueExpression: { language: 'text/fhirpath', expression: scaleTotalExpression(weighted, plain), description: `${scale.title}: the sum of ${scale.items.length} items, empty until every one is answered` },
        },
        json(own.scale, rest),
      ],
    };
  };
  const extras = Object.keys(scales.length > 0 ? Object.assign({}, ...scales.map(([, s]) => s)) : {}).filter((k) => !['title', 'items'].includes(k));
  if (extras.length > 0) notes.keep(`a scale's ${extras.join(', ')}`, scales.map(([id]) => id).join(', '));

  /** Each scale's total sits after its last item's question, in that question's group. */
  const totalsAfter = new Map<string, QuestionnaireItem[]>();
  for (const [id, scale] of scales) {
    const last = scale.items.at(-1)!;
    totalsAfter.set(last, [...(totalsAfter.get(last) ?? []), totalItem(id, scale)]);
  }
  const withTotals = (names: string[]): QuestionnaireItem[] => names.flatMap((name) => [questionItem(name), ...(totalsAfter.get(name) ?? [])]);
  /** A Likert grid as a group drawn as a table (questions as rows, answers as columns); totals of its rows follow the group. */
  const gridItem = (grid: FormGrid): QuestionnaireItem[] => [
    {
      linkId: gridLinkId(grid.id),
      ...(grid.title ? { text: grid.title } : {}),
      type: 'group',
      extension: [{ url: EXT.itemControl, valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: GRID_ITEM_CONTROL }] } }],
      item: [...(grid.description ? [{ linkId: `${gridLinkId(grid.id)}-text`, text: grid.description, type: 'display' as const }] : []), ...grid.fields.map(questionItem)],
    },
    ...grid.fields.flatMap((name) => totalsAfter.get(name) ?? []),
  ];
  const inSection = (names: string[]): QuestionnaireItem[] => inGrids(def, names, withTotals, gridItem);

  const sections = def.sections ?? [];
  const items: QuestionnaireItem[] =
    sections.length > 0
      ? sections.map((section) => {
          const codes = def.codes?.sections?.[section.id];
          const intro: QuestionnaireItem[] = section.description ? [{ linkId: sectionTextLinkId(section.id), text: section.description, type: 'display' }] : [];
          const children = [...intro, ...inSection(section.fields)];
          return {
            linkId: sectionLinkId(section.id),
            ...(codes ? { code: codes } : {}),
            text: section.title,
            type: 'group' as const,
            // a group with no questions (an empty step) still needs an item: FHIR groups hold at least one
            item: children.length > 0 ? children : [{ linkId: sectionTextLinkId(section.id), text: section.title, type: 'display' as const }],
          };
        })
      : inSection(Object.keys(fields));

  const formExtension: Extension[] = [];
  const formLevel: Record<string, unknown> = {};
  if (def.scoring) formLevel.scoring = { version: def.scoring.version, ...(def.scoring.flags ? { flags: def.scoring.flags } : {}) };
  if (def.settings) formLevel.settings = def.settings;
  // checks also go whole into the practice's extension, so an import gives them back as they were
  if (def.checks?.length) formLevel.checks = def.checks;
  if (def.uiSchema) {
    const formUi = Object.fromEntries(Object.entries(def.uiSchema).filter(([k]) => k.startsWith('ui:')));
    if (Object.keys(formUi).length > 0) formLevel.uiSchema = formUi;
  }
  if (Object.keys(formLevel).length > 0) {
    formExtension.push(json(own.scoring, formLevel));
    if (def.scoring?.flags?.length) notes.keep('flags', def.scoring.flags.map((f) => f.id).join(', '));
  }
  const openSchema = Object.keys(def.schema).filter((k) => !['$schema', 'type', 'properties', 'required', 'additionalProperties', 'title', 'description'].includes(k));
  if (openSchema.length > 0) {
    formExtension.push(json(own.schema, pick(def.schema, openSchema)));
    notes.keep(`the form schema's ${openSchema.join(', ')}`, def.id);
  }
  const formId: Extension = { url: own.formId, valueString: def.id };
  formExtension.push(...checkConstraints(def, (field) => facts(field).weighted));

  const questionnaire: Questionnaire = {
    resourceType: 'Questionnaire',
    id: def.id,
    extension: [formId, ...formExtension],
    url: questionnaireUrl(base, def.id),
    version: String(def.version),
    name: computerName(def.id),
    title: def.title,
    status: options.status ?? 'active',
    subjectType: ['Patient'],
    ...(def.description ? { description: def.description } : {}),
    ...(def.codes?.form ? { code: def.codes.form } : {}),
    item: items,
  };
  return { questionnaire, notes: notes.all() };
}

