/**
 * One mapping per question kind of the catalogue (and the advanced question): the FHIR item it
 * becomes and the answer items a response gives it. A new kind in the catalogue adds one entry
 * here (the Record over FieldKindId makes that a type error until it does).
 */
import type { FieldKindId } from '../definition/field-kind-ids.ts';
import { kindOfField } from '../definition/field-kind-of.ts';
import type { Coding, JsonSchemaObject, JsonValue } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { exclusiveValues } from '../definition/exclusive-choices.ts';
import { choiceSystem, EXT, ITEM_CONTROL_SYSTEM } from './fhir-urls.ts';
import type { AnswerOption, AnswerValue, Extension, ItemType, QuestionnaireItem, ResponseItem } from './r4-types.ts';

/** A question as the mapping sees it. */
export interface Question {
  /** the item's linkId: the question's name (a repeating group's fields: group.field) */
  linkId: string;
  /** the name the codes and answers use */
  name: string;
  schema: JsonSchemaObject;
  ui: Record<string, unknown> | undefined;
  codes: Coding[] | undefined;
  choiceCodes: Record<string, Coding> | undefined;
  base: string;
  formId: string;
}

/** The item's type and its own elements (the caller adds linkId, text, code, required, conditions). */
export interface ItemPart {
  type: ItemType;
  repeats?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  answerOption?: AnswerOption[];
  extension?: Extension[];
  item?: QuestionnaireItem[];
  /** the schema keywords this item carries; the caller keeps the rest in the practice's extension */
  mapped: string[];
}

export interface KindMapping {
  toItem: (q: Question, child: (q: Question) => QuestionnaireItem) => ItemPart;
  /** the response items for an answer (none when unanswered) */
  toResponse: (value: JsonValue, q: Question) => ResponseItem[];
}

/** Keywords every item carries: the type, words and a default are item elements or text. */
const ALWAYS = ['type', 'title', 'description', '$comment', 'default', 'examples', 'readOnly'];

type Choice = { const: string | number | boolean; title?: string };

/** A question's choices (oneOf of const/title, or enum), from the question or its list's items. */
export function choicesOf(schema: JsonSchemaObject): Choice[] {
  const own = schema.type === 'array' && isRecord(schema.items) ? (schema.items as JsonSchemaObject) : schema;
  if (Array.isArray(own.oneOf)) return own.oneOf.filter((c): c is Choice => isRecord(c) && 'const' in c) as Choice[];
  if (Array.isArray(own.enum)) return own.enum.map((v) => ({ const: v as string | number }));
  return [];
}

/** The coding a choice is answered with: its own code, else the value in the question's own code system. */
export function choiceCoding(q: Pick<Question, 'base' | 'formId' | 'name' | 'choiceCodes'>, choice: Choice): Coding {
  const own = q.choiceCodes?.[String(choice.const)];
  if (own) return { ...own, ...(own.display === undefined && choice.title ? { display: choice.title } : {}) };
  return { system: choiceSystem(q.base, q.formId, q.name), code: String(choice.const), ...(choice.title ? { display: choice.title } : {}) };
}

const isScore = (choice: Choice): choice is Choice & { const: number } => typeof choice.const === 'number';

/**
 * answerOption codings; a number's value is its score (itemWeight, and R4's ordinalValue on the
 * coding); an exclusive choice of a tick-box list carries optionExclusive.
 */
function options(q: Question): AnswerOption[] {
  const exclusive = exclusiveValues(q.schema);
  return choicesOf(q.schema).map((choice) => {
    const coding = choiceCoding(q, choice);
    if (exclusive.includes(choice.const as string | number)) return { extension: [{ url: EXT.optionExclusive, valueBoolean: true }], valueCoding: coding };
    if (!isScore(choice)) return { valueCoding: coding };
    return {
      extension: [{ url: EXT.itemWeight, valueDecimal: choice.const }],
      valueCoding: { ...coding, extension: [{ url: EXT.ordinalValue, valueDecimal: choice.const }] },
    };
  });
}

function control(code: string): Extension {
  return { url: EXT.itemControl, valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code }] } };
}

/** Text limits: maxLength (an R4 element), minLength and pattern (standard extensions). */
function textLimits(schema: JsonSchemaObject): Pick<ItemPart, 'maxLength' | 'extension'> {
  const extension: Extension[] = [];
  if (typeof schema.minLength === 'number') extension.push({ url: EXT.minLength, valueInteger: schema.minLength });
  if (typeof schema.pattern === 'string') extension.push({ url: EXT.regex, valueString: schema.pattern });
  return { ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}), ...(extension.length > 0 ? { extension } : {}) };
}

