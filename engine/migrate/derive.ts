/**
 * The migration a publish needs, derived from the current version and the one about to be
 * published. Names that disappear are removals unless a rename was declared (by the builder, which
 * records rename edits, or by the author); a removal and an addition that look like one question
 * renamed are reported so a publish can refuse them until declared. Choice values that changed
 * while their labels stayed get a value map by label.
 */
import { kindOfField } from '../definition/field-kind-of.ts';
import { canonicalJson } from '../definition/canonical-json.ts';
import type { FormDefinition, JsonValue } from '../definition/types.ts';
import { choicesOf, fieldsOf, hasField, questionNames, sameLabel, valueKey, type Choices } from './questions.ts';
import type { DerivedMigration, Migration, PossibleRename, QuestionChanges, RenamedQuestion, ValueMap } from './types.ts';

const titleOf = (def: FormDefinition, name: string): string => {
  const title = fieldsOf(def)[name]?.title;
  return typeof title === 'string' ? title : '';
};

const kindOf = (def: FormDefinition, name: string) =>
  kindOfField(fieldsOf(def)[name]!, (def.uiSchema?.[name] as Record<string, unknown> | undefined) ?? undefined);

const choicesText = (choices: Choices | null): string | null => (choices ? canonicalJson(choices) : null);

/** Why a removed and an added question look like one question renamed, or null when they do not. */
function renameLikeness(fromDef: FormDefinition, from: string, toDef: FormDefinition, to: string): string | null {
  if (kindOf(fromDef, from) !== kindOf(toDef, to)) return null;
  const oldTitle = titleOf(fromDef, from);
  const sameTitle = oldTitle.trim() !== '' && sameLabel(oldTitle, titleOf(toDef, to));
  const oldChoices = choicesText(choicesOf(fromDef, from));
  const sameChoices = oldChoices !== null && oldChoices === choicesText(choicesOf(toDef, to));
  if (sameTitle && sameChoices) return 'same title and choices';
  if (sameTitle) return 'same title';
  return sameChoices ? 'same choices' : null;
}

/** Pairs of a removed and an added question that match each other and nothing else. */
function possibleRenames(fromDef: FormDefinition, toDef: FormDefinition, removed: string[], added: string[]): PossibleRename[] {
  const matches = removed.map((from) =>
    added.flatMap((to) => {
      const because = from === to ? null : renameLikeness(fromDef, from, toDef, to);
      return because ? [{ from, to, because }] : [];
    }),
  );
  const found: PossibleRename[] = [];
  for (const candidates of matches) {
    if (candidates.length !== 1) continue;
    const pair = candidates[0]!;
    const rivals = matches.filter((list) => list.some((c) => c.to === pair.to)).length;
    if (rivals === 1) found.push(pair);
  }
  return found;
}

/**
 * A value map from the old choices to the new by value, then by label; null when the old answers
 * need none (every old value is still offered).
 */
export function valueMapByLabel(old: Choices, next: Choices): Record<string, JsonValue> | null {
  const nextValues = new Set(next.list.map((c) => c.value));
  if (old.list.every((c) => nextValues.has(c.value))) return null;
  const oldValues = new Set(old.list.map((c) => c.value));
  const map: Record<string, JsonValue> = {};
  for (const choice of old.list) {
    if (nextValues.has(choice.value)) {
      map[valueKey(choice.value)] = choice.value;
      continue;
    }
    // a new value whose label is this old one's (and which was not an old value itself)
    const sameWords = next.list.filter((c) => !oldValues.has(c.value) && sameLabel(c.label, choice.label));
    map[valueKey(choice.value)] = sameWords.length === 1 ? sameWords[0]!.value : null;
  }
  return map;
}

/**
 * The migration from `fromDef` (a published version) to `toDef` (the next one), with what is new
 * and what looks like an undeclared rename. `declared` holds the renames (and any removals of a
 * name that is reused, questions to ask again, or value maps) the builder recorded or the author
 * gave; derived value maps never replace declared ones.
 */
export function deriveMigration(fromDef: FormDefinition, toDef: FormDefinition, declared: Partial<QuestionChanges> = {}): DerivedMigration {
  const renamed: RenamedQuestion[] = (declared.renamed ?? []).map(({ from, to }) => ({ from, to }));
  const renamedFrom = new Set(renamed.map((r) => r.from));
  const renamedTo = new Set(renamed.map((r) => r.to));
  // a published name now holding another question: declared removed, or taken by a renamed one
  const reused = new Set(
    [...(declared.removed ?? []), ...renamedTo].filter((name) => hasField(fromDef, name) && hasField(toDef, name) && !renamedFrom.has(name)),
  );
  const removed = questionNames(fromDef).filter((name) => !renamedFrom.has(name) && (reused.has(name) || !hasField(toDef, name)));
  const added = questionNames(toDef).filter((name) => !renamedTo.has(name) && (reused.has(name) || !hasField(fromDef, name)));

  const declaredValues = new Map((declared.values ?? []).map((v) => [v.field, v]));
  const values: ValueMap[] = [];
  const sourceOf = new Map(renamed.map((r) => [r.to, r.from]));
  const isNew = new Set(added);
  for (const name of questionNames(toDef)) {
    if (isNew.has(name)) continue;
    const given = declaredValues.get(name);
    if (given) {
      values.push({ field: given.field, map: { ...given.map } });
      continue;
    }
    const source = sourceOf.get(name) ?? name;
    const old = choicesOf(fromDef, source);
    const next = choicesOf(toDef, name);
    if (!old || !next || old.multiple !== next.multiple) continue;
    const map = valueMapByLabel(old, next);
    if (map) values.push({ field: name, map });
  }
  // value maps declared for names this derivation does not know stay, so migrationIssues names them
  for (const [field, given] of declaredValues) if (!values.some((v) => v.field === field)) values.push({ field, map: { ...given.map } });

  const migration: Migration = {
    formId: toDef.id,
    from: fromDef.version,
    to: fromDef.version + 1,
    renamed,
    removed,
    values,
    reask: [...(declared.reask ?? [])],
  };
  return { migration, added, possibleRenames: possibleRenames(fromDef, toDef, removed, added) };
}
