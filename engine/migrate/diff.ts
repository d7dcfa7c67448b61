/**
 * What a publish changes, in the product's words: questions added, removed, renamed, reworded,
 * choices, required, moved; sections, conditions, scoring and settings. The builder shows it
 * before publishing and `npm run forms -- diff` prints it. The older definition is first given the
 * newer names (`withNewNames`), so each question is compared with itself.
 */
import { calculatedOptions } from '../calculate/calculated-values.ts';
import { formOrder, sectionOf } from '../builder/edits/edit-primitives.ts';
import { canonicalJson } from '../definition/canonical-json.ts';
import { fieldKind } from '../definition/field-kinds.ts';
import { kindOfField } from '../definition/field-kind-of.ts';
import type { FormDefinition, JsonSchemaObject, JsonValue } from '../definition/types.ts';
import { formChanges } from './diff-form.ts';
import { withNewNames } from './new-names.ts';
import { choicesOf, fieldsOf, hasField, questionNames, questionTitle, valueKey, type Choices } from './questions.ts';
import { listWords, scoringDifferences } from './scoring-diff.ts';
import type { DefinitionDiff, FormChange, QuestionChanges } from './types.ts';

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** Words the member reads about a question, besides its title. */
const HELP_KEYS = ['description'] as const;
const UI_TEXT_KEYS = ['ui:help', 'ui:description', 'ui:title', 'ui:placeholder'];
/** Schema keywords described on their own (title, help, choices); any other change is a change of the answer's rules. */
const DESCRIBED_KEYS = new Set(['title', 'description', 'oneOf', 'enum']);

const uiOf = (def: FormDefinition, name: string): Record<string, unknown> => (def.uiSchema?.[name] as Record<string, unknown> | undefined) ?? {};

function kindWords(def: FormDefinition, name: string): string {
  const kind = kindOfField(fieldsOf(def)[name]!, uiOf(def, name));
  return kind === 'advanced' ? 'an advanced (JSON) question' : `a ${fieldKind(kind).label.toLowerCase()} question`;
}

const label = (choices: Choices, value: JsonValue) => `"${choices.list.find((c) => c.value === value)?.label ?? String(value)}"`;

/** `Choices of "Mood": added "Low", removed "Awful", answers "Walk" and "Run" now count as "Exercise"`, or null. */
function choiceChange(older: FormDefinition, newer: FormDefinition, name: string, map: Record<string, JsonValue> | undefined): string | null {
  const old = choicesOf(older, name);
  const next = choicesOf(newer, name);
  if (!old || !next || old.multiple !== next.multiple) return null;
  const nextValues = new Set(next.list.map((c) => c.value));
  const removed: string[] = [];
  const relabelled: string[] = [];
  const moved = new Map<JsonValue, string[]>();
  for (const choice of old.list) {
    const target = map && Object.hasOwn(map, valueKey(choice.value)) ? map[valueKey(choice.value)]! : nextValues.has(choice.value) ? choice.value : null;
    if (target === null || !nextValues.has(target as string | number)) removed.push(`"${choice.label}"`);
    else if (target !== choice.value) moved.set(target, [...(moved.get(target) ?? []), `"${choice.label}"`]);
    else if (label(next, target) !== `"${choice.label}"`) relabelled.push(`"${choice.label}" now reads ${label(next, target)}`);
  }
  const kept = new Set(old.list.map((c) => c.value).filter((v) => nextValues.has(v)));
  const added = next.list.filter((c) => !kept.has(c.value) && !moved.has(c.value)).map((c) => `"${c.label}"`);
  const parts: string[] = [];
  if (added.length > 0) parts.push(`added ${listWords(added)}`);
  if (removed.length > 0) parts.push(`removed ${listWords(removed)}`);
  for (const [target, from] of moved) {
    // the same words under a new stored value are no change a person sees
    if (from.length === 1 && from[0] === label(next, target)) continue;
    parts.push(`answers ${listWords(from)} now count as ${label(next, target)}`);
  }
  parts.push(...relabelled);
  const reordered = parts.length === 0 && !same(old.list.map((c) => c.value), next.list.map((c) => c.value));
  if (reordered) parts.push('reordered');
  return parts.length > 0 ? `Choices of ${questionTitle(newer, name)}: ${parts.join(', ')}` : null;
}

/** The keywords of a question other than its words and choices (a tick-box list's choices sit in `items`). */
function answerRules(schema: JsonSchemaObject): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DESCRIBED_KEYS.has(key)) continue;
    if (key === 'items' && typeof value === 'object' && value !== null) {
      const { oneOf: _o, enum: _e, ...rest } = value as JsonSchemaObject;
      rules.items = rest;
    } else rules[key] = value;
  }
  return rules;
}

/** Keywords in an administrator's words (others are named as written). */
const KEY_WORDS: Record<string, string> = {
  type: 'answer type',
  maxLength: 'longest answer',
  minLength: 'shortest answer',
  pattern: 'format check',
  format: 'format check',
  minimum: 'lowest number',
  maximum: 'highest number',
  exclusiveMinimum: 'lowest number',
  exclusiveMaximum: 'highest number',
  multipleOf: 'number steps',
  maxItems: 'most answers',
  minItems: 'fewest answers',
  uniqueItems: 'repeated answers',
  items: 'list entries',
  const: 'required value',
  default: 'default answer',
  'ui:widget': 'how it is shown',
  'ui:options': 'display options',
};

