/**
 * A migration is checked like a definition: its shape (a stored document may be anything), then
 * against the two versions it joins — ids go up by one, every name exists on the side it claims,
 * no name is both renamed and removed, value maps only on choice questions and only to choices
 * that exist, and every question that disappears is accounted for.
 */
import type { DefinitionIssue, FormDefinition, JsonValue } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { choicesOf, hasField, questionNames, valueKey } from './questions.ts';
import type { Migration, ValueMap } from './types.ts';

type Read = { ok: true; migration: Migration } | { ok: false; issues: DefinitionIssue[] };

const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

function stringList(value: unknown, path: string, issues: DefinitionIssue[]): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  issues.push({ path, message: 'must be a list of question names' });
  return [];
}

/**
 * A migration read from a stored document or a file: its shape checked, lists that are absent read
 * as empty. Never throws.
 */
export function readMigration(value: unknown): Read {
  if (!isRecord(value)) return { ok: false, issues: [{ path: '/', message: 'a migration must be an object' }] };
  const issues: DefinitionIssue[] = [];
  if (typeof value.formId !== 'string' || value.formId === '') issues.push({ path: '/formId', message: 'must name the form' });
  if (!isVersion(value.from)) issues.push({ path: '/from', message: 'must be a version number (a whole number from 1)' });
  if (!isVersion(value.to)) issues.push({ path: '/to', message: 'must be a version number (a whole number from 1)' });
  const renamed: Migration['renamed'] = [];
  if (value.renamed !== undefined && !Array.isArray(value.renamed)) issues.push({ path: '/renamed', message: 'must be a list of {from, to}' });
  (Array.isArray(value.renamed) ? value.renamed : []).forEach((entry: unknown, i) => {
    if (isRecord(entry) && typeof entry.from === 'string' && typeof entry.to === 'string') renamed.push({ from: entry.from, to: entry.to });
    else issues.push({ path: `/renamed/${i}`, message: 'must be {from, to} with two question names' });
  });
  const values: ValueMap[] = [];
  if (value.values !== undefined && !Array.isArray(value.values)) issues.push({ path: '/values', message: 'must be a list of {field, map}' });
  (Array.isArray(value.values) ? value.values : []).forEach((entry: unknown, i) => {
    if (isRecord(entry) && typeof entry.field === 'string' && isRecord(entry.map)) values.push({ field: entry.field, map: entry.map as Record<string, JsonValue> });
    else issues.push({ path: `/values/${i}`, message: 'must be {field, map} with a question name and an object of old value -> new value' });
  });
  const removed = stringList(value.removed, '/removed', issues);
  const reask = stringList(value.reask, '/reask', issues);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, migration: { formId: value.formId as string, from: value.from as number, to: value.to as number, renamed, removed, values, reask } };
}

const fieldRef = (id: string) => ({ kind: 'field', id }) as const;

function valueMapIssues(m: Migration, fromDef: FormDefinition, toDef: FormDefinition, sourceOf: (to: string) => string | null): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const seen = new Set<string>();
  for (const [i, { field, map }] of m.values.entries()) {
    const at = `/values/${i}`;
    const ref = fieldRef(field);
    if (seen.has(field)) issues.push({ path: at, message: `"${field}" has two value maps: give it one`, ref });
    seen.add(field);
    const source = sourceOf(field);
    const next = choicesOf(toDef, field);
    const old = source === null ? null : choicesOf(fromDef, source);
    if (!hasField(toDef, field)) {
      issues.push({ path: `${at}/field`, message: `version ${m.to} has no question "${field}"`, ref });
    } else if (source === null) {
      issues.push({ path: `${at}/field`, message: `"${field}" is new in version ${m.to}: it has no older answers to map`, ref });
    } else if (!next || !old) {
      issues.push({ path: `${at}/field`, message: `"${field}" is not a choice question on both versions: only choices can be mapped`, ref });
    } else if (next.multiple !== old.multiple) {
      issues.push({ path: `${at}/field`, message: `"${field}" changed between one answer and a tick-box list: its answers cannot be mapped (remove it and add a new question)`, ref });
    } else {
      const oldKeys = new Set(old.list.map((c) => valueKey(c.value)));
      for (const [key, target] of Object.entries(map)) {
        if (!oldKeys.has(key)) issues.push({ path: `${at}/map/${key}`, message: `"${key}" is not a choice of "${source}" on version ${m.from}`, ref });
        if (target !== null && !next.list.some((c) => c.value === target)) {
          issues.push({ path: `${at}/map/${key}`, message: `${JSON.stringify(target)} is not a choice of "${field}" on version ${m.to} (use null when the choice is gone)`, ref });
        }
      }
      const unnamed = [...oldKeys].filter((key) => !Object.hasOwn(map, key));
      if (unnamed.length > 0) {
        const list = unnamed.map((k) => `"${k}"`).join(', ');
        issues.push({ path: `${at}/map`, message: `say what ${list} of "${source}" become${unnamed.length === 1 ? 's' : ''} (the same value, another choice, or null)`, ref });
      }
    }
  }
  return issues;
}

