/**
 * What a publish will do to the members' open drafts, counted before it happens: how many are
 * carried to the new version, how many answers would be kept aside, how many drafts hold a
 * question the member must answer again.
 */
import type { FormDefinition } from '../definition/types.ts';
import { migrateAnswers } from './migrate-answers.ts';
import type { DraftAnswers, DraftImpact, Migration } from './types.ts';

/**
 * Run every draft through the chain to `toVersion` (with `target`, its definition, answers it no
 * longer accepts count as not fitting). A draft already on `toVersion` is carried as it is.
 */
export function draftImpact(drafts: readonly DraftAnswers[], chain: readonly Migration[], toVersion: number, target?: FormDefinition): DraftImpact {
  const impact: DraftImpact = { carried: 0, notCarried: 0, answersNotFitting: 0, draftsWithAnswersNotFitting: 0, draftsToReask: 0 };
  for (const draft of drafts) {
    const outcome = migrateAnswers(draft.data, chain, draft.version, toVersion, target);
    if (!outcome.ok) {
      impact.notCarried++;
      continue;
    }
    impact.carried++;
    impact.answersNotFitting += outcome.unplaced.length;
    if (outcome.unplaced.length > 0) impact.draftsWithAnswersNotFitting++;
    if (outcome.reask.length > 0) impact.draftsToReask++;
  }
  return impact;
}
