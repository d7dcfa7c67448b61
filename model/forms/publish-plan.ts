/**
 * Version numbering of a publish, shared by `forms publish` (the CLI) and the publishForm
 * callable (the FormBuilder), so both number versions the same way.
 */
import type { DefinitionIssue, FormDefinition } from '@engine';
import { deriveMigration } from '@engine';
import { migrationIssues } from '@engine';
import { scoringVersionProblem, type ScoringVersionProblem } from '@engine';
import type { Migration, PossibleRename, QuestionChanges } from '@engine';
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
 * A new immutable version only when the content hash changed. Its number is always the last
 * published one plus one (1 for a new form), from the CLI and the builder alike: every version n+1
 * stores the migration from n, and a member's draft reaches the current version through that
 * chain, so a gap would leave drafts behind it with no way forward. The version written in a
 * committed file is therefore not read (the stored version records it as `sourceVersion`).
 *
 * Ownership: the CLI (`source: 'repo'`) refuses a form whose last publish came from the builder,
 * so a commit never silently replaces an administrator's work. The builder may publish over a
 * committed form; the form then becomes a builder form (and the CLI leaves it alone from then on).
 */
export function planPublish(existing: PublishedFormState | undefined, contentHash: string, source: FormSource): PublishPlan {
  if (!existing) return { action: 'create', version: 1 };
  if (source === 'repo' && existing.source === 'builder') {
    return { action: 'refuse', reason: 'a form with this id was made in the FormBuilder (or last published from it): give the file another id, or edit that form in the FormBuilder' };
  }
  const current = typeof existing.currentVersion === 'number' && Number.isInteger(existing.currentVersion) ? existing.currentVersion : 0;
  if (current > 0 && existing.contentHash === contentHash) return { action: 'unchanged', version: current };
  return { action: 'create', version: current + 1 };
}

export type MigrationPlan =
  | {
      ok: true;
      /** to store on the new version (its `from` is the current version's number) */
      migration: Migration;
      /** undeclared removed + added pairs that look like renames: the CLI refuses them until declared */
      possibleRenames: PossibleRename[];
    }
  | { ok: false; reason: 'migration'; issues: DefinitionIssue[] }
  /** possibleRenames too: declaring a look-alike rename may be what settles the scoring change */
  | { ok: false; reason: 'scoring-version'; problem: ScoringVersionProblem; possibleRenames: PossibleRename[] };

/**
 * The migration a publish stores, from the current version (as stored, `version` = its number) to
 * `next` (numbered current + 1), with the renames and removals the builder recorded or the author
 * declared: refused when it does not fit the two definitions (a declared name missing, say), or
 * when the scoring changed without a new scoring version. Shared by publishForm and `forms publish`.
 */
export function planMigration(current: FormDefinition, next: FormDefinition, declared: Partial<QuestionChanges> = {}): MigrationPlan {
  const numbered = { ...next, version: current.version + 1 };
  const derived = deriveMigration(current, numbered, declared);
  const issues = migrationIssues(derived.migration, current, numbered);
  if (issues.length > 0) return { ok: false, reason: 'migration', issues };
  const problem = scoringVersionProblem(current, numbered, derived.migration);
  if (problem) return { ok: false, reason: 'scoring-version', problem, possibleRenames: derived.possibleRenames };
  return { ok: true, migration: derived.migration, possibleRenames: derived.possibleRenames };
}
