/**
 * A member's draft started on an older version of a form, carried to the current one when they
 * open it, with the same `migrateAnswers` the server runs on submission: renamed answers move,
 * answers with no place on the new version are kept on the draft (never dropped) until
 * submitResponse stores them for the reviewer, and the questions to answer again are named.
 * Pure: the hook loads the chain and saves the result.
 */
import { chainSteps, composeSteps, isUnanswered, migrateAnswers, type FormDefinition, type Migration, type UnplacedAnswer } from '@engine';
import { asCarried, chooseStart, type Carried, type HeldAnswers, type StartingAnswers } from './starting-answers';

// reasons that leave a question of the current version without its answer
const ANSWER_LOST = new Set<UnplacedAnswer['reason']>(['choice-removed', 'value-unmapped', 'does-not-fit']);

const blank = (value: unknown) => isUnanswered(value) || (Array.isArray(value) && value.length === 0);

/** The name a question given on `version` has on `target` (renames followed), or null when it has none. */
function nameOnTarget(chain: readonly Migration[], field: string, version: number, target: FormDefinition): string | null {
  const steps = chainSteps(chain, version, target.version);
  const name = steps.ok ? (composeSteps(steps.steps).renamed.find((r) => r.from === field)?.to ?? field) : field;
  return Object.hasOwn(target.schema.properties ?? {}, name) ? name : null;
}

/** One holder's answers carried to `target`. */
function carry(held: HeldAnswers, chain: readonly Migration[], target: FormDefinition): Carried {
  const before = held.carried ?? null;
  if (held.version >= target.version) return asCarried(held);
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
 * The answers to open the form with: the server draft's or this device's copy (whichever was
 * saved last, once both are on the current version), carried from the version each was given on.
 */
export function startingAnswers(draft: HeldAnswers | null, backup: HeldAnswers | null, chain: readonly Migration[], target: FormDefinition): StartingAnswers {
  return chooseStart(draft && carry(draft, chain, target), backup && carry(backup, chain, target), target, { draft: draft?.savedAt, backup: backup?.savedAt });
}
