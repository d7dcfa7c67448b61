/**
 * A chain of migrations (one per published version) and the steps it takes from one version to
 * another: sorted, contiguous, of one form. A missing step is an error result, never a throw.
 */
import type { JsonValue } from '../definition/types.ts';
import { valueKey } from './questions.ts';
import type { Migration, MigrationError, QuestionChanges } from './types.ts';

const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** The steps from `fromVersion` to `toVersion` in order (none when they are equal), or why there are none. */
export function chainSteps(
  chain: readonly Migration[],
  fromVersion: number,
  toVersion: number,
): { ok: true; steps: Migration[] } | { ok: false; error: MigrationError } {
  if (!isVersion(fromVersion) || !isVersion(toVersion)) {
    return { ok: false, error: { code: 'bad-version', message: `versions are whole numbers from 1 (got ${String(fromVersion)} and ${String(toVersion)})` } };
  }
  if (fromVersion > toVersion) {
    return { ok: false, error: { code: 'backwards', message: `answers only move to a newer version, not from ${fromVersion} back to ${toVersion}` } };
  }
  const byFrom = new Map<number, Migration>();
  for (const step of chain) {
    if (step.from < fromVersion || step.from >= toVersion) continue;
    if (step.to !== step.from + 1) {
      return { ok: false, error: { code: 'bad-version', message: `the migration from version ${step.from} goes to ${step.to}, not ${step.from + 1}` } };
    }
    if (byFrom.has(step.from)) return { ok: false, error: { code: 'duplicate', message: `two migrations start at version ${step.from}` } };
    byFrom.set(step.from, step);
  }
  const steps: Migration[] = [];
  for (let version = fromVersion; version < toVersion; version++) {
    const step = byFrom.get(version);
    if (!step) return { ok: false, error: { code: 'gap', message: `no migration from version ${version} to ${version + 1}: answers cannot be carried past it` } };
    if (steps.length > 0 && step.formId !== steps[0]!.formId) {
      return { ok: false, error: { code: 'wrong-form', message: `the chain mixes forms "${steps[0]!.formId}" and "${step.formId}"` } };
    }
    steps.push(step);
  }
  return { ok: true, steps };
}

/**
 * What several consecutive steps do to questions, as one set of changes from the first version to
 * the last: a question renamed twice is one rename, value maps compose (a choice gone on the way
 * stays gone). A name freed on the way (removed or renamed away) and used again names a new
 * question, which the result leaves out. For describing and for following a question across
 * versions; answers are carried step by step (`migrateAnswers`).
 */
export function composeSteps(steps: readonly Migration[]): QuestionChanges {
  // newer name -> the name it had before the first step (absent: the same name)
  const origin = new Map<string, string>();
  // names that were freed on the way: a question called so later is a new one
  const fresh = new Set<string>();
  const removed: string[] = [];
  const values = new Map<string, Record<string, JsonValue>>();
  const reask = new Set<string>();
  const forget = (name: string) => {
    origin.delete(name);
    values.delete(name);
    reask.delete(name);
    fresh.add(name);
  };
  for (const step of steps) {
    for (const name of step.removed) {
      if (!fresh.has(name)) removed.push(origin.get(name) ?? name);
      forget(name);
    }
    const moved = step.renamed.map(({ from, to }) => ({
      to,
      origin: fresh.has(from) ? null : (origin.get(from) ?? from),
      map: values.get(from),
      reask: reask.has(from),
    }));
    for (const { from } of step.renamed) forget(from);
    for (const entry of moved) {
      forget(entry.to);
      if (entry.origin !== null) {
        fresh.delete(entry.to);
        origin.set(entry.to, entry.origin);
      }
      if (entry.map) values.set(entry.to, entry.map);
      if (entry.reask) reask.add(entry.to);
    }
    for (const { field, map } of step.values) {
      const earlier = values.get(field);
      if (!earlier) {
        values.set(field, { ...map });
        continue;
      }
      const composed: Record<string, JsonValue> = {};
      for (const [key, middle] of Object.entries(earlier)) {
        if (middle === null) composed[key] = null;
        else if (Object.hasOwn(map, valueKey(middle))) composed[key] = map[valueKey(middle)]!;
      }
      values.set(field, composed);
    }
    for (const name of step.reask) reask.add(name);
  }
  return {
    renamed: [...origin].filter(([to, from]) => to !== from).map(([to, from]) => ({ from, to })),
    removed,
    values: [...values].filter(([field]) => !fresh.has(field)).map(([field, map]) => ({ field, map })),
    reask: [...reask].filter((name) => !fresh.has(name)),
  };
}
