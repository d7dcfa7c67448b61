/**
 * The renames and removals of published questions the builder records for the next publish's
 * migration (saved with the draft as `declared`). They come from the edit log, so undoing a rename
 * takes it back out; what an earlier session saved is the starting point, and a publish starts
 * the record over (undoing an edit made before that publish then counts as a change of its own).
 */
import { declaredChanges, type Edit, type FormDefinition } from '@engine';
import { type DeclaredChanges } from '@model';

export interface DeclaredTracker {
  /** recorded before `baseLog` began: the saved draft's `declared`, or none after a publish */
  base: DeclaredChanges;
  /** the definition `base` leads to (names it holds that `base` removed are new questions) */
  baseDefinition: FormDefinition;
  /** the workspace's edit log when `base` was taken (edits up to here are already in `base`) */
  baseLog: readonly Edit[];
  /** the current published version (null before the first publish: nothing to declare) */
  published: FormDefinition | null;
}

export const NO_DECLARED: DeclaredChanges = { renamed: [], removed: [] };

const names = (def: FormDefinition | null): Set<string> => new Set(Object.keys(def?.schema.properties ?? {}));

// Only the names matter to declaredChanges: a question that appears is a new one.
const appear = (name: string): Edit => ({ type: 'duplicateField', name, newName: name });
const disappear = (name: string): Edit => ({ type: 'removeField', name });

/** The base as edits, so later edits compose with it (a→b saved, then b→c, is a→c). */
function baseEdits({ base, baseDefinition }: DeclaredTracker): Edit[] {
  const present = names(baseDefinition);
  const renamedTo = new Set(base.renamed.map((r) => r.to));
  return [
    ...base.renamed.map(({ from, to }): Edit => ({ type: 'renameField', from, to })),
    // a removed name the draft holds again belongs to a new question
    ...base.removed.flatMap((name) => (present.has(name) && !renamedTo.has(name) ? [disappear(name), appear(name)] : [disappear(name)])),
  ];
}

/** The edit that takes `edit` back (for edits undone past the base), as far as names go. */
function inverse(edit: Edit): Edit[] {
  switch (edit.type) {
    case 'renameField':
      return [{ type: 'renameField', from: edit.to, to: edit.from }];
    case 'removeField':
      return [appear(edit.name)];
    case 'addField':
    case 'insertField':
      return [disappear(edit.name)];
    case 'duplicateField':
      return [disappear(edit.newName)];
    default:
      return [];
  }
}

/** How many leading edits the two logs share (undo and redo keep the same edit objects). */
function sharedLength(a: readonly Edit[], b: readonly Edit[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * What the draft declares now, given the workspace's edit log: only renames of questions the
 * published version has, onto names it does not keep for a question of its own (unless that one
 * moves too), and removals of published questions. Before a first publish: nothing.
 */
export function declaredNow(tracker: DeclaredTracker, log: readonly Edit[]): DeclaredChanges {
  if (!tracker.published) return NO_DECLARED;
  const shared = sharedLength(tracker.baseLog, log);
  const undone = tracker.baseLog.slice(shared).reverse().flatMap(inverse);
  const changes = declaredChanges([...baseEdits(tracker), ...undone, ...log.slice(shared)]);
  const published = names(tracker.published);
  const movedAway = new Set(changes.renamed.map((r) => r.from));
  const renamed = changes.renamed.filter(({ from, to }) => published.has(from) && (!published.has(to) || movedAway.has(to)));
  const removed = changes.removed.filter((name) => published.has(name));
  return { renamed, removed };
}

/** A tracker starting from a saved draft (its `declared`) or a fresh copy of the published version. */
export function startTracker(published: FormDefinition | null, definition: FormDefinition, saved: DeclaredChanges = NO_DECLARED): DeclaredTracker {
  return { base: saved, baseDefinition: definition, baseLog: [], published };
}

/** After a publish of `definition`: it is the published version now, and nothing is declared yet. */
export function afterPublish(definition: FormDefinition, log: readonly Edit[]): DeclaredTracker {
  return { base: NO_DECLARED, baseDefinition: definition, baseLog: log, published: definition };
}

/** Another draft takes over (theirs after a conflict, a restored copy): its record, a fresh log. */
export function restartTracker(tracker: DeclaredTracker, definition: FormDefinition, saved: DeclaredChanges): DeclaredTracker {
  return { base: saved, baseDefinition: definition, baseLog: [], published: tracker.published };
}
