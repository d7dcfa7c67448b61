/**
 * Migrations between published versions of one form, as data: what a publish renamed, removed,
 * re-valued or changed the meaning of, so a member's draft on an older version reaches the current
 * one with nothing lost. Plain JSON, stored with the version it leads to.
 */
import type { JsonValue } from '../definition/types.ts';

/** A question whose variable name changed between two versions (its answers move with it). */
export interface RenamedQuestion {
  /** the name on the `from` version */
  from: string;
  /** the name on the `to` version */
  to: string;
}

/**
 * New values for a choice question's old ones. The map names every old choice (the same value
 * when it stays, another value, or null when the choice is gone); an answer it does not name is
 * not guessed at: it is kept aside as unplaced.
 */
export interface ValueMap {
  /** the question on the `to` version (after any rename) */
  field: string;
  /** old value (as JSON text keys: "2", "yes") -> new value, or null when the choice is gone */
  map: Record<string, JsonValue>;
}

/** What changed between version `from` and `from + 1` of a form. */
export interface Migration {
  formId: string;
  from: number;
  /** always from + 1: a chain has one step per published version */
  to: number;
  renamed: RenamedQuestion[];
  /** names on the `from` version whose questions are gone */
  removed: string[];
  values: ValueMap[];
  /** names on the `to` version whose meaning changed: the answer is kept, the member is asked again */
  reask: string[];
}

/** The part of a migration that says what happens to questions (a step, or several composed). */
export type QuestionChanges = Pick<Migration, 'renamed' | 'removed' | 'values' | 'reask'>;

/**
 * Why an answer could not be carried to the newer version:
 * - removed: its question is gone;
 * - choice-removed: its choice is gone (the value map says null);
 * - value-unmapped: the value map does not say what this old value becomes;
 * - does-not-fit: the newer question does not accept it (another type, a shorter limit, a group
 *   whose records changed);
 * - not-a-question: the newer version has no question of that name (and no migration said why).
 */
export type UnplacedReason = 'removed' | 'choice-removed' | 'value-unmapped' | 'does-not-fit' | 'not-a-question';

/** An answer kept aside (never thrown away): shown to the reviewer with the version it was given on. */
export interface UnplacedAnswer {
  /** the question's name on `version` */
  field: string;
  value: JsonValue;
  /** the version on which `field` still held this answer */
  version: number;
  reason: UnplacedReason;
}

export type MigrationErrorCode = 'gap' | 'duplicate' | 'wrong-form' | 'backwards' | 'bad-version';

/** Why a chain cannot carry answers from one version to another (a result, never a throw). */
export interface MigrationError {
  code: MigrationErrorCode;
  message: string;
}

export type MigrationOutcome =
  | {
      ok: true;
      /** the answers as the newer version names them (the input is never changed) */
      data: Record<string, JsonValue>;
      /** answers that could not be carried, kept */
      unplaced: UnplacedAnswer[];
      /** questions (newer names) that hold an answer but must be answered again */
      reask: string[];
    }
  | { ok: false; error: MigrationError };

/** A removed and an added question that look like one question renamed: refused until declared. */
export interface PossibleRename {
  from: string;
  to: string;
  /** why it looks like a rename, in words: 'same title', 'same choices' */
  because: string;
}

export interface DerivedMigration {
  migration: Migration;
  /** names on the newer version that are new questions */
  added: string[];
  /** undeclared removed + added pairs that look like renames (a publish should refuse them until declared) */
  possibleRenames: PossibleRename[];
}

export type ChangeKind =
  | 'added'
  | 'removed'
  | 'renamed'
  | 'reworded'
  | 'choices'
  | 'required'
  | 'conditions'
  | 'checks'
  | 'scoring'
  | 'sections'
  | 'settings';

/** One change between two versions, in the product's words. */
export interface FormChange {
  kind: ChangeKind;
  /** the question it is about (its newer name; the older one when removed) */
  field?: string;
  text: string;
}

export interface DefinitionDiff {
  changes: FormChange[];
  /** scales, items, bands, subscales, rules or flags changed: a new scoring version is needed */
  scoringChanged: boolean;
}

/** A draft as stored: its answers and the version they were given on. */
export interface DraftAnswers {
  version: number;
  data: Record<string, unknown>;
}

/** What a publish does to the open drafts. */
export interface DraftImpact {
  /** drafts that reach the newer version */
  carried: number;
  /** drafts the chain cannot carry (a missing step): they stay on their version */
  notCarried: number;
  /** answers that would be kept aside (unplaced) across all carried drafts */
  answersNotFitting: number;
  /** carried drafts with at least one answer kept aside */
  draftsWithAnswersNotFitting: number;
  /** carried drafts with at least one question to answer again */
  draftsToReask: number;
}
