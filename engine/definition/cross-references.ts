import type { DefinitionRef } from './types.ts';
import { conditionFields } from './conditions.ts';
import type { DefinitionIssue, FlagTrigger, FormDefinition, ScaleSpec } from './types.ts';

type Report = (path: string, message: string, ref?: DefinitionRef) => void;

/** A record's own entry: names like "constructor" or "toString" must not find Object's methods. */
export function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

const isRemoteRef = (key: string, value: unknown): boolean =>
  (key === '$ref' || key === '$dynamicRef') && typeof value === 'string' && !value.startsWith('#');

const remoteMessage = (value: unknown) => `remote reference "${String(value)}" is not allowed: keep every schema inside the definition`;

/** Every `$ref`/`$dynamicRef` must stay inside the definition: remote schemas are never fetched. */
export function checkNoRemoteRefs(node: unknown, path: string, report: Report, ref?: DefinitionRef): void {
  // the path is built only for a hit: most schemas have none, and building every path is the cost
  const keys: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (isRemoteRef(key, child)) report([path, ...keys, key].join('/'), remoteMessage(child), ref);
      if (typeof child !== 'object' || child === null) continue;
      keys.push(escapePointer(key));
      walk(child);
      keys.pop();
    }
  };
  walk(node);
}

// A question's remote references, remembered per schema object (unchanged questions keep their identity between edits).
const remoteByField = new WeakMap<object, { path: string; message: string }[]>();

function fieldRemoteRefs(fieldSchema: object): { path: string; message: string }[] {
  let found = remoteByField.get(fieldSchema);
  if (!found) {
    const hits: { path: string; message: string }[] = [];
    checkNoRemoteRefs(fieldSchema, '', (path, message) => hits.push({ path, message }));
    remoteByField.set(fieldSchema, (found = hits));
  }
  return found;
}

/** Remote references anywhere in the form's schema, each pointing at the question it sits in. */
export function remoteRefIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const { properties, ...rest } = def.schema;
  for (const [name, fieldSchema] of Object.entries(properties ?? {})) {
    if (typeof fieldSchema !== 'object' || fieldSchema === null) continue;
    for (const hit of fieldRemoteRefs(fieldSchema)) {
      issues.push({ path: `/schema/properties/${escapePointer(name)}${hit.path}`, message: hit.message, ref: { kind: 'field', id: name } });
    }
  }
  checkNoRemoteRefs(rest, '/schema', (path, message) => issues.push({ path, message, ref: { kind: 'form', id: def.id } }));
  return issues;
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

const isNumberField = (schema: { type?: unknown }): boolean => schema.type === 'integer' || schema.type === 'number';

function checkScale(id: string, scale: ScaleSpec, def: FormDefinition, report: Report): void {
  const base = `/scoring/scales/${escapePointer(id)}`;
  const ref: DefinitionRef = { kind: 'scale', id };
  if (scale.itemMin > scale.itemMax) report(`${base}/itemMin`, `scale "${id}": the lowest rating is above the highest`, ref);
  scale.items.forEach((item, i) => {
    const fieldSchema = ownEntry(def.schema.properties, item);
    if (!fieldSchema) {
      report(`${base}/items/${i}`, `scale item "${item}" is not a field of the schema`, ref);
    } else if (!isNumberField(fieldSchema)) {
      report(`${base}/items/${i}`, `scale item "${item}" must be a number field (type integer) to be scored`, ref);
    }
  });
  for (const [subId, sub] of Object.entries(scale.subscales ?? {})) {
    sub.items.forEach((item, i) => {
      if (!scale.items.includes(item)) {
        report(`${base}/subscales/${escapePointer(subId)}/items/${i}`, `subscale item "${item}" is not an item of scale "${id}"`, ref);
      }
    });
  }
  const min = scale.items.length * scale.itemMin;
  const max = scale.items.length * scale.itemMax;
  const bands = [...(scale.bands ?? [])].sort((a, b) => a.min - b.min);
  bands.forEach((band, i) => {
    const at = `${base}/bands/${(scale.bands ?? []).indexOf(band)}`;
    if (band.min > band.max) report(at, `band "${band.id}" has min above max`, ref);
    if (band.min < min || band.max > max) report(at, `band "${band.id}" lies outside the scale's range ${min}–${max}`, ref);
    const previous = bands[i - 1];
    if (previous && band.min <= previous.max) report(at, `band "${band.id}" overlaps band "${previous.id}"`, ref);
    if (previous && band.min > previous.max + 1) {
      report(at, `totals ${previous.max + 1}–${band.min - 1} fall in no band (between "${previous.id}" and "${band.id}")`, ref);
    }
  });
  if (bands.length > 0 && (bands[0]!.min !== min || bands[bands.length - 1]!.max !== max)) {
    report(`${base}/bands`, `bands must cover the whole range ${min}–${max}`, ref);
  }
  for (const id of duplicates((scale.bands ?? []).map((b) => b.id))) report(`${base}/bands`, `band id "${id}" is used twice`, ref);
  for (const [ruleId, rule] of Object.entries(scale.rules ?? {})) {
    if (rule.kind !== 'itemsAtLeast') continue;
    rule.groups.forEach((group, i) => {
      const at = `${base}/rules/${escapePointer(ruleId)}/groups/${i}`;
      const items = group.subscale === '*' ? scale.items : ownEntry(scale.subscales, group.subscale)?.items;
      if (!items) report(`${at}/subscale`, `subscale "${group.subscale}" is not defined on scale "${id}"`, ref);
      else if (group.count > items.length) report(`${at}/count`, `count ${group.count} exceeds the ${items.length} items of "${group.subscale}"`, ref);
    });
  }
}

