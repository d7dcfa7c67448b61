/**
 * A rename reaching what reads answers: calculated questions' formulas and earlier answers shown in
 * questions' and sections' titles and descriptions. Only what names the question is copied.
 */
import { CALCULATED_WIDGET } from '../../calculate/calculated-values.ts';
import { renameInFormula } from '../../calculate/formula-names.ts';
import { renameInRecall } from '../../recall/recall-tokens.ts';
import { isRecord } from '../../read/is-record.ts';
import type { FormDefinition, FormSection, JsonSchemaObject } from '../../definition/types.ts';
import { mapSame, mapValuesSame } from './edit-primitives.ts';

function renameInTexts<T extends { title?: string; description?: string }>(owner: T, from: string, to: string): T {
  const title = typeof owner.title === 'string' ? renameInRecall(owner.title, from, to) : owner.title;
  const description = typeof owner.description === 'string' ? renameInRecall(owner.description, from, to) : owner.description;
  if (title === owner.title && description === owner.description) return owner;
  return { ...owner, ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) };
}

function renameInUi(ui: unknown, from: string, to: string): unknown {
  if (!isRecord(ui) || ui['ui:widget'] !== CALCULATED_WIDGET || !isRecord(ui['ui:options'])) return ui;
  const options = ui['ui:options'];
  if (typeof options.formula !== 'string') return ui;
  const formula = renameInFormula(options.formula, from, to);
  return formula === options.formula ? ui : { ...ui, 'ui:options': { ...options, formula } };
}

/** The definition with question `from` read as `to` in every formula and every shown earlier answer. */
export function renameAnswerReads(def: FormDefinition, from: string, to: string): FormDefinition {
  const properties = def.schema.properties && mapValuesSame(def.schema.properties, (schema: JsonSchemaObject) => renameInTexts(schema, from, to));
  const uiSchema = def.uiSchema && mapValuesSame(def.uiSchema, (ui) => renameInUi(ui, from, to));
  const sections = def.sections && mapSame(def.sections, (section: FormSection) => renameInTexts(section, from, to));
  if (properties === def.schema.properties && uiSchema === def.uiSchema && sections === def.sections) return def;
  return {
    ...def,
    schema: properties === def.schema.properties ? def.schema : { ...def.schema, properties },
    ...(uiSchema ? { uiSchema } : {}),
    ...(sections ? { sections } : {}),
  };
}
