/**
 * A repeating group's record (the small form each entry has, e.g. a medication's name and dose):
 * read as a list of fields and written back into `items.properties`, `items.required` and the
 * uiSchema's `items`, keeping everything else as it was.
 */
import { isRecord, type JsonSchemaObject } from '@engine';

export interface RecordField {
  name: string;
  schema: JsonSchemaObject;
  uiSchema?: Record<string, unknown>;
  required: boolean;
}

function recordOf(schema: JsonSchemaObject): JsonSchemaObject {
  return isRecord(schema.items) ? (schema.items as JsonSchemaObject) : { type: 'object', properties: {}, additionalProperties: false };
}

/** The fields of each entry, in order. */
export function recordFieldsOf(schema: JsonSchemaObject, uiSchema: Record<string, unknown> | undefined): RecordField[] {
  const record = recordOf(schema);
  const required = new Set(record.required ?? []);
  const itemsUi = isRecord(uiSchema?.items) ? uiSchema.items : {};
  return Object.entries(record.properties ?? {}).map(([name, sub]) => {
    const ui = itemsUi[name];
    return { name, schema: sub, ...(isRecord(ui) ? { uiSchema: ui } : {}), required: required.has(name) };
  });
}

/** The group's schema and uiSchema (null: none left) with these record fields. */
export function withRecordFields(
  schema: JsonSchemaObject,
  uiSchema: Record<string, unknown> | undefined,
  fields: RecordField[],
): { schema: JsonSchemaObject; uiSchema: Record<string, unknown> | null } {
  const record = recordOf(schema);
  const { required: _r, properties: _p, ...rest } = record;
  const required = fields.filter((f) => f.required).map((f) => f.name);
  const nextRecord: JsonSchemaObject = {
    ...rest,
    properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
    ...(required.length ? { required } : {}),
  };
  const { items: oldItemsUi, ...uiRest } = uiSchema ?? {};
  const itemOptions = isRecord(oldItemsUi) ? Object.fromEntries(Object.entries(oldItemsUi).filter(([k]) => k.startsWith('ui:'))) : {};
  const itemsUi = { ...itemOptions, ...Object.fromEntries(fields.filter((f) => f.uiSchema).map((f) => [f.name, f.uiSchema])) };
  const nextUi = Object.keys(itemsUi).length ? { ...uiRest, items: itemsUi } : uiRest;
  return { schema: { ...schema, items: nextRecord }, uiSchema: Object.keys(nextUi).length ? nextUi : null };
}

/** Why a record field cannot take this name, or null. */
export function recordFieldNameProblem(name: string, index: number, fields: RecordField[]): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return 'Start with a letter, then letters, digits or _';
  if (fields.some((f, i) => i !== index && f.name === name)) return `Another field of the entry is already called “${name}”`;
  return null;
}

/** A field name not used in the record yet: field1, field2 ... */
export function newRecordFieldName(fields: RecordField[]): string {
  const taken = new Set(fields.map((f) => f.name));
  let n = fields.length + 1;
  while (taken.has(`field${n}`)) n++;
  return `field${n}`;
}
