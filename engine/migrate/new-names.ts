/**
 * The older definition with the migration's renames applied everywhere a name is used (schema,
 * uiSchema, sections, conditions, scales, flags), by the builder's own rename: then comparing it
 * with the newer one shows what really changed, and a rename alone is not a condition or scoring
 * change.
 */
import { suggestFieldName } from '../builder/references.ts';
import { renameField } from '../builder/edits/rename.ts';
import type { FormDefinition } from '../definition/types.ts';
import { hasField } from './questions.ts';
import type { QuestionChanges } from './types.ts';

function renamed(def: FormDefinition, from: string, to: string): FormDefinition {
  if (!hasField(def, from)) return def;
  const result = renameField(def, { type: 'renameField', from, to });
  // refused only when the form's advanced schema rules name it: that one keeps its old name
  return result.ok ? result.definition : def;
}

/**
 * `fromDef` as the newer version names its questions. Renames happen together (two questions may
 * swap names), and a removed question whose name a renamed one takes is set aside under a free name.
 */
export function withNewNames(fromDef: FormDefinition, changes: Pick<QuestionChanges, 'renamed'>): FormDefinition {
  const renames = changes.renamed.filter(({ from, to }) => from !== to && hasField(fromDef, from));
  if (renames.length === 0) return fromDef;
  let def = fromDef;
  const moving = new Set(renames.map((r) => r.from));
  const parked = new Map<string, string>();
  // first every renamed question, and any other holding a target name, to a free name
  for (const name of [...moving, ...renames.map((r) => r.to).filter((to) => hasField(def, to) && !moving.has(to))]) {
    const free = suggestFieldName(def, 'renamedQuestion');
    def = renamed(def, name, free);
    if (hasField(def, free)) parked.set(name, free);
  }
  for (const { from, to } of renames) {
    const free = parked.get(from);
    if (free !== undefined && !hasField(def, to)) def = renamed(def, free, to);
  }
  return def;
}
