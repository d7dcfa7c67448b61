/**
 * One reader per FHIR item type: the question an R4 item becomes (schema and uiSchema, with the
 * codes of its choices). Types the answer model cannot hold (an attachment, a reference) are
 * refused with the reason.
 */
import { GROUP_MAX_ITEMS, PHONE_PATTERN } from '../definition/field-kinds.ts';
import type { Coding, JsonSchemaObject } from '../definition/types.ts';
import { EXT, ITEM_CONTROL_SYSTEM } from './fhir-urls.ts';
import { withExclusiveValues } from '../definition/exclusive-choices.ts';
import type { AnswerOption, Extension, ItemType, QuestionnaireItem } from './r4-types.ts';

/** What a reader makes of an item. */
export type ReadQuestionResult =
  | { ok: true; schema: JsonSchemaObject; ui?: Record<string, unknown>; choiceCodes?: Record<string, Coding> }
  | { ok: false; message: string };

/** What a reader needs besides the item: its path, notes, options found in contained ValueSets, local code systems. */
export interface ReadContext {
  path: string;
  name: string;
  note: (message: string) => void;
  /** the item's choices: its answerOption, or the contained ValueSet its answerValueSet names; a string when they cannot be found */
  options: (item: QuestionnaireItem) => AnswerOption[] | string;
  /** whether a code system is a question's own (written by this app's export: the choice's value is the code, nothing to keep) */
  isLocalSystem: (system: string) => boolean;
  /** a repeating group's fields, read as questions */
  readChild: (item: QuestionnaireItem, path: string) => { name: string; schema: JsonSchemaObject; ui?: Record<string, unknown>; required: boolean } | { error: string };
}

export const extensionOf = (item: { extension?: Extension[] }, url: string): Extension | undefined => item.extension?.find((e) => e.url === url);

const numberIn = (e: Extension | undefined): number | undefined => {
  const v = e?.valueInteger ?? e?.valueDecimal;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/** The SDC item control code (radio-button, drop-down, check-box, help…), if any. */
export function itemControl(item: QuestionnaireItem): string | undefined {
  const concept = extensionOf(item, EXT.itemControl)?.valueCodeableConcept;
  return concept?.coding?.find((c) => c.system === ITEM_CONTROL_SYSTEM || c.system === undefined)?.code;
}

/** An option's score: itemWeight or ordinalValue on the option, or ordinalValue on its coding. */
export function optionScore(option: AnswerOption): number | undefined {
  return (
    numberIn(extensionOf(option, EXT.itemWeight)) ??
    numberIn(extensionOf(option, EXT.ordinalValue)) ??
    numberIn(option.valueCoding?.extension?.find((e) => e.url === EXT.ordinalValue || e.url === EXT.itemWeight))
  );
}

const DEFAULT_TEXT_LIMIT = { string: 200, text: 2000 } as const;

function textQuestion(type: 'string' | 'text') {
  return (item: QuestionnaireItem, ctx: ReadContext): ReadQuestionResult => {
    const schema: JsonSchemaObject = { type: 'string' };
    if (typeof item.maxLength === 'number' && item.maxLength > 0) schema.maxLength = item.maxLength;
    else {
      schema.maxLength = DEFAULT_TEXT_LIMIT[type];
      ctx.note(`"${ctx.name}": no maxLength, so answers are limited to ${DEFAULT_TEXT_LIMIT[type]} characters`);
    }
    const minLength = numberIn(extensionOf(item, EXT.minLength));
    if (minLength !== undefined) schema.minLength = minLength;
    const regex = extensionOf(item, EXT.regex)?.valueString;
    if (typeof regex === 'string') schema.pattern = regex;
    const ui: Record<string, unknown> | undefined =
      type === 'text' ? { 'ui:widget': 'textarea' } : regex === PHONE_PATTERN ? { 'ui:options': { inputType: 'tel' } } : undefined;
    return { ok: true, schema, ...(ui ? { ui } : {}) };
  };
}

function numberQuestion(type: 'integer' | 'number') {
  return (item: QuestionnaireItem): ReadQuestionResult => {
    const schema: JsonSchemaObject = { type };
    const min = numberIn(extensionOf(item, EXT.minValue));
    const max = numberIn(extensionOf(item, EXT.maxValue));
    if (min !== undefined) schema.minimum = min;
    if (max !== undefined) schema.maximum = max;
    return { ok: true, schema };
  };
}

type ChoiceEntry = { const: string | number; title: string };

/**
 * A choice item's choices. Scored options whose scores are distinct whole numbers become a rating
 * (the answer is the score, as the engine's scales add it); otherwise the answer is the code (or
 * the option's own string or number). Each coding that is not the question's own is kept as the
 * choice's code.
 */
function choiceQuestion(item: QuestionnaireItem, ctx: ReadContext): ReadQuestionResult {
  const options = ctx.options(item);
  if (typeof options === 'string') return { ok: false, message: options };
  if (options.length === 0) return { ok: false, message: 'a choice item needs at least one answerOption (or a contained answerValueSet)' };
  const scores = options.map(optionScore);
  const rated = scores.every((s) => s !== undefined && Number.isInteger(s)) && new Set(scores).size === scores.length;
  const entries: ChoiceEntry[] = [];
  const choiceCodes: Record<string, Coding> = {};
  for (const [i, option] of options.entries()) {
    const coding = option.valueCoding;
    let value: string | number;
    let title: string;
    if (coding && typeof coding.code === 'string') {
      value = rated ? scores[i]! : coding.code;
      title = typeof coding.display === 'string' && coding.display !== '' ? coding.display : coding.code;
      if (typeof coding.system === 'string' && !ctx.isLocalSystem(coding.system)) {
        choiceCodes[String(value)] = { system: coding.system, code: coding.code, ...(coding.display ? { display: coding.display } : {}) };
      }
    } else if (typeof option.valueString === 'string') {
      value = rated ? scores[i]! : option.valueString;
      title = option.valueString;
    } else if (typeof option.valueInteger === 'number') {
      value = option.valueInteger;
      title = String(option.valueInteger);
    } else if (typeof option.valueDate === 'string') {
      value = option.valueDate;
      title = option.valueDate;
    } else {
      return { ok: false, message: `answerOption ${i} has no value this app can offer as a choice (a coding, text, a whole number or a date)` };
    }
    if (entries.some((e) => e.const === value)) return { ok: false, message: `two answer options give the same answer ${JSON.stringify(value)}` };
    entries.push({ const: value, title });
  }
  const numeric = entries.every((e) => typeof e.const === 'number');
  const stringy = entries.every((e) => typeof e.const === 'string');
  if (!numeric && !stringy) return { ok: false, message: 'the answer options mix numbers and text, which one answer cannot hold' };
  const type = numeric ? (entries.every((e) => Number.isInteger(e.const)) ? 'integer' : 'number') : 'string';
  const control = itemControl(item);
  const codes = Object.keys(choiceCodes).length > 0 ? { choiceCodes } : {};
  if (item.type === 'open-choice') ctx.note(`"${ctx.name}": an open choice's free-text answer has no place here; members choose from the list`);
  if (item.repeats) {
    const maxItems = numberIn(extensionOf(item, EXT.maxOccurs)) ?? entries.length;
    // options marked optionExclusive ("None of these") cannot be ticked with others
    const exclusive = entries.filter((_, i) => options[i]!.extension?.some((e) => e.url === EXT.optionExclusive && e.valueBoolean === true)).map((e) => e.const);
    const list: JsonSchemaObject = { type: 'array', uniqueItems: true, maxItems: Math.min(maxItems, entries.length), items: { type, oneOf: entries } };
    return { ok: true, schema: withExclusiveValues(list, exclusive), ui: { 'ui:widget': 'checkboxes' }, ...codes };
  }
  const widget = rated && type === 'integer' && control !== 'drop-down' ? 'rating' : control === 'drop-down' ? 'select' : 'radio';
  return { ok: true, schema: { type, oneOf: entries }, ui: { 'ui:widget': widget }, ...codes };
}

function groupQuestion(item: QuestionnaireItem, ctx: ReadContext): ReadQuestionResult {
  const children = (item.item ?? []).filter((child) => child.type !== 'display');
  if (children.length === 0) return { ok: false, message: 'a repeating group needs at least one question' };
  const properties: Record<string, JsonSchemaObject> = {};
  const itemsUi: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [i, child] of children.entries()) {
    const read = ctx.readChild(child, `${ctx.path}/item/${i}`);
    if ('error' in read) return { ok: false, message: read.error };
    properties[read.name] = read.schema;
    if (read.ui) itemsUi[read.name] = read.ui;
    if (read.required) required.push(read.name);
  }
  let maxItems = numberIn(extensionOf(item, EXT.maxOccurs));
  if (maxItems === undefined) {
    maxItems = GROUP_MAX_ITEMS;
    ctx.note(`"${ctx.name}": a repeating group without questionnaire-maxOccurs holds at most ${GROUP_MAX_ITEMS} entries`);
  }
  const minItems = numberIn(extensionOf(item, EXT.minOccurs));
  return {
    ok: true,
    schema: {
      type: 'array',
      maxItems,
      ...(minItems ? { minItems } : {}),
      items: { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false },
    },
    ...(Object.keys(itemsUi).length > 0 ? { ui: { items: itemsUi } } : {}),
  };
}

