/**
 * The one way the FormBuilder changes a definition: `applyEdit(definition, edit)` returns the new
 * definition or a refusal naming what blocks the edit. Pure: the input is never changed, and only
 * the objects on the path an edit changes are copied (unchanged questions keep their identity).
 */
import type { DefinitionIssue, FormDefinition } from '../definition/types.ts';
import { structuralIssues } from '../definition/validate-definition.ts';
import type { Edit, EditResult, EditType } from './edit-types.ts';
import { addField, duplicateField, insertField, moveField, removeField, updateField } from './edits/fields.ts';
import { replaceDefinition, setForm } from './edits/form.ts';
import { removeCondition, setCondition } from './edits/logic.ts';
import { removeCheck, setCheck } from './edits/checks.ts';
import { renameField } from './edits/rename.ts';
import { codesFollowing, setCodes } from './edits/codes.ts';
import { addGrid, addGridRow, gridsFollowing, removeGrid, setGrid, setGridScale } from './edits/grids.ts';
import { removeFlag, removeScale, setFlag, setScale, setScoringVersion } from './edits/scoring.ts';
import { addSection, moveSection, removeSection, updateSection } from './edits/sections.ts';
import { done, refuse, uniqueRefs, type EditOf } from './edits/edit-primitives.ts';
import { isRecord } from '../read/is-record.ts';

type Handlers = { [T in EditType]: (def: FormDefinition, edit: EditOf<T>) => EditResult };

const HANDLERS: Handlers = {
  addField,
  insertField,
  updateField,
  removeField,
  moveField,
  renameField,
  duplicateField,
  addSection,
  updateSection,
  removeSection,
  moveSection,
  setCondition,
  removeCondition,
  setCheck,
  removeCheck,
  setScale,
  removeScale,
  setFlag,
  removeFlag,
  setScoringVersion,
  setForm,
  setCodes,
  addGrid,
  setGrid,
  removeGrid,
  addGridRow,
  setGridScale,
  replaceDefinition,
};

/** The message of a refusal for an edit whose data could not be read (a bug or a corrupted log, never an administrator's doing). */
export const UNREADABLE_EDIT = 'This change could not be read, so nothing was changed';

// Issues of definitions seen before (definitions are immutable values, so this never goes stale).
const knownIssues = new WeakMap<FormDefinition, DefinitionIssue[]>();

/**
 * `structuralIssues(def)`, computed once per definition object: applyEdit's guard has already
 * checked every definition it returned (and, through the undo history, every one an undo or redo
 * brings back), so the builder's problems list reads the same result instead of checking again.
 */
export function knownStructuralIssues(def: FormDefinition): DefinitionIssue[] {
  let issues = knownIssues.get(def);
  if (!issues) knownIssues.set(def, (issues = structuralIssues(def)));
  return issues;
}

const issuesOf = knownStructuralIssues;

const issueKey = (issue: DefinitionIssue): string => `${issue.ref?.kind ?? ''}\u0000${issue.ref?.id ?? ''}\u0000${issue.message}`;

/**
 * The last line of defence behind each edit's own checks: an edit may not add a structural
 * problem. Problems the definition already had (a draft imported with issues) do not block
 * unrelated edits; they are compared by what they are about and say, not by path, so a move
 * does not make an old problem look new.
 */
function guarded(before: FormDefinition, after: FormDefinition): EditResult {
  const remaining = new Map<string, number>();
  for (const issue of issuesOf(before)) remaining.set(issueKey(issue), (remaining.get(issueKey(issue)) ?? 0) + 1);
  const fresh = issuesOf(after).filter((issue) => {
    const count = remaining.get(issueKey(issue)) ?? 0;
    remaining.set(issueKey(issue), count - 1);
    return count <= 0;
  });
  if (fresh.length === 0) return done(after);
  const listed = fresh.slice(0, 3).map((i) => i.message).join('; ');
  return refuse('invalid', `This change would leave the form with a problem, so it was not made: ${listed}.`, uniqueRefs(fresh.flatMap((i) => (i.ref ? [i.ref] : []))));
}

/** Apply one builder edit: the new definition, or a refusal an administrator can act on. */
export function applyEdit(definition: FormDefinition, edit: Edit): EditResult {
  const type: unknown = isRecord(edit) ? edit.type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(HANDLERS, type)) return refuse('invalid', `"${String(type)}" is not a change the builder knows.`);
  const handler = HANDLERS[type as EditType] as (def: FormDefinition, edit: Edit) => EditResult;
  let result: EditResult;
  try {
    result = handler(definition, edit);
  } catch {
    return refuse('invalid', `${UNREADABLE_EDIT}.`);
  }
  if (!result.ok || result.definition === definition) return result;
  // replaceDefinition checked the whole definition itself
  if (type === 'replaceDefinition') {
    knownIssues.set(result.definition, []);
    return result;
  }
  return guarded(definition, codesFollowing(edit, gridsFollowing(edit, result.definition)));
}