const TEXT_KEYWORDS = [...ALWAYS, 'maxLength', 'minLength', 'pattern'];

function textItem(type: 'string' | 'text') {
  return (q: Question): ItemPart => ({ type, ...textLimits(q.schema), mapped: TEXT_KEYWORDS });
}

function single(linkId: string, answer: AnswerValue[]): ResponseItem[] {
  return answer.length === 0 ? [] : [{ linkId, answer }];
}

const stringAnswer = (value: JsonValue, q: Question) => single(q.linkId, typeof value === 'string' && value !== '' ? [{ valueString: value }] : []);

function choiceAnswers(values: JsonValue[], q: Question): AnswerValue[] {
  const choices = choicesOf(q.schema);
  return values.flatMap((value) => {
    const choice = choices.find((c) => c.const === value);
    if (!choice) return [];
    const { system, code, display } = choiceCoding(q, choice);
    return [{ valueCoding: { system, code, ...(display ? { display } : {}) } }];
  });
}

function choiceItem(controlCode: string | null, repeats = false) {
  return (q: Question): ItemPart => {
    const extension: Extension[] = controlCode ? [control(controlCode)] : [];
    if (repeats && typeof q.schema.maxItems === 'number') extension.push({ url: EXT.maxOccurs, valueInteger: q.schema.maxItems });
    return {
      type: 'choice',
      ...(repeats ? { repeats: true } : {}),
      answerOption: options(q),
      ...(extension.length > 0 ? { extension } : {}),
      mapped: [...ALWAYS, 'oneOf', 'enum', ...(repeats ? ['items', 'maxItems', 'uniqueItems'] : [])],
    };
  };
}

const singleChoiceAnswer = (value: JsonValue, q: Question) => single(q.linkId, value === undefined || value === null ? [] : choiceAnswers([value], q));
const multipleChoiceAnswer = (value: JsonValue, q: Question) => single(q.linkId, Array.isArray(value) ? choiceAnswers(value, q) : []);

function numberItem(q: Question): ItemPart {
  const integer = q.schema.type === 'integer';
  const key = integer ? 'valueInteger' : 'valueDecimal';
  const extension: Extension[] = [];
  if (typeof q.schema.minimum === 'number') extension.push({ url: EXT.minValue, [key]: q.schema.minimum });
  if (typeof q.schema.maximum === 'number') extension.push({ url: EXT.maxValue, [key]: q.schema.maximum });
  return { type: integer ? 'integer' : 'decimal', ...(extension.length > 0 ? { extension } : {}), mapped: [...ALWAYS, 'minimum', 'maximum'] };
}

/**
 * A slider: a number item with the SDC slider control, its ends, and its step where R4 can say it
 * (a whole number). The end labels stay in the uiSchema the practice's extension keeps.
 */
function sliderItem(q: Question): ItemPart {
  const number = numberItem(q);
  const step = q.schema.multipleOf;
  const wholeStep = typeof step === 'number' && Number.isInteger(step);
  const extension = [...(number.extension ?? []), control('slider'), ...(wholeStep ? [{ url: EXT.sliderStepValue, valueInteger: step }] : [])];
  return { ...number, extension, mapped: [...number.mapped, ...(wholeStep ? ['multipleOf'] : [])] };
}

function numberAnswer(value: JsonValue, q: Question): ResponseItem[] {
  if (typeof value !== 'number') return [];
  return single(q.linkId, [q.schema.type === 'integer' && Number.isInteger(value) ? { valueInteger: value } : { valueDecimal: value }]);
}

const booleanAnswer = (value: JsonValue, q: Question) => single(q.linkId, typeof value === 'boolean' ? [{ valueBoolean: value }] : []);

/** A yes/no question: a choice of "no"/"yes" (our answers are those words), or a boolean. */
function yesNoItem(q: Question): ItemPart {
  return q.schema.type === 'boolean' ? { type: 'boolean', mapped: ALWAYS } : choiceItem('radio-button')(q);
}

function yesNoAnswer(value: JsonValue, q: Question): ResponseItem[] {
  return q.schema.type === 'boolean' ? booleanAnswer(value, q) : singleChoiceAnswer(value, q);
}

