/**
 * Renaming a question's variable everywhere it is named: the schema, required, uiSchema (and its
 * `ui:order`), its section, conditions (shown and read), checks across questions, scales, subscales and flags (fields and
 * triggers), formulas and earlier answers shown in titles and descriptions. Only what names it is copied; everything else keeps its identity.
 */
import type { Condition, FormCheck, FlagSpec, FlagTrigger, FormDefinition, ScaleSpec, ScoringSpec } from '../../definition/types.ts';
import type { EditResult } from '../edit-types.ts';
import { advancedRulesName } from '../references.ts';
import { renameAnswerReads } from './rename-answer-reads.ts';
import {
  done, fieldNameProblem, fieldRef, fieldsOf, hasField, mapSame, mapValuesSame, questionLabel, refuse, renameKey, type EditOf,
} from './edit-primitives.ts';

type Swap = (name: string) => string;

/** The list with the name swapped, or the same list when it does not hold it. */
function swapIn(list: string[], from: string, swap: Swap): string[] {
  return list.includes(from) ? list.map(swap) : list;
}

function renameInCondition(condition: Condition, from: string, to: string): Condition {
  if ('all' in condition) {
    const all = mapSame(condition.all, (c) => renameInCondition(c, from, to));
    return all === condition.all ? condition : { all };
  }
  if ('any' in condition) {
    const any = mapSame(condition.any, (c) => renameInCondition(c, from, to));
    return any === condition.any ? condition : { any };
  }
  return condition.field === from ? { ...condition, field: to } : condition;
}

function renameInTrigger(trigger: FlagTrigger, from: string, to: string): FlagTrigger {
  if (trigger.kind === 'answer') {
    const when = renameInCondition(trigger.when, from, to);
    return when === trigger.when ? trigger : { ...trigger, when };
  }
  if (trigger.kind === 'anyOf') {
    const triggers = mapSame(trigger.triggers, (t) => renameInTrigger(t, from, to));
    return triggers === trigger.triggers ? trigger : { ...trigger, triggers };
  }
  return trigger;
}

function renameInCheck(check: FormCheck, from: string, swap: Swap): FormCheck {
  if (check.kind === 'sumEquals') {
    const fields = swapIn(check.fields, from, swap);
    return fields === check.fields ? check : { ...check, fields };
  }
  return check.field === from || check.other === from ? { ...check, field: swap(check.field), other: swap(check.other) } : check;
}

function renameInScale(scale: ScaleSpec, from: string, swap: Swap): ScaleSpec {
  if (!scale.items.includes(from)) return scale;
  const subscales = scale.subscales && mapValuesSame(scale.subscales, (sub) => (sub.items.includes(from) ? { ...sub, items: sub.items.map(swap) } : sub));
  return { ...scale, items: scale.items.map(swap), ...(subscales ? { subscales } : {}) };
}

function renameInFlag(flag: FlagSpec, from: string, to: string, swap: Swap): FlagSpec {
  const fields = swapIn(flag.fields, from, swap);
  const trigger = renameInTrigger(flag.trigger, from, to);
  return fields === flag.fields && trigger === flag.trigger ? flag : { ...flag, fields, trigger };
}

function renameInScoring(scoring: ScoringSpec, from: string, to: string, swap: Swap): ScoringSpec {
  const scales = scoring.scales && mapValuesSame(scoring.scales, (scale) => renameInScale(scale, from, swap));
  const flags = scoring.flags && mapSame(scoring.flags, (flag) => renameInFlag(flag, from, to, swap));
  if (scales === scoring.scales && flags === scoring.flags) return scoring;
  return { ...scoring, ...(scales ? { scales } : {}), ...(flags ? { flags } : {}) };
}

function renameInUiSchema(uiSchema: Record<string, unknown>, from: string, to: string, swap: Swap): Record<string, unknown> {
  const order = uiSchema['ui:order'];
  const orderNames = Array.isArray(order) && order.includes(from);
  if (!Object.hasOwn(uiSchema, from) && !orderNames) return uiSchema;
  const renamed = renameKey(uiSchema, from, to);
  if (orderNames) renamed['ui:order'] = (order as unknown[]).map((f) => (typeof f === 'string' ? swap(f) : f));
  return renamed;
}

/** Rename a question's variable everywhere it is named. */
export function renameField(def: FormDefinition, edit: EditOf<'renameField'>): EditResult {
  const { from, to } = edit;
  if (typeof from !== 'string' || !hasField(def, from)) return refuse('unknown-field', `There is no question "${String(from)}".`);
  if (to === from) return done(def);
  const nameProblem = fieldNameProblem(to);
  if (nameProblem) return refuse('bad-name', nameProblem);
  if (hasField(def, to)) return refuse('name-taken', `There is already a question named "${to}".`, [fieldRef(to)]);
  if (advancedRulesName(def, from)) {
    return refuse(
      'in-use',
      `The form's advanced schema rules name ${questionLabel(def, from)}; the builder cannot rename it there. Edit those rules in the JSON view.`,
      [{ kind: 'form', id: def.id }],
    );
  }
  const swap: Swap = (name) => (name === from ? to : name);
  const required = def.schema.required;
  const next: FormDefinition = {
    ...def,
    schema: {
      ...def.schema,
      properties: renameKey(fieldsOf(def), from, to),
      ...(required ? { required: swapIn(required, from, swap) } : {}),
    },
    ...(def.uiSchema ? { uiSchema: renameInUiSchema(def.uiSchema, from, to, swap) } : {}),
    ...(def.sections ? { sections: mapSame(def.sections, (s) => (s.fields.includes(from) ? { ...s, fields: s.fields.map(swap) } : s)) } : {}),
    ...(def.conditions
      ? {
          conditions: mapSame(def.conditions, (c) => {
            const show = swapIn(c.show, from, swap);
            const when = renameInCondition(c.when, from, to);
            return show === c.show && when === c.when ? c : { ...c, show, when };
          }),
        }
      : {}),
    ...(def.checks ? { checks: mapSame(def.checks, (c) => renameInCheck(c, from, swap)) } : {}),
    ...(def.scoring ? { scoring: renameInScoring(def.scoring, from, to, swap) } : {}),
  };
  return done(renameAnswerReads(next, from, to));
}