function checkTrigger(trigger: FlagTrigger, at: string, def: FormDefinition, report: Report, ref: DefinitionRef): void {
  if (trigger.kind === 'anyOf') {
    trigger.triggers.forEach((t, i) => checkTrigger(t, `${at}/triggers/${i}`, def, report, ref));
    return;
  }
  if (trigger.kind === 'answer') {
    for (const field of conditionFields(trigger.when)) {
      if (!ownEntry(def.schema.properties, field)) report(`${at}/when`, `flag "${ref.id}" reads "${field}", which is not a field of the schema`, ref);
    }
    return;
  }
  const scale = ownEntry(def.scoring?.scales, trigger.scale);
  if (!scale) {
    report(`${at}/scale`, `flag "${ref.id}" uses scale "${trigger.scale}", which is not defined in scoring.scales`, ref);
    return;
  }
  if (trigger.kind === 'scaleBand') {
    for (const band of trigger.bands) {
      if (!scale.bands?.some((b) => b.id === band)) report(`${at}/bands`, `flag "${ref.id}" uses band "${band}", which is not a band of scale "${trigger.scale}"`, ref);
    }
  }
  if (trigger.kind === 'rule' && !ownEntry(scale.rules, trigger.rule)) {
    report(`${at}/rule`, `flag "${ref.id}" uses rule "${trigger.rule}", which is not a rule of scale "${trigger.scale}"`, ref);
  }
}

function duplicates(ids: string[]): string[] {
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

/**
 * Checks the meta-schema cannot express: every uiSchema key, section field, condition field,
 * scoring item and flag names something that exists; each field sits in exactly one section.
 * Each issue points (`ref`) at the question, section, condition, scale or flag it is about.
 */
export function crossReferenceIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const report: Report = (path, message, ref) => issues.push(ref ? { path, message, ref } : { path, message });
  const fields = def.schema.properties ?? {};
  const isField = (name: unknown): boolean => typeof name === 'string' && Object.hasOwn(fields, name);
  const form: DefinitionRef = { kind: 'form', id: def.id };

  (def.schema.required ?? []).forEach((name, i) => {
    if (!isField(name)) report(`/schema/required/${i}`, `required field "${name}" is not in schema.properties`, form);
  });

  for (const key of Object.keys(def.uiSchema ?? {})) {
    if (key.startsWith('ui:')) continue;
    if (!isField(key)) report(`/uiSchema/${escapePointer(key)}`, `uiSchema names "${key}", which is not a field of the schema`, form);
  }
  const order = def.uiSchema?.['ui:order'];
  if (Array.isArray(order)) {
    order.forEach((name, i) => {
      if (name !== '*' && !isField(name)) {
        report(`/uiSchema/ui:order/${i}`, `ui:order names "${String(name)}", which is not a field of the schema`, form);
      }
    });
  }

  if (def.sections) {
    const placed = new Map<string, string>();
    def.sections.forEach((section, s) => {
      const ref: DefinitionRef = { kind: 'section', id: section.id };
      section.fields.forEach((field, i) => {
        const at = `/sections/${s}/fields/${i}`;
        if (!isField(field)) report(at, `section "${section.id}" lists "${field}", which is not a field of the schema`, ref);
        else if (placed.has(field)) report(at, `"${field}" is already in section "${placed.get(field)}": each field belongs to one section`, ref);
        else placed.set(field, section.id);
      });
    });
    for (const name of Object.keys(fields)) {
      if (!placed.has(name)) report('/sections', `field "${name}" is in no section: add it to one`, { kind: 'field', id: name });
    }
    for (const id of duplicates(def.sections.map((s) => s.id))) report('/sections', `section id "${id}" is used twice`, { kind: 'section', id });
  }

  (def.conditions ?? []).forEach((condition, c) => {
    const ref: DefinitionRef = { kind: 'condition', id: condition.id };
    condition.show.forEach((field, i) => {
      if (!isField(field)) report(`/conditions/${c}/show/${i}`, `condition "${condition.id}" shows "${field}", which is not a field of the schema`, ref);
    });
    for (const field of conditionFields(condition.when)) {
      if (!isField(field)) report(`/conditions/${c}/when`, `condition "${condition.id}" reads "${field}", which is not a field of the schema`, ref);
      if (condition.show.includes(field)) report(`/conditions/${c}/when`, `condition "${condition.id}" shows the field it reads ("${field}")`, ref);
    }
  });
  for (const id of duplicates((def.conditions ?? []).map((c) => c.id))) report('/conditions', `condition id "${id}" is used twice`, { kind: 'condition', id });

  for (const [id, scale] of Object.entries(def.scoring?.scales ?? {})) checkScale(id, scale, def, report);
  (def.scoring?.flags ?? []).forEach((flag, f) => {
    const ref: DefinitionRef = { kind: 'flag', id: flag.id };
    flag.fields.forEach((field, i) => {
      if (!isField(field)) report(`/scoring/flags/${f}/fields/${i}`, `flag "${flag.id}" names "${field}", which is not a field of the schema`, ref);
    });
    checkTrigger(flag.trigger, `/scoring/flags/${f}/trigger`, def, report, ref);
  });
  for (const id of duplicates((def.scoring?.flags ?? []).map((f) => f.id))) report('/scoring/flags', `flag id "${id}" is used twice`, { kind: 'flag', id });

  return issues;
}
