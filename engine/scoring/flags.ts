import { conditionHolds } from '../definition/conditions.ts';
import type { FlagSpec, FlagTrigger, RaisedFlag, ScaleScore } from '../definition/types.ts';

/** Whether a flag's trigger holds, given the counted answers and the scale scores. */
export function triggerHolds(
  trigger: FlagTrigger,
  data: Record<string, unknown>,
  scales: Record<string, ScaleScore>,
): boolean {
  switch (trigger.kind) {
    case 'answer':
      return conditionHolds(trigger.when, data);
    case 'scaleTotalAtLeast': {
      const total = scales[trigger.scale]?.total;
      return typeof total === 'number' && total >= trigger.value;
    }
    case 'scaleBand': {
      const band = scales[trigger.scale]?.band;
      return band !== null && band !== undefined && trigger.bands.includes(band);
    }
    case 'rule':
      return scales[trigger.scale]?.rules[trigger.rule] === trigger.equals;
    case 'anyOf':
      return trigger.triggers.some((t) => triggerHolds(t, data, scales));
  }
}

/** The flags whose triggers hold, in definition order. */
export function raiseFlags(
  specs: FlagSpec[],
  data: Record<string, unknown>,
  scales: Record<string, ScaleScore>,
): RaisedFlag[] {
  return specs
    .filter((spec) => triggerHolds(spec.trigger, data, scales))
    .map((spec) => {
      const flag: RaisedFlag = { id: spec.id, severity: spec.severity, message: spec.message, fields: [...spec.fields] };
      if (spec.audience) flag.audience = spec.audience;
      if (spec.signpost) flag.signpost = spec.signpost;
      return flag;
    });
}
