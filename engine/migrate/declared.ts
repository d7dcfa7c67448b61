/**
 * What the builder's edit log declares about questions since the last publish: renames (composed:
 * a→b then b→c is a→c; a question renamed back is no rename) and published questions removed
 * (which matters when their name is used again for a new question: it must not inherit the old
 * answers). Additions need no declaration: `deriveMigration` reads them from the two definitions.
 */
import type { Edit } from '../builder/edit-types.ts';
import type { QuestionChanges } from './types.ts';

/** The renames and removals an edit log declares, ready for `deriveMigration`. */
export function declaredChanges(edits: readonly Edit[]): Pick<QuestionChanges, 'renamed' | 'removed'> {
  // a current name -> the name it had at the last publish
  const origin = new Map<string, string>();
  // names that now belong to a question made since the last publish
  const fresh = new Set<string>();
  // names of published questions that were removed
  const removed = new Set<string>();
  const originOf = (name: string) => origin.get(name) ?? name;
  const create = (name: string) => {
    origin.delete(name);
    fresh.add(name);
  };
  for (const edit of edits) {
    switch (edit.type) {
      case 'addField':
      case 'insertField':
        create(edit.name);
        break;
      case 'duplicateField':
        create(edit.newName);
        break;
      case 'removeField':
        if (!fresh.has(edit.name)) removed.add(originOf(edit.name));
        origin.delete(edit.name);
        fresh.delete(edit.name);
        break;
      case 'renameField': {
        if (edit.from === edit.to) break;
        const wasFresh = fresh.has(edit.from);
        const was = originOf(edit.from);
        origin.delete(edit.from);
        fresh.delete(edit.from);
        if (wasFresh) create(edit.to);
        else {
          fresh.delete(edit.to);
          origin.set(edit.to, was);
        }
        break;
      }
      default:
        break;
    }
  }
  const renamed = [...origin].filter(([to, from]) => to !== from).map(([to, from]) => ({ from, to }));
  return { renamed, removed: [...removed].filter((name) => !renamed.some((r) => r.from === name)) };
}
