/** One question item of a Questionnaire read into the form: its schema, uiSchema, codes, notes and what is kept. */
import { isCalculatedUi } from '../calculate/calculated-values.ts';
import type { ImportResult } from '../builder/import-export.ts';
import type { FormSection, JsonSchemaObject } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { EXT } from './fhir-urls.ts';
import { FIELD_NAME, nameFrom } from './import-names.ts';
import { codingOf, parseJson, refuse, textOf, type Reading } from './import-reading.ts';
import { extensionOf, isItemType, itemControl, ITEM_TYPE_READERS, type ReadContext } from './item-types.ts';
import type { AnswerOption, Extension, QuestionnaireItem } from './r4-types.ts';

/** The item's choices: its answerOption, or the contained ValueSet its answerValueSet names; why not, in words. */
function optionsOf({ contained }: Reading, item: QuestionnaireItem): AnswerOption[] | string {
  if (Array.isArray(item.answerOption)) return item.answerOption.filter(isRecord) as AnswerOption[];
  if (typeof item.answerValueSet === 'string') {
    if (!item.answerValueSet.startsWith('#')) {
      return `answerValueSet "${item.answerValueSet}" is outside the file; this app reads only value sets contained in the Questionnaire (no remote look-ups)`;
    }
    const set = contained.find((r) => r.resourceType === 'ValueSet' && r.id === item.answerValueSet!.slice(1));
    if (!set) return `answerValueSet "${item.answerValueSet}" names no contained ValueSet`;
    const includes = isRecord(set.compose) && Array.isArray(set.compose.include) ? set.compose.include.filter(isRecord) : [];
    return includes.flatMap((inc) =>
      (Array.isArray(inc.concept) ? inc.concept.filter(isRecord) : []).map((c) => ({
        valueCoding: { system: String(inc.system ?? ''), code: String(c.code), ...(typeof c.display === 'string' ? { display: c.display } : {}) },
        ...(Array.isArray(c.extension) ? { extension: c.extension as Extension[] } : {}),
      })),
    );
  }
  return [];
}

/** Apply the practice's own extensions (the exact schema and uiSchema this app exported) over what FHIR said. */
function ownExtras({ own }: Reading, item: QuestionnaireItem, schema: JsonSchemaObject, ui: Record<string, unknown> | undefined) {
  const extra = parseJson(extensionOf(item, own.schema)?.valueString);
  const ownUi = parseJson(extensionOf(item, own.uiSchema)?.valueString);
  const merged = isRecord(extra) ? (item.type === 'text' && 'type' in extra ? (extra as JsonSchemaObject) : { ...schema, ...(extra as JsonSchemaObject) }) : schema;
  return { schema: merged, ui: isRecord(ownUi) ? ownUi : ui };
}

/** An item's extensions this app reads; any other is kept verbatim and named. */
function knownItemExtensions({ own }: Reading): Set<string> {
  return new Set<string>([
    EXT.itemControl, EXT.minValue, EXT.maxValue, EXT.minLength, EXT.regex, EXT.maxOccurs, EXT.minOccurs, EXT.enableWhenExpression, EXT.calculatedExpression,
    own.schema, own.uiSchema, own.condition, own.scale,
  ]);
}

function keepUnknown(reading: Reading, item: QuestionnaireItem, path: string, name: string) {
  const known = knownItemExtensions(reading);
  (item.extension ?? []).forEach((ext, i) => {
    if (isRecord(ext) && !known.has(ext.url)) {
      reading.walk.kept.push({ path: `${path}/extension/${i}`, value: ext });
      reading.walk.notes.push(`"${name}": extension ${ext.url} has no place in a form here; kept verbatim in settings.fhir.kept`);
    }
  });
}