/** Everything wrong with a migration between `fromDef` and `toDef` (empty when it is usable). */
export function migrationIssues(input: unknown, fromDef: FormDefinition, toDef: FormDefinition): DefinitionIssue[] {
  const read = readMigration(input);
  if (!read.ok) return read.issues;
  const m = read.migration;
  const issues: DefinitionIssue[] = [];
  if (m.formId !== fromDef.id || m.formId !== toDef.id) issues.push({ path: '/formId', message: `the migration is for "${m.formId}", the versions are of "${fromDef.id}" and "${toDef.id}"` });
  if (m.to !== m.from + 1) issues.push({ path: '/to', message: `a migration goes up exactly one version: from ${m.from} to ${m.from + 1}, not ${m.to}` });
  if (fromDef.version !== m.from) issues.push({ path: '/from', message: `the migration starts at version ${m.from} but the older definition is version ${fromDef.version}` });
  if (toDef.version !== m.to) issues.push({ path: '/to', message: `the migration ends at version ${m.to} but the newer definition is version ${toDef.version}` });

  const renamedFrom = new Map<string, string>();
  const renamedTo = new Map<string, string>();
  m.renamed.forEach(({ from, to }, i) => {
    const at = `/renamed/${i}`;
    if (!hasField(fromDef, from)) issues.push({ path: `${at}/from`, message: `version ${m.from} has no question "${from}" to rename`, ref: fieldRef(from) });
    if (!hasField(toDef, to)) issues.push({ path: `${at}/to`, message: `version ${m.to} has no question "${to}" (renamed from "${from}")`, ref: fieldRef(to) });
    if (from === to) issues.push({ path: at, message: `"${from}" is renamed to itself` });
    if (renamedFrom.has(from)) issues.push({ path: `${at}/from`, message: `"${from}" is renamed twice`, ref: fieldRef(from) });
    if (renamedTo.has(to)) issues.push({ path: `${at}/to`, message: `"${renamedTo.get(to)}" and "${from}" are both renamed to "${to}"`, ref: fieldRef(to) });
    renamedFrom.set(from, to);
    renamedTo.set(to, from);
  });
  const removed = new Set<string>();
  m.removed.forEach((name, i) => {
    if (!hasField(fromDef, name)) issues.push({ path: `/removed/${i}`, message: `version ${m.from} has no question "${name}" to remove`, ref: fieldRef(name) });
    if (renamedFrom.has(name)) issues.push({ path: `/removed/${i}`, message: `"${name}" is both renamed (to "${renamedFrom.get(name)}") and removed: say which`, ref: fieldRef(name) });
    if (removed.has(name)) issues.push({ path: `/removed/${i}`, message: `"${name}" is removed twice`, ref: fieldRef(name) });
    removed.add(name);
  });
  // an old question that keeps its name must not also receive a renamed one's answers
  for (const [to, from] of renamedTo) {
    if (hasField(fromDef, to) && hasField(toDef, to) && !renamedFrom.has(to) && !removed.has(to)) {
      issues.push({ path: '/renamed', message: `"${from}" is renamed to "${to}", but "${to}" already holds answers of its own on version ${m.from}: rename or remove it too`, ref: fieldRef(to) });
    }
  }
  for (const name of questionNames(fromDef)) {
    if (!hasField(toDef, name) && !renamedFrom.has(name) && !removed.has(name)) {
      issues.push({ path: '/removed', message: `"${name}" is not on version ${m.to}: say whether it was renamed or removed`, ref: fieldRef(name) });
    }
  }

  // the older question an answer on the newer `name` comes from (null: a new question)
  const sourceOf = (name: string): string | null => {
    if (renamedTo.has(name)) return renamedTo.get(name)!;
    return hasField(fromDef, name) && !renamedFrom.has(name) && !removed.has(name) ? name : null;
  };
  issues.push(...valueMapIssues(m, fromDef, toDef, sourceOf));
  const reasked = new Set<string>();
  m.reask.forEach((name, i) => {
    if (!hasField(toDef, name)) issues.push({ path: `/reask/${i}`, message: `version ${m.to} has no question "${name}" to ask again`, ref: fieldRef(name) });
    else if (sourceOf(name) === null) issues.push({ path: `/reask/${i}`, message: `"${name}" is new in version ${m.to}: every member is asked it anyway`, ref: fieldRef(name) });
    if (reasked.has(name)) issues.push({ path: `/reask/${i}`, message: `"${name}" is listed twice`, ref: fieldRef(name) });
    reasked.add(name);
  });
  return issues;
}
