/**
 * Version numbering of a publish, shared by `forms publish` (the CLI) and the publishForm
 * callable (the FormBuilder), so both number versions the same way.
 */
import type { FormSource } from './form-documents.ts';

/** What is stored on forms/{id} that a publish reads. */
export interface PublishedFormState {
  currentVersion?: unknown;
  contentHash?: unknown;
  source?: unknown;
}

export type PublishPlan =
  | { action: 'unchanged'; version: number }
  | { action: 'create'; version: number }
  | { action: 'refuse'; reason: string };

/**
 * A new immutable version only when the content hash changed. Its number follows the last
 * published one, never reusing a number; a committed file may skip ahead (`fileVersion`, when an
 * author bumped it), the builder never does.
 *
 * Ownership: the CLI (`source: 'repo'`) refuses a form whose last publish came from the builder,
 * so a commit never silently replaces an administrator's work. The builder may publish over a
 * committed form; the form then becomes a builder form (and the CLI leaves it alone from then on).
 */
export function planPublish(existing: PublishedFormState | undefined, contentHash: string, source: FormSource, fileVersion = 1): PublishPlan {
  const floor = source === 'repo' ? Math.max(1, fileVersion) : 1;
  if (!existing) return { action: 'create', version: floor };
  if (source === 'repo' && existing.source === 'builder') {
    return { action: 'refuse', reason: 'a form with this id was made in the FormBuilder (or last published from it): give the file another id, or edit that form in the FormBuilder' };
  }
  const current = typeof existing.currentVersion === 'number' && Number.isInteger(existing.currentVersion) ? existing.currentVersion : 0;
  if (current > 0 && existing.contentHash === contentHash) return { action: 'unchanged', version: current };
  return { action: 'create', version: Math.max(current + 1, floor) };
}
