/**
 * Carrying a member's answers from the version they were given on to a newer one, step by step
 * through the chain: renamed answers move, removed ones and values without a new place are kept
 * aside (unplaced) with the version they belong to, questions whose meaning changed are listed to
 * be asked again. Nothing is thrown away; the input is never changed. Browser and server run this
 * same code.
 */
import type { ValidateFunction } from 'ajv';
import type { FormDefinition, JsonSchemaObject, JsonValue } from '../definition/types.ts';
import { isUnanswered } from '../validate/effective-schema.ts';
import { compiledValidator } from '../validate/validator-cache.ts';
import { chainSteps } from './chain.ts';
import { hasField, valueKey } from './questions.ts';
import type { Migration, MigrationOutcome, UnplacedAnswer, UnplacedReason, ValueMap } from './types.ts';

type Answers = Map<string, JsonValue>;

interface Carry {
  answers: Answers;
  unplaced: UnplacedAnswer[];
  reask: Set<string>;
}

/** Keep an answer aside; a blank one holds nothing to keep. */
function keepAside(carry: Carry, field: string, value: JsonValue, version: number, reason: UnplacedReason): void {
  if (isUnanswered(value) || (Array.isArray(value) && value.length === 0)) return;
  carry.unplaced.push({ field, value, version, reason });
}

/** The new value of one answer under a value map, or why it has none. */
function mapOne(map: ValueMap['map'], value: JsonValue): { value: JsonValue } | { reason: UnplacedReason } {
  if ((typeof value !== 'string' && typeof value !== 'number') || !Object.hasOwn(map, valueKey(value))) return { reason: 'value-unmapped' };
  const next = map[valueKey(value)]!;
  return next === null ? { reason: 'choice-removed' } : { value: next };
}

function applyValueMap(carry: Carry, { field, map }: ValueMap, sourceName: string, version: number): void {
  const value = carry.answers.get(field);
  if (value === undefined || isUnanswered(value)) return;
  if (!Array.isArray(value)) {
    const mapped = mapOne(map, value);
    if ('value' in mapped) carry.answers.set(field, mapped.value);
    else {
      carry.answers.delete(field);
      keepAside(carry, sourceName, value, version, mapped.reason);
    }
    return;
  }
  // a tick-box list: each ticked choice is mapped on its own; two old choices may become one
  const kept: JsonValue[] = [];
  const aside: Record<'choice-removed' | 'value-unmapped', JsonValue[]> = { 'choice-removed': [], 'value-unmapped': [] };
  for (const entry of value) {
    const mapped = mapOne(map, entry);
    if ('value' in mapped) {
      if (!kept.some((k) => k === mapped.value)) kept.push(mapped.value);
    } else aside[mapped.reason as keyof typeof aside].push(entry);
  }
  if (kept.length > 0) carry.answers.set(field, kept);
  else carry.answers.delete(field);
  for (const reason of ['choice-removed', 'value-unmapped'] as const) keepAside(carry, sourceName, aside[reason], version, reason);
}

function applyStep(carry: Carry, step: Migration): void {
  const version = step.from;
  for (const name of step.removed) {
    if (!carry.answers.has(name)) continue;
    keepAside(carry, name, carry.answers.get(name)!, version, 'removed');
    carry.answers.delete(name);
    carry.reask.delete(name);
  }
  // renames happen together, so swapping two names loses neither answer
  const moving = step.renamed.filter(({ from }) => carry.answers.has(from)).map(({ from, to }) => ({ to, value: carry.answers.get(from)! }));
  const reasked = new Set(step.renamed.filter(({ from }) => carry.reask.has(from)).map(({ to }) => to));
  for (const { from } of step.renamed) {
    carry.answers.delete(from);
    carry.reask.delete(from);
  }
  for (const { to, value } of moving) {
    // a stray answer under the new name (not a question on this version) must not be overwritten
    if (carry.answers.has(to)) keepAside(carry, to, carry.answers.get(to)!, version, 'not-a-question');
    carry.answers.set(to, value);
  }
  for (const name of reasked) carry.reask.add(name);
  const sourceOf = new Map(step.renamed.map(({ from, to }) => [to, from]));
  for (const valueMap of step.values) applyValueMap(carry, valueMap, sourceOf.get(valueMap.field) ?? valueMap.field, version);
  for (const name of step.reask) carry.reask.add(name);
}

// one compiled check of every question's schema per definition schema (no `required`: a missing answer fits)
const questionChecks = new WeakMap<JsonSchemaObject, ValidateFunction>();

function questionCheck(def: FormDefinition): ValidateFunction {
  let check = questionChecks.get(def.schema);
  if (!check) {
    const { properties = {}, $defs } = def.schema;
    check = compiledValidator({ type: 'object', properties, ...($defs === undefined ? {} : { $defs }) }, undefined, false);
    questionChecks.set(def.schema, check);
  }
  return check;
}

/** The question names whose answers the newer definition does not accept. */
function answersNotFitting(def: FormDefinition, answers: Answers): Set<string> {
  const check = questionCheck(def);
  const data = Object.fromEntries([...answers].filter(([name, value]) => hasField(def, name) && !isUnanswered(value)));
  if (check(data)) return new Set();
  const names = new Set<string>();
  for (const error of check.errors ?? []) {
    const top = error.instancePath.split('/')[1];
    if (top !== undefined) names.add(top.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return names;
}

/** Against the newer definition: answers to no question, or that its question no longer accepts, are kept aside. */
function fitTo(carry: Carry, target: FormDefinition, version: number): void {
  const notFitting = answersNotFitting(target, carry.answers);
  for (const [name, value] of [...carry.answers]) {
    const known = hasField(target, name);
    if (known && !notFitting.has(name)) continue;
    carry.answers.delete(name);
    carry.reask.delete(name);
    keepAside(carry, name, value, version, known ? 'does-not-fit' : 'not-a-question');
  }
}

/**
 * Carry `data`, given on version `fromVersion`, to `toVersion` through `chain` (any order; only
 * the steps between the two are used). With `target` (the definition of `toVersion`), answers it
 * does not accept (another type, a group whose records changed) and answers to no question are
 * kept aside too. Blank answers (null, empty text or lists) are never kept aside: they hold
 * nothing. A repeating group's answer moves whole, by its top-level name.
 */
export function migrateAnswers(
  data: Readonly<Record<string, unknown>>,
  chain: readonly Migration[],
  fromVersion: number,
  toVersion: number,
  target?: FormDefinition,
): MigrationOutcome {
  const selected = chainSteps(chain, fromVersion, toVersion);
  if (!selected.ok) return selected;
  const copy = structuredClone(data) as Record<string, JsonValue>;
  const carry: Carry = { answers: new Map(Object.entries(copy)), unplaced: [], reask: new Set() };
  for (const step of selected.steps) applyStep(carry, step);
  if (target) fitTo(carry, target, toVersion);
  const reask = [...carry.reask].filter((name) => carry.answers.has(name) && !isUnanswered(carry.answers.get(name)));
  return { ok: true, data: Object.fromEntries(carry.answers), unplaced: carry.unplaced, reask };
}
