/**
 * A member's draft started on an older version of a form, carried to the current one when they
 * open it, with the same `migrateAnswers` the server runs on submission: renamed answers move,
 * answers with no place on the new version are kept on the draft (never dropped) until
 * submitResponse stores them for the reviewer, and the questions to answer again are named.
 * Pure: the hook loads the chain and saves the result.
 */
import { chainSteps, composeSteps, isUnanswered, migrateAnswers, type FormDefinition, type Migration, type UnplacedAnswer } from '@engine';
import type { CarriedDraft } from './api/assessments-api';
import { pickStart } from './draft-backup';

type Answers = Record<string, unknown>;

/** Answers as held somewhere (the server draft, this device's copy) and the version they were given on. */
export interface HeldAnswers {
  version: number;
  data: Answers;
  /** what an earlier carrying kept aside */
  carried?: CarriedDraft | null;
}

/** A question the member is asked to answer again, by name and title. */
export interface QuestionToAnswerAgain {
  name: string;
  title: string;
}

export interface StartingAnswers {
  data: Answers;
  /** to save with the draft: the version the answers were first given on and those kept aside */
  carried: CarriedDraft | null;
  /** true when the answers were moved to the current version now: the draft is saved at it */
  moved: boolean;
  /** questions whose answer changed meaning, or could not be carried, to answer again */
  answerAgain: QuestionToAnswerAgain[];
  /** the chain could not carry the answers: all of them were kept aside, the form starts empty */
  startedAgain: boolean;
}

// reasons that leave a question of the current version without its answer
const ANSWER_LOST = new Set<UnplacedAnswer['reason']>(['choice-removed', 'value-unmapped', 'does-not-fit']);

const blank = (value: unknown) => isUnanswered(value) || (Array.isArray(value) && value.length === 0);

/** The name a question given on `version` has on `target` (renames followed), or null when it has none. */
function nameOnTarget(chain: readonly Migration[], field: string, version: number, target: FormDefinition): string | null {
  const steps = chainSteps(chain, version, target.version);
  const name = steps.ok ? (composeSteps(steps.steps).renamed.find((r) => r.from === field)?.to ?? field) : field;
  return Object.hasOwn(target.schema.properties ?? {}, name) ? name : null;
}

function titled(target: FormDefinition, names: Set<string>): QuestionToAnswerAgain[] {
  if (names.size === 0) return [];
  return Object.entries(target.schema.properties ?? {})
    .filter(([name]) => names.has(name))
    .map(([name, schema]) => ({ name, title: typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title : name }));
}

interface Carried {
  data: Answers;
  carried: CarriedDraft | null;
  moved: boolean;
  answerAgain: Set<string>;
  startedAgain: boolean;
}

/** One holder's answers carried to `target`. */
function carry(held: HeldAnswers, chain: readonly Migration[], target: FormDefinition): Carried {
  const before = held.carried ?? null;
  if (held.version >= target.version) return { data: held.data, carried: before, moved: false, answerAgain: new Set(), startedAgain: false };
  const migratedFrom = Math.min(before?.migratedFrom ?? held.version, held.version);
  const outcome = migrateAnswers(held.data, chain, held.version, target.version, target);
  if (!outcome.ok) {
    // no way through the chain: every answer is kept aside for the reviewer, nothing is guessed
    const aside: UnplacedAnswer[] = Object.entries(held.data)
      .filter(([, value]) => !blank(value))
      .map(([field, value]) => ({ field, value: value as UnplacedAnswer['value'], version: held.version, reason: 'not-a-question' }));
    return { data: {}, carried: { migratedFrom, unplaced: [...(before?.unplaced ?? []), ...aside] }, moved: true, answerAgain: new Set(), startedAgain: true };
  }
  const answerAgain = new Set(outcome.reask);
  for (const u of outcome.unplaced) {
    if (!ANSWER_LOST.has(u.reason)) continue;
    const name = nameOnTarget(chain, u.field, u.version, target);
    if (name !== null && blank(outcome.data[name])) answerAgain.add(name);
  }
  return { data: outcome.data, carried: { migratedFrom, unplaced: [...(before?.unplaced ?? []), ...outcome.unplaced] }, moved: true, answerAgain, startedAgain: false };
}

/**
 * The answers to open the form with: the server draft's or this device's copy (whichever holds
 * more, once both are on the current version), carried from the version each was given on.
 */
export function startingAnswers(draft: HeldAnswers | null, backup: HeldAnswers | null, chain: readonly Migration[], target: FormDefinition): StartingAnswers {
  const fromDraft = draft ? carry(draft, chain, target) : null;
  const fromBackup = backup ? carry(backup, chain, target) : null;
  const chosenData = pickStart(fromDraft?.data ?? null, fromBackup?.data ?? null);
  const chosen = fromBackup && chosenData === fromBackup.data ? fromBackup : fromDraft;
  if (!chosen) return { data: chosenData, carried: null, moved: false, answerAgain: [], startedAgain: false };
  return { data: chosen.data, carried: chosen.carried, moved: chosen.moved, answerAgain: titled(target, chosen.answerAgain), startedAgain: chosen.startedAgain };
}

/** The lowest version any holder's answers were given on, when one is older than `current` (the chain to load starts there). */
export function oldestVersion(holders: readonly (HeldAnswers | null)[], current: number): number | null {
  const older = holders.flatMap((h) => (h && h.version < current ? [h.version] : []));
  return older.length > 0 ? Math.min(...older) : null;
}
