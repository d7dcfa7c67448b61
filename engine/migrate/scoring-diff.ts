/**
 * What changed in a form's scoring between two versions, and the rule that goes with it: scores
 * made by different scoring are never compared as equal, so a scoring change needs a new scoring
 * version. Compared canonically (key order never matters) after the migration's renames, so
 * renaming a scored question is not a scoring change; changing the values its answers carry is.
 */
import { canonicalJson } from '../definition/canonical-json.ts';
import type { FormDefinition, ScaleSpec } from '../definition/types.ts';
import { withNewNames } from './new-names.ts';
import { choicesOf, fieldsOf, hasField, questionTitle } from './questions.ts';
import type { FormChange, QuestionChanges } from './types.ts';

const NO_CHANGES: QuestionChanges = { renamed: [], removed: [], values: [], reask: [] };

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** The parts of a scale, in words, compared one by one. */
const SCALE_PARTS: [string, (s: ScaleSpec) => unknown][] = [
  ['title', (s) => s.title],
  ['items', (s) => s.items],
  ['item range', (s) => [s.itemMin, s.itemMax]],
  ['subscales', (s) => s.subscales ?? {}],
  ['bands', (s) => s.bands ?? []],
  ['rules', (s) => s.rules ?? {}],
  ['reliable change', (s) => s.reliableChange],
  ['caseness', (s) => s.caseness],
  // an explicit default is no change
  ['direction', (s) => s.direction ?? 'higher-is-worse'],
];

const FLAG_PARTS = ['severity', 'message', 'fields', 'trigger', 'audience', 'signpost'] as const;

/** "a", "a and b", "a, b and c". */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const scaleName = (id: string, scale: ScaleSpec | undefined) => (scale?.title ? `"${scale.title}"` : `"${id}"`);

/** A scale item whose answers now carry other values (its choices' values changed, or a value map moves them). */
function itemValuesChanged(older: FormDefinition, newer: FormDefinition, name: string, changes: QuestionChanges): boolean {
  if (!hasField(older, name) || changes.removed.includes(name)) return false;
  if (changes.values.some((v) => v.field === name)) return true;
  const values = (def: FormDefinition) => choicesOf(def, name)?.list.map((c) => c.value) ?? null;
  const bounds = (def: FormDefinition) => {
    const schema = fieldsOf(def)[name]!;
    return [schema.type, schema.minimum, schema.maximum, schema.multipleOf];
  };
  return !same(values(older), values(newer)) || !same(bounds(older), bounds(newer));
}

function scaleChanges(older: FormDefinition, newer: FormDefinition, changes: QuestionChanges): FormChange[] {
  const before = older.scoring?.scales ?? {};
  const after = newer.scoring?.scales ?? {};
  const out: FormChange[] = [];
  for (const [id, scale] of Object.entries(after)) {
    const was = Object.hasOwn(before, id) ? before[id] : undefined;
    if (!was) {
      out.push({ kind: 'scoring', text: `Scale ${scaleName(id, scale)} added` });
      continue;
    }
    const parts = SCALE_PARTS.filter(([, part]) => !same(part(was), part(scale))).map(([words]) => words);
    if (parts.length > 0) out.push({ kind: 'scoring', text: `Scale ${scaleName(id, scale)}: ${listWords(parts)} changed` });
    const revalued = scale.items.filter((item) => itemValuesChanged(older, newer, item, changes));
    if (revalued.length > 0) {
      out.push({ kind: 'scoring', text: `Scale ${scaleName(id, scale)}: the answers of ${listWords(revalued.map((item) => questionTitle(newer, item)))} now count differently` });
    }
  }
  for (const [id, scale] of Object.entries(before)) {
    if (!Object.hasOwn(after, id)) out.push({ kind: 'scoring', text: `Scale ${scaleName(id, scale)} removed` });
  }
  return out;
}

function flagChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  const before = new Map((older.scoring?.flags ?? []).map((f) => [f.id, f]));
  const after = new Map((newer.scoring?.flags ?? []).map((f) => [f.id, f]));
  const out: FormChange[] = [];
  for (const [id, flag] of after) {
    const was = before.get(id);
    if (!was) out.push({ kind: 'scoring', text: `Flag "${id}" added (${flag.severity}): ${flag.message}` });
    else {
      const parts = FLAG_PARTS.filter((part) => !same(was[part], flag[part]));
      if (parts.length > 0) out.push({ kind: 'scoring', text: `Flag "${id}": ${listWords([...parts])} changed` });
    }
  }
  for (const id of before.keys()) if (!after.has(id)) out.push({ kind: 'scoring', text: `Flag "${id}" removed` });
  return out;
}

/**
 * The scoring changes from `older` (already carrying the newer names: `withNewNames`) to `newer`,
 * without the scoring version itself, which is not a change in how anything is scored.
 */
export function scoringDifferences(older: FormDefinition, newer: FormDefinition, changes: QuestionChanges = NO_CHANGES): FormChange[] {
  if (!older.scoring && !newer.scoring) return [];
  if (!older.scoring) return [{ kind: 'scoring', text: `Scoring added (version "${newer.scoring!.version}")` }];
  if (!newer.scoring) return [{ kind: 'scoring', text: 'Scoring removed: responses to the new version get no scores' }];
  return [...scaleChanges(older, newer, changes), ...flagChanges(older, newer)];
}

/** The scoring version after `version`: its last number plus one ("pcl5-1" -> "pcl5-2", "2" -> "3"), else "-2" appended. */
export function nextScoringVersion(version: string): string {
  const match = /^(.*?)(\d+)$/.exec(version);
  return match ? `${match[1]}${Number(match[2]) + 1}` : `${version}-2`;
}

/** Why publishing `toDef` after `fromDef` needs a new scoring version, with the one to propose. */
export interface ScoringVersionProblem {
  message: string;
  /** the scoring version to propose (the builder offers it; the author may choose another) */
  proposed: string;
  /** what changed in the scoring, in words */
  changes: FormChange[];
}

/**
 * When the scoring changed (scales, items, bands, subscales, rules, flags, or the values a scored
 * answer carries) but the scoring version did not: a readable refusal and a proposed next version.
 * Null when the scoring is unchanged, the version changed with it, or one side has no scoring.
 * Give the migration's `changes` so renamed scored questions are not mistaken for a change.
 */
export function scoringVersionProblem(fromDef: FormDefinition, toDef: FormDefinition, changes: QuestionChanges = NO_CHANGES): ScoringVersionProblem | null {
  const before = fromDef.scoring;
  const after = toDef.scoring;
  if (!before || !after || before.version !== after.version) return null;
  const differences = scoringDifferences(withNewNames(fromDef, changes), toDef, changes);
  if (differences.length === 0) return null;
  const proposed = nextScoringVersion(after.version);
  const what = listWords(differences.slice(0, 3).map((c) => c.text)) + (differences.length > 3 ? ` (and ${differences.length - 3} more)` : '');
  return {
    message: `The scoring changed (${what}) but its version is still "${after.version}". Set a new scoring version, such as "${proposed}", so scores made before and after the change are never compared as if they were the same.`,
    proposed,
    changes: differences,
  };
}