const refuse = (why: string) => (): ReadQuestionResult => ({ ok: false, message: why });

/** The question each FHIR item type becomes. */
export const ITEM_TYPE_READERS: Readonly<Record<ItemType, (item: QuestionnaireItem, ctx: ReadContext) => ReadQuestionResult>> = {
  string: textQuestion('string'),
  text: textQuestion('text'),
  integer: numberQuestion('integer'),
  decimal: numberQuestion('number'),
  boolean: () => ({ ok: true, schema: { type: 'boolean' }, ui: { 'ui:widget': 'radio' } }),
  date: () => ({ ok: true, schema: { type: 'string', format: 'date', maxLength: 10 }, ui: { 'ui:widget': 'date' } }),
  dateTime: () => ({ ok: true, schema: { type: 'string', format: 'date-time', maxLength: 40 } }),
  time: () => ({ ok: true, schema: { type: 'string', format: 'time', maxLength: 20 }, ui: { 'ui:widget': 'time' } }),
  url: () => ({ ok: true, schema: { type: 'string', format: 'uri', maxLength: 2000 }, ui: { 'ui:widget': 'uri' } }),
  choice: choiceQuestion,
  'open-choice': choiceQuestion,
  display: () => ({ ok: true, schema: { type: 'null' }, ui: { 'ui:widget': 'sectionText' } }),
  group: groupQuestion,
  quantity: (item, ctx) => {
    ctx.note(`"${ctx.name}": a quantity is read as a number; its unit is not kept`);
    return numberQuestion('number')(item);
  },
  attachment: refuse('an attachment (a file) is not an answer this app can hold'),
  reference: refuse('a reference to another resource is not an answer this app can hold'),
};

export const isItemType = (type: unknown): type is ItemType => typeof type === 'string' && Object.hasOwn(ITEM_TYPE_READERS, type);