/** Read one question item (not a section group) into the form. Returns a refusal, or null. */
export function readQuestion(reading: Reading, item: QuestionnaireItem, path: string, section: FormSection): ImportResult | null {
  const { walk, own, localSystem } = reading;
  if (!isRecord(item) || typeof item.linkId !== 'string' || item.linkId === '') return refuse(`${path}/linkId`, 'every item needs a linkId');
  if (!isItemType(item.type)) return refuse(`${path}/type`, `"${String(item.type)}" is not an R4 item type`);
  if (walk.names.has(item.linkId)) return refuse(`${path}/linkId`, `linkId "${item.linkId}" is used twice`);
  // a calculated question of ours (its uiSchema kept with it) is a question again; other calculated items may be scale totals
  if (extensionOf(item, EXT.calculatedExpression) && !isCalculatedUi(parseJson(extensionOf(item, own.uiSchema)?.valueString))) {
    walk.calculated.push({ item, path });
    return null;
  }
  const name = nameFrom(item.linkId, walk.taken);
  walk.names.set(item.linkId, name);
  if (name !== item.linkId) walk.notes.push(`linkId "${item.linkId}" is the question "${name}"`);
  const ctx: ReadContext = {
    path,
    name,
    note: (m) => walk.notes.push(m),
    options: (choiceItem) => optionsOf(reading, choiceItem),
    isLocalSystem: (system) => localSystem.test(system),
    readChild: (child, childPath) => {
      if (!isItemType(child.type) || child.type === 'group' || child.type === 'display') return { error: `${childPath}: a repeating group's fields are one-line questions` };
      const sub = String(child.linkId ?? '').split('.').at(-1) ?? '';
      const subName = FIELD_NAME.test(sub) ? sub : nameFrom(sub, new Set());
      const read = ITEM_TYPE_READERS[child.type](child, { ...ctx, path: childPath, name: `${name}.${subName}` });
      if (!read.ok) return { error: `${childPath}: ${read.message}` };
      const extras = ownExtras(reading, child, { type: read.schema.type, title: textOf(child, subName), ...read.schema }, read.ui);
      return { name: subName, schema: extras.schema, ...(extras.ui ? { ui: extras.ui } : {}), required: child.required === true };
    },
  };
  if (item.type === 'group' && !item.repeats) return refuse(path, 'internal: a section group was read as a question');
  const read = ITEM_TYPE_READERS[item.type](item, ctx);
  if (!read.ok) return refuse(path, read.message);
  let schema: JsonSchemaObject = { type: read.schema.type, title: textOf(item, name), ...read.schema };
  if (item.repeats && item.type !== 'choice' && item.type !== 'open-choice' && item.type !== 'group' && item.type !== 'display') {
    const maxItems = (extensionOf(item, EXT.maxOccurs)?.valueInteger as number | undefined) ?? 20;
    if (extensionOf(item, EXT.maxOccurs) === undefined) walk.notes.push(`"${name}": repeats without questionnaire-maxOccurs, so at most 20 answers`);
    const { title, ...one } = schema;
    schema = { type: 'array', title, maxItems, items: one };
  }
  const help = (item.item ?? []).find((child) => isRecord(child) && child.type === 'display' && (itemControl(child) === 'help' || child.linkId === `${item.linkId}-help`));
  if (help && typeof help.text === 'string' && item.type !== 'display') schema.description = help.text;
  if (item.readOnly === true) schema.readOnly = true;
  const extras = ownExtras(reading, item, schema, read.ui);
  if (item.type === 'display' && !extensionOf(item, own.schema)) {
    const [title, ...rest] = (item.text ?? '').split('\n\n');
    extras.schema = { type: 'null', title: title || name, ...(rest.length > 0 ? { description: rest.join('\n\n') } : {}) };
  }
  walk.fields[name] = extras.schema;
  if (extras.ui) walk.ui[name] = extras.ui;
  if (item.required === true && item.type !== 'display') walk.required.push(name);
  if (Array.isArray(item.code) && item.code.length > 0) (walk.codes.fields ??= {})[name] = item.code.map(codingOf);
  if (read.choiceCodes) (walk.codes.choices ??= {})[name] = read.choiceCodes;
  section.fields.push(name);
  keepUnknown(reading, item, path, name);
  if (item.enableWhen || extensionOf(item, EXT.enableWhenExpression) || extensionOf(item, own.condition)) walk.pending.push({ name, item, path });
  // questions nested under a question (other than its help text) follow it in the same section
  if (item.type !== 'group') {
    for (const [i, child] of (item.item ?? []).entries()) {
      if (child === help) continue;
      const problem = readQuestion(reading, child, `${path}/item/${i}`, section);
      if (problem) return problem;
    }
  }
  return null;
}
