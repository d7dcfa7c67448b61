/**
 * Who uses what in a definition: the conditions, scales and flags that read a question, the flags
 * that use a scale. Refusals list these as blockers; the builder shows them as "used by" links.
 */
import { conditionFields } from '../definition/conditions.ts';
import { checkFields } from '../definition/check-references.ts';
import { answerReaders } from '../definition/answer-readers.ts';
import type { FlagSpec, FlagTrigger, FormDefinition } from '../definition/types.ts';
import type { DefinitionRef } from '../definition/types.ts';
import { fieldNameProblem, idProblem, type IdKind } from './edits/edit-primitives.ts';
import { isRecord } from '../read/is-record.ts';

/** Every question an answer trigger reads, through anyOf. */
export function triggerFields(trigger: FlagTrigger): string[] {
  if (trigger.kind === 'answer') return conditionFields(trigger.when);
  if (trigger.kind === 'anyOf') return trigger.triggers.flatMap(triggerFields);
  return [];
}

/** Every scale a trigger reads, through anyOf. */
export function triggerScales(trigger: FlagTrigger): string[] {
  if (trigger.kind === 'anyOf') return trigger.triggers.flatMap(triggerScales);
  return trigger.kind === 'answer' ? [] : [trigger.scale];
}

export const flagUsesField = (flag: FlagSpec, name: string): boolean =>
  flag.fields.includes(name) || triggerFields(flag.trigger).includes(name);

/** Schema keywords at the form's root that the builder itself keeps right; any other may name questions. */
const BUILDER_ROOT_KEYWORDS = new Set(['$schema', '$id', '$comment', 'type', 'title', 'description', 'properties', 'required', 'additionalProperties', '$defs']);

/** Whether a value mentions `name` as a key or a string (e.g. `dependentRequired`, an `if` on properties). */
function mentions(value: unknown, name: string): boolean {
  if (value === name) return true;
  if (Array.isArray(value)) return value.some((v) => mentions(v, name));
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([k, v]) => k === name || mentions(v, name));
}

/**
 * Whether the form's root schema has advanced rules (kept verbatim from an import: `if`/`then`,
 * `dependentRequired`, `allOf` ...) that name this question; the builder cannot rewrite those.
 */
export function advancedRulesName(def: FormDefinition, name: string): boolean {
  return Object.entries(def.schema).some(([keyword, value]) => !BUILDER_ROOT_KEYWORDS.has(keyword) && mentions(value, name));
}

/**
 * What reads a question besides its own place in the form: conditions that test its answer,
 * checks across questions that compare it, scales that score it, flags about it, formulas and texts showing its answer, and the form's advanced schema rules. (A condition that
 * only shows the question does not count: removing the question just takes it off that list.)
 */
export function fieldReferences(def: FormDefinition, name: string): DefinitionRef[] {
  const refs: DefinitionRef[] = [];
  for (const c of def.conditions ?? []) if (conditionFields(c.when).includes(name)) refs.push({ kind: 'condition', id: c.id });
  for (const c of def.checks ?? []) if (checkFields(c).includes(name)) refs.push({ kind: 'check', id: c.id });
  for (const [id, scale] of Object.entries(def.scoring?.scales ?? {})) if (scale.items.includes(name)) refs.push({ kind: 'scale', id });
  for (const flag of def.scoring?.flags ?? []) if (flagUsesField(flag, name)) refs.push({ kind: 'flag', id: flag.id });
  refs.push(...answerReaders(def, name));
  if (advancedRulesName(def, name)) refs.push({ kind: 'form', id: def.id });
  return refs;
}

/** The flags that trigger on a scale (its total, band or rule). */
export function scaleReferences(def: FormDefinition, id: string): DefinitionRef[] {
  return (def.scoring?.flags ?? [])
    .filter((flag) => triggerScales(flag.trigger).includes(id))
    .map((flag) => ({ kind: 'flag', id: flag.id }));
}

/** Words an administrator reads for a list of blockers: 'condition "c1" and scale "phq9"'. */
export function describeRefs(refs: DefinitionRef[]): string {
  const words = refs.map((ref) => (ref.kind === 'form' ? "the form's advanced schema rules" : `${ref.kind === 'field' ? 'question' : ref.kind} "${ref.id}"`));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The first of `base`, `base2`, `base3` ... (or `base-2` ...) that `taken` does not hold and `problem` accepts. */
function firstFree(base: string, taken: (name: string) => boolean, problem: (name: string) => string | null, joiner = ''): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${joiner}${n}`;
    if (!taken(name) && problem(name) === null) return name;
  }
}

/**
 * A question name not yet used, from a word or a title: "How well do you sleep?" gives
 * `howWellDoYouSleep`; a taken name gets a number (`question`, `question2`, ...).
 */
export function suggestFieldName(def: FormDefinition, base: string): string {
  const words = base.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  let name = words.map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1))).join('');
  if (!/^[A-Za-z]/.test(name)) name = `question${name}`;
  name = name.slice(0, 40);
  const fields = def.schema.properties ?? {};
  return firstFree(name, (n) => Object.hasOwn(fields, n), fieldNameProblem);
}

function idsOf(def: FormDefinition, kind: IdKind): string[] {
  if (kind === 'section') return (def.sections ?? []).map((s) => s.id);
  if (kind === 'condition') return (def.conditions ?? []).map((c) => c.id);
  if (kind === 'check') return (def.checks ?? []).map((c) => c.id);
  if (kind === 'scale') return Object.keys(def.scoring?.scales ?? {});
  if (kind === 'grid') return (def.grids ?? []).map((g) => g.id);
  return (def.scoring?.flags ?? []).map((f) => f.id);
}

/** A section, condition, check, scale or flag id not yet used, from a word or a title ("Your sleep" gives `your-sleep`, then `your-sleep-2`). */
export function suggestId(def: FormDefinition, kind: IdKind, base: string): string {
  let id = base.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  if (id === '') id = kind;
  const taken = new Set(idsOf(def, kind));
  return firstFree(id, (n) => taken.has(n), (n) => idProblem(kind, n), '-');
}
