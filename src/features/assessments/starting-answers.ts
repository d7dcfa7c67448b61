/**
 * The answers a form opens with, when they are already on its current version: the server draft's
 * or this device's copy, whichever was saved last (draft-merge.ts). Carrying answers from an older version
 * (`carry-draft.ts`) needs the engine's migrations and its schema compiler, so the page loads that
 * module only when a holder is older (`oldestVersion`).
 */
import type { FormDefinition } from '@engine';
import type { CarriedDraft } from './api/assessments-api';
import { newerDraft } from './draft-merge';

type Answers = Record<string, unknown>;

/** Answers as held somewhere (the server draft, this device's copy) and the version they were given on. */
export interface HeldAnswers {
  version: number;
  data: Answers;
  /** what an earlier carrying kept aside */
  carried?: CarriedDraft | null;
  /** when these answers were saved (ms; absent: unknown) */
  savedAt?: number | null;
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
  /** the server's draft was newer than, and different from, this device's copy: the member is told */
  serverWasNewer: boolean;
}

/** One holder's answers on the version to open: carried there, or already on it. */
export interface Carried {
  data: Answers;
  carried: CarriedDraft | null;
  moved: boolean;
  answerAgain: Set<string>;
  startedAgain: boolean;
}

/** Answers already on the version to open: nothing to carry. */
export function asCarried(held: HeldAnswers): Carried {
  return { data: held.data, carried: held.carried ?? null, moved: false, answerAgain: new Set(), startedAgain: false };
}

function titled(target: FormDefinition, names: Set<string>): QuestionToAnswerAgain[] {
  if (names.size === 0) return [];
  return Object.entries(target.schema.properties ?? {})
    .filter(([name]) => names.has(name))
    .map(([name, schema]) => ({ name, title: typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title : name }));
}

/** When each holder's answers were saved (the newer one opens). */
export interface SavedTimes {
  draft?: number | null;
  backup?: number | null;
}

/** The holder to open with (the newer, draft-merge.ts), its questions to answer again titled from `target`. */
export function chooseStart(fromDraft: Carried | null, fromBackup: Carried | null, target: FormDefinition, times: SavedTimes = {}): StartingAnswers {
  const choice = newerDraft(fromDraft && { data: fromDraft.data, savedAt: times.draft }, fromBackup && { data: fromBackup.data, savedAt: times.backup });
  const chosen = choice.from === 'device' ? fromBackup : choice.from === 'server' ? fromDraft : null;
  if (!chosen) return { data: {}, carried: null, moved: false, answerAgain: [], startedAgain: false, serverWasNewer: false };
  return {
    data: chosen.data,
    carried: chosen.carried,
    moved: chosen.moved,
    answerAgain: titled(target, chosen.answerAgain),
    startedAgain: chosen.startedAgain,
    serverWasNewer: choice.serverWasNewer,
  };
}

/** The answers to open with when every holder is on `target`'s version (oldestVersion is null). */
export function answersOnCurrentVersion(draft: HeldAnswers | null, backup: HeldAnswers | null, target: FormDefinition): StartingAnswers {
  return chooseStart(draft && asCarried(draft), backup && asCarried(backup), target, { draft: draft?.savedAt, backup: backup?.savedAt });
}

/** The lowest version any holder's answers were given on, when one is older than `current` (the chain to load starts there). */
export function oldestVersion(holders: readonly (HeldAnswers | null)[], current: number): number | null {
  const older = holders.flatMap((h) => (h && h.version < current ? [h.version] : []));
  return older.length > 0 ? Math.min(...older) : null;
}
