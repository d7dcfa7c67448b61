import type { FormDefinition, ScoreResult } from '../definition/types.ts';
import { visibleData } from '../validate/effective-schema.ts';
import { withCalculatedValues } from '../calculate/calculated-values.ts';
import { raiseFlags } from './flags.ts';
import { scoreScale } from './scale.ts';

/**
 * Score a response from the definition's declarative scoring. Works on partial or otherwise
 * invalid answers: each scale is scored from its own items only; hidden fields' answers do not count;
 * calculated questions are worked out again from the answers (never taken as given).
 */
export function score(def: FormDefinition, data: unknown): ScoreResult {
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const answers = visibleData(def, withCalculatedValues(def, record));
  const scoring = def.scoring;
  const scales: ScoreResult['scales'] = {};
  for (const [id, spec] of Object.entries(scoring?.scales ?? {})) scales[id] = scoreScale(spec, answers);
  return {
    scoringVersion: scoring?.version ?? 'none',
    scales,
    flags: raiseFlags(scoring?.flags ?? [], answers, scales),
  };
}
