/**
 * A copy of the builder's unsaved edits in this browser (per form and administrator), written as
 * they happen and removed once the server has them: a reload, a crash or a lost connection mid-edit
 * loses nothing, and the next visit offers the copy back.
 */
import { canonicalJson, normaliseDraft, type AddedAnswerLimit, type FormDefinition } from '@engine';
import { readDeclaredChanges, type DeclaredChanges } from '@model';
import { accountKey } from '../../../lib';

export interface BuilderBackup {
  definition: FormDefinition;
  /** the saved revision the edits were made on */
  baseRevision: number;
  /** when the copy was written (ms since 1970) */
  savedAt: number;
  /** the renames and removals recorded with these edits (absent in copies made before they were kept) */
  declared?: DeclaredChanges;
}

/**
 * A copy as read back, brought up to today's rules like a saved draft (`normaliseDraft`): a copy made
 * before every list answer needed a `maxItems` gets them, and is compared with the (equally
 * brought up to date) saved draft on equal terms.
 */
export interface ReadBuilderBackup extends BuilderBackup {
  /** the list answers given a `maxItems` as the copy was read (empty: read as written) */
  limitsAdded: AddedAnswerLimit[];
}

/** By the account key scheme (lib/account-storage): removed at sign-out, expired after 7 days. */
export const backupKey = (formId: string, uid: string) => accountKey('builder', uid, formId);

export function readBuilderBackup(storage: Storage | undefined, formId: string, uid: string): ReadBuilderBackup | null {
  try {
    const raw = storage?.getItem(backupKey(formId, uid));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BuilderBackup>;
    const definition = parsed.definition;
    if (typeof definition !== 'object' || definition === null || definition.id !== formId || typeof definition.schema !== 'object') return null;
    if (typeof parsed.baseRevision !== 'number' || parsed.baseRevision < 0) return null;
    const declared = parsed.declared === undefined ? {} : { declared: readDeclaredChanges(parsed as Record<string, unknown>) };
    return { ...upToDate(definition), baseRevision: parsed.baseRevision, savedAt: Number(parsed.savedAt) || 0, ...declared };
  } catch {
    return null; // an unreadable copy is ignored: the server draft is used
  }
}

/** A copy too damaged to bring up to date is still offered as written (the JSON view can repair it). */
function upToDate(definition: FormDefinition): Pick<ReadBuilderBackup, 'definition' | 'limitsAdded'> {
  try {
    const { definition: current, added } = normaliseDraft(definition);
    return { definition: current, limitsAdded: added };
  } catch {
    return { definition, limitsAdded: [] };
  }
}

export function writeBuilderBackup(storage: Storage | undefined, formId: string, uid: string, backup: BuilderBackup): void {
  try {
    storage?.setItem(backupKey(formId, uid), JSON.stringify(backup));
  } catch {
    // storage full or disabled: autosave to the server still runs
  }
}

export function clearBuilderBackup(storage: Storage | undefined, formId: string, uid: string): void {
  try {
    storage?.removeItem(backupKey(formId, uid));
  } catch {
    // nothing to clear
  }
}

/**
 * Pure: whether to offer a local copy back when the builder opens. 'newer': it holds edits made on
 * the revision the server still has (or a later one); 'stale': someone saved since, so restoring
 * replaces their work (the save will be refused as a conflict, never silently); null: nothing to offer.
 */
export function backupOffer(backup: BuilderBackup | null, server: { definition: FormDefinition; revision: number }): 'newer' | 'stale' | null {
  if (!backup) return null;
  if (canonicalJson(backup.definition) === canonicalJson(server.definition)) return null;
  return backup.baseRevision >= server.revision ? 'newer' : 'stale';
}