/** A repeating group: a repeating group item, its record's fields as child items. */
function groupItem(q: Question, child: (q: Question) => QuestionnaireItem): ItemPart {
  const record = q.schema.items as JsonSchemaObject;
  const itemsUi = isRecord(q.ui?.items) ? (q.ui.items as Record<string, unknown>) : {};
  const required = new Set(record.required ?? []);
  const children = Object.entries(record.properties ?? {}).map(([sub, schema]) => {
    const item = child({ ...q, linkId: `${q.linkId}.${sub}`, name: `${q.name}.${sub}`, schema, ui: itemsUi[sub] as Record<string, unknown> | undefined, codes: undefined, choiceCodes: undefined });
    return required.has(sub) ? { ...item, required: true } : item;
  });
  const extension: Extension[] = [];
  if (typeof q.schema.maxItems === 'number') extension.push({ url: EXT.maxOccurs, valueInteger: q.schema.maxItems });
  if (typeof q.schema.minItems === 'number' && q.schema.minItems > 0) extension.push({ url: EXT.minOccurs, valueInteger: q.schema.minItems });
  return { type: 'group', repeats: true, item: children, ...(extension.length > 0 ? { extension } : {}), mapped: [...ALWAYS, 'items', 'maxItems', 'minItems'] };
}

function groupAnswer(value: JsonValue, q: Question): ResponseItem[] {
  if (!Array.isArray(value)) return [];
  const record = q.schema.items as JsonSchemaObject;
  const itemsUi = isRecord(q.ui?.items) ? (q.ui.items as Record<string, unknown>) : {};
  return value.filter(isRecord).map((entry) => ({
    linkId: q.linkId,
    item: Object.entries(record.properties ?? {}).flatMap(([sub, schema]) => {
      const childUi = itemsUi[sub] as Record<string, unknown> | undefined;
      const childQ: Question = { ...q, linkId: `${q.linkId}.${sub}`, name: `${q.name}.${sub}`, schema, ui: childUi, codes: undefined, choiceCodes: undefined };
      const answer = (entry as Record<string, JsonValue>)[sub];
      return answer === undefined ? [] : responseItems(answer, childQ);
    }),
  }));
}

/** An advanced question: its answer as text (JSON unless it is text), the whole schema kept in the practice's extension. */
const advancedItem = (): ItemPart => ({ type: 'text', mapped: ['title', 'description'] });
function advancedAnswer(value: JsonValue, q: Question): ResponseItem[] {
  if (value === undefined || value === null) return [];
  return single(q.linkId, [{ valueString: typeof value === 'string' ? value : JSON.stringify(value) }]);
}

export const KIND_MAPPINGS: Readonly<Record<FieldKindId | 'advanced', KindMapping>> = {
  shortText: { toItem: textItem('string'), toResponse: stringAnswer },
  longText: { toItem: textItem('text'), toResponse: stringAnswer },
  number: { toItem: numberItem, toResponse: numberAnswer },
  email: { toItem: textItem('string'), toResponse: stringAnswer },
  phone: { toItem: textItem('string'), toResponse: stringAnswer },
  date: { toItem: () => ({ type: 'date', mapped: [...ALWAYS, 'format', 'maxLength'] }), toResponse: (v, q) => single(q.linkId, typeof v === 'string' && v !== '' ? [{ valueDate: v }] : []) },
  singleChoice: { toItem: choiceItem('radio-button'), toResponse: singleChoiceAnswer },
  dropdown: { toItem: choiceItem('drop-down'), toResponse: singleChoiceAnswer },
  multipleChoice: { toItem: choiceItem('check-box', true), toResponse: multipleChoiceAnswer },
  yesNo: { toItem: yesNoItem, toResponse: yesNoAnswer },
  rating: { toItem: choiceItem('radio-button'), toResponse: singleChoiceAnswer },
  consent: { toItem: () => ({ type: 'boolean', mapped: ALWAYS }), toResponse: booleanAnswer },
  signature: { toItem: textItem('text'), toResponse: stringAnswer },
  sectionText: { toItem: () => ({ type: 'display', mapped: ALWAYS }), toResponse: () => [] },
  group: { toItem: groupItem, toResponse: groupAnswer },
  // the formula becomes a calculatedExpression where the export knows every question (questionnaire-export.ts)
  calculated: { toItem: () => ({ type: 'decimal', readOnly: true, mapped: ALWAYS }), toResponse: numberAnswer },
  slider: { toItem: sliderItem, toResponse: numberAnswer },
  // FHIR has no ranking control: a repeating choice whose answers are in the member's order (answers are ordered);
  // that every option is placed (minItems) and the widget stay in the practice's extensions
  ranking: { toItem: choiceItem(null, true), toResponse: multipleChoiceAnswer },
  advanced: { toItem: advancedItem, toResponse: advancedAnswer },
};

/** The kind a question is mapped as. */
export function mappingKind(q: Pick<Question, 'schema' | 'ui'>): FieldKindId | 'advanced' {
  return kindOfField(q.schema, q.ui ?? null);
}

/** The response items for a question's answer. */
export function responseItems(value: JsonValue, q: Question): ResponseItem[] {
  return KIND_MAPPINGS[mappingKind(q)].toResponse(value, q);
}