function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key])).map((key) => KEY_WORDS[key] ?? key);
}

/** Everything that changed about one question that exists on both versions. */
function questionChanges(older: FormDefinition, newer: FormDefinition, name: string, changes: QuestionChanges): FormChange[] {
  const out: FormChange[] = [];
  const was = fieldsOf(older)[name]!;
  const now = fieldsOf(newer)[name]!;
  const title = questionTitle(newer, name);
  const renamedFrom = changes.renamed.find((r) => r.to === name)?.from;
  if (renamedFrom !== undefined) out.push({ kind: 'renamed', field: name, text: `Question ${title} renamed from ${renamedFrom} to ${name}` });
  if ((was.title ?? '') !== (now.title ?? '')) out.push({ kind: 'reworded', field: name, text: `Question ${title} reworded (was ${questionTitle(older, name)})` });
  const oldUi = uiOf(older, name);
  const newUi = uiOf(newer, name);
  const helpChanged = HELP_KEYS.some((key) => !same(was[key], now[key])) || UI_TEXT_KEYS.some((key) => !same(oldUi[key], newUi[key]));
  if (helpChanged) out.push({ kind: 'reworded', field: name, text: `Question ${title}: its help text changed` });
  const oldFormula = calculatedOptions(older, name)?.formula;
  const newFormula = calculatedOptions(newer, name)?.formula;
  if (oldFormula !== undefined && newFormula !== undefined && oldFormula !== newFormula) {
    out.push({ kind: 'settings', field: name, text: `Question ${title}: its formula changed from ${oldFormula} to ${newFormula}` });
  }
  if (changes.reask.includes(name)) out.push({ kind: 'reworded', field: name, text: `Question ${title} will be asked again: its meaning changed, earlier answers are kept but the member answers it anew` });
  const choices = choiceChange(older, newer, name, changes.values.find((v) => v.field === name)?.map);
  if (choices) out.push({ kind: 'choices', field: name, text: choices });
  const wasRequired = older.schema.required?.includes(name) ?? false;
  const isRequired = newer.schema.required?.includes(name) ?? false;
  if (wasRequired !== isRequired) out.push({ kind: 'required', field: name, text: `Question ${title} is ${isRequired ? 'now required' : 'no longer required'}` });
  const oldKind = kindWords(older, name);
  const newKind = kindWords(newer, name);
  if (oldKind !== newKind) out.push({ kind: 'settings', field: name, text: `Question ${title} is now ${newKind} (was ${oldKind})` });
  else {
    const uiWithoutText = (ui: Record<string, unknown>) => Object.fromEntries(Object.entries(ui).filter(([key]) => !UI_TEXT_KEYS.includes(key)));
    const keys = [...changedKeys(answerRules(was), answerRules(now)), ...changedKeys(uiWithoutText(oldUi), uiWithoutText(newUi))];
    const words = [...new Set(keys)];
    if (words.length > 0) out.push({ kind: 'settings', field: name, text: `Question ${title}: ${listWords(words)} changed` });
  }
  const oldSection = sectionOf(older, name);
  const newSection = sectionOf(newer, name);
  if (oldSection && newSection && oldSection.id !== newSection.id) {
    out.push({ kind: 'sections', field: name, text: `Question ${title} moved from section "${oldSection.title}" to "${newSection.title}"` });
  }
  return out;
}

/**
 * The changes from `fromDef` to `toDef` given the migration between them (`changes`: a step, or
 * several composed), in the order an administrator reads them: questions as the newer form asks
 * them, then removed questions, sections, conditions, settings and scoring. `scoringChanged` says
 * whether a new scoring version is needed (`scoringVersionProblem`).
 */
export function diffDefinitions(fromDef: FormDefinition, toDef: FormDefinition, changes: QuestionChanges): DefinitionDiff {
  const older = withNewNames(fromDef, changes);
  const renamedFrom = new Set(changes.renamed.map((r) => r.from));
  const renamedTo = new Set(changes.renamed.map((r) => r.to));
  // a published name now holding another question counts as removed and added
  const replaced = new Set(changes.removed.filter((name) => hasField(fromDef, name) && hasField(toDef, name) && !renamedFrom.has(name) && !renamedTo.has(name)));
  const isNew = (name: string) => !hasField(older, name) || replaced.has(name);

  const out: FormChange[] = [];
  for (const name of formOrder(toDef)) {
    if (isNew(name)) {
      const section = sectionOf(toDef, name);
      out.push({ kind: 'added', field: name, text: `Question ${questionTitle(toDef, name)} (${name}) added${section ? ` to section "${section.title}"` : ''}` });
    } else out.push(...questionChanges(older, toDef, name, changes));
  }
  for (const name of questionNames(fromDef)) {
    if (renamedFrom.has(name) || (hasField(toDef, name) && !replaced.has(name))) continue;
    out.push({ kind: 'removed', field: name, text: `Question ${questionTitle(fromDef, name)} (${name}) removed` });
  }
  out.push(...formChanges(older, toDef));
  const scoring = scoringDifferences(older, toDef, changes);
  const versions = [fromDef.scoring?.version, toDef.scoring?.version];
  if (versions[0] !== undefined && versions[1] !== undefined && versions[0] !== versions[1]) {
    out.push({ kind: 'scoring', text: `Scoring version changed from "${versions[0]}" to "${versions[1]}"` });
  }
  out.push(...scoring);
  return { changes: out, scoringChanged: scoring.length > 0 };
}
