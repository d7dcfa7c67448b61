/** Edits of scoring: scales (items, bands, subscales, rules), flags, and the scoring version. */
import { ownEntry } from '../../definition/cross-references.ts';
import type { FlagSpec, FlagTrigger, FormDefinition, ScaleSpec, ScoringSpec } from '../../definition/types.ts';
import type { DefinitionRef, EditResult } from '../edit-types.ts';
import { describeRefs, scaleReferences, triggerFields } from '../references.ts';
import { conditionProblem } from './logic.ts';
import { copyData, done, fieldRef, fieldsOf, hasField, idProblem, isBlank, questionLabel, refuse, withoutKeys, type EditOf } from './edit-primitives.ts';
import { isRecord } from '../../read/is-record.ts';

/** The version a form's first scoring starts at (bump it whenever scoring changes: responses record it). */
export const FIRST_SCORING_VERSION = '1';

const SEVERITIES = ['info', 'warning', 'urgent'];

const scoringOf = (def: FormDefinition): ScoringSpec => def.scoring ?? { version: FIRST_SCORING_VERSION };

const unknownFieldsIn = (def: FormDefinition, names: string[]): string[] => [...new Set(names.filter((f) => !hasField(def, f)))];

const noQuestion = (names: string[]): EditResult => refuse('unknown-field', `There is no question ${names.map((f) => `"${f}"`).join(', ')}.`);

/** The flags a new version of a scale would break: they use a band or rule it no longer has. */
function flagsBrokenBy(def: FormDefinition, id: string, scale: ScaleSpec): DefinitionRef[] {
  const broken = (trigger: FlagTrigger): boolean => {
    if (trigger.kind === 'anyOf') return trigger.triggers.some(broken);
    if (trigger.kind === 'scaleBand' && trigger.scale === id) return trigger.bands.some((b) => !scale.bands?.some((band) => band.id === b));
    if (trigger.kind === 'rule' && trigger.scale === id) return !ownEntry(scale.rules, trigger.rule);
    return false;
  };
  return (def.scoring?.flags ?? []).filter((flag) => broken(flag.trigger)).map((flag) => ({ kind: 'flag', id: flag.id }));
}

/** Add a scale, or replace the one with the same id (keeping its place). */
export function setScale(def: FormDefinition, edit: EditOf<'setScale'>): EditResult {
  const { id } = edit;
  const problem = idProblem('scale', id);
  if (problem) return refuse('bad-name', problem);
  const scale = edit.scale as unknown;
  if (!isRecord(scale)) return refuse('invalid', 'A scale is needed.');
  const { title, items, itemMin, itemMax } = scale as Partial<ScaleSpec>;
  if (isBlank(title)) return refuse('invalid', 'A scale needs a title.');
  if (!Array.isArray(items) || items.length === 0 || items.some((f) => typeof f !== 'string')) {
    return refuse('invalid', 'Choose at least one question for the scale to score.');
  }
  const unknown = unknownFieldsIn(def, items);
  if (unknown.length > 0) return noQuestion(unknown);
  const notNumbers = items.filter((f) => !['integer', 'number'].includes(fieldsOf(def)[f]!.type as string));
  if (notNumbers.length > 0) {
    return refuse(
      'invalid',
      `Only questions answered with a number (such as rating scales) can be scored: ${notNumbers.map((f) => questionLabel(def, f)).join(', ')} ${notNumbers.length === 1 ? 'is' : 'are'} not.`,
      notNumbers.map(fieldRef),
    );
  }
  if (!Number.isInteger(itemMin) || !Number.isInteger(itemMax)) return refuse('invalid', "Set each item's lowest and highest rating as whole numbers.");
  if (itemMin! > itemMax!) return refuse('invalid', "An item's lowest rating must not be above its highest.");
  const stored = copyData(scale) as unknown as ScaleSpec;
  const broken = flagsBrokenBy(def, id, stored);
  if (broken.length > 0) {
    return refuse('in-use', `${describeRefs(broken)} ${broken.length === 1 ? 'uses' : 'use'} a band or rule this change removes from scale "${id}": change ${broken.length === 1 ? 'it' : 'them'} first.`, broken);
  }
  const scoring = scoringOf(def);
  return done({ ...def, scoring: { ...scoring, scales: { ...scoring.scales, [id]: stored } } });
}

/** Remove a scale; refused while a flag triggers on it. */
export function removeScale(def: FormDefinition, edit: EditOf<'removeScale'>): EditResult {
  const scales = def.scoring?.scales;
  if (typeof edit.id !== 'string' || !ownEntry(scales, edit.id)) return refuse('unknown-scale', `There is no scale "${String(edit.id)}".`);
  const users = scaleReferences(def, edit.id);
  if (users.length > 0) {
    return refuse('in-use', `The scale "${edit.id}" cannot be removed: ${describeRefs(users)} ${users.length === 1 ? 'triggers' : 'trigger'} on it. Change or remove ${users.length === 1 ? 'it' : 'them'} first.`, users);
  }
  const { scales: _old, ...rest } = def.scoring!;
  const remaining = withoutKeys(scales!, new Set([edit.id]));
  return done({ ...def, scoring: Object.keys(remaining).length > 0 ? { ...rest, scales: remaining } : rest });
}

/** Why a flag's trigger cannot be decided against this definition (null when it can). */
function triggerProblem(def: FormDefinition, trigger: unknown): EditResult | null {
  if (!isRecord(trigger)) return refuse('invalid', 'Choose when the flag is raised.');
  const t = trigger as FlagTrigger;
  if (t.kind === 'anyOf') {
    if (!Array.isArray(t.triggers) || t.triggers.length === 0) return refuse('invalid', 'Add at least one trigger to "any of".');
    for (const part of t.triggers) {
      const problem = triggerProblem(def, part);
      if (problem) return problem;
    }
    return null;
  }
  if (t.kind === 'answer') {
    const problem = conditionProblem(t.when);
    if (problem) return refuse('invalid', problem);
    const unknown = unknownFieldsIn(def, triggerFields(t));
    return unknown.length > 0 ? noQuestion(unknown) : null;
  }
  if (t.kind !== 'scaleTotalAtLeast' && t.kind !== 'scaleBand' && t.kind !== 'rule') {
    return refuse('invalid', `"${String((t as { kind?: unknown }).kind)}" is not a kind of trigger: use an answer, a scale total, a band or a rule.`);
  }
  const scale = typeof t.scale === 'string' ? ownEntry(def.scoring?.scales, t.scale) : undefined;
  if (!scale) return refuse('unknown-scale', `There is no scale "${String(t.scale)}" for the flag to use.`);
  const scaleRef: DefinitionRef[] = [{ kind: 'scale', id: t.scale }];
  if (t.kind === 'scaleBand') {
    if (!Array.isArray(t.bands) || t.bands.length === 0) return refuse('invalid', 'Choose at least one band.');
    const missing = t.bands.filter((b) => !scale.bands?.some((band) => band.id === b));
    if (missing.length > 0) return refuse('invalid', `Scale "${t.scale}" has no band ${missing.map((b) => `"${String(b)}"`).join(', ')}.`, scaleRef);
  }
  if (t.kind === 'rule' && (typeof t.rule !== 'string' || !ownEntry(scale.rules, t.rule))) {
    return refuse('invalid', `Scale "${t.scale}" has no rule "${String(t.rule)}".`, scaleRef);
  }
  return null;
}

/** Add a flag, or replace the one with the same id (keeping its place). */
export function setFlag(def: FormDefinition, edit: EditOf<'setFlag'>): EditResult {
  const flag = edit.flag as unknown;
  if (!isRecord(flag)) return refuse('invalid', 'A flag is needed.');
  const { id, severity, message, fields, trigger } = flag as Partial<FlagSpec>;
  const idIssue = idProblem('flag', id);
  if (idIssue) return refuse('bad-name', idIssue);
  if (!SEVERITIES.includes(severity as string)) return refuse('invalid', 'Choose how serious the flag is: info, warning or urgent.');
  if (isBlank(message)) return refuse('invalid', 'A flag needs a message for whoever reads it.');
  if (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string')) return refuse('invalid', "List the questions the flag is about (the list may be empty).");
  const unknown = unknownFieldsIn(def, fields);
  if (unknown.length > 0) return noQuestion(unknown);
  const problem = triggerProblem(def, trigger);
  if (problem) return problem;
  const stored = copyData(flag) as unknown as FlagSpec;
  const scoring = scoringOf(def);
  const flags = scoring.flags ?? [];
  const at = flags.findIndex((f) => f.id === id);
  return done({ ...def, scoring: { ...scoring, flags: at === -1 ? [...flags, stored] : flags.map((f, i) => (i === at ? stored : f)) } });
}

/** Remove a flag. */
export function removeFlag(def: FormDefinition, edit: EditOf<'removeFlag'>): EditResult {
  const flags = def.scoring?.flags ?? [];
  if (!flags.some((f) => f.id === edit.id)) return refuse('unknown-flag', `There is no flag "${String(edit.id)}".`);
  return done({ ...def, scoring: { ...def.scoring!, flags: flags.filter((f) => f.id !== edit.id) } });
}

/** Set the scoring version every scored response records (bump it whenever scoring changes). */
export function setScoringVersion(def: FormDefinition, edit: EditOf<'setScoringVersion'>): EditResult {
  if (isBlank(edit.version)) return refuse('invalid', 'The scoring version cannot be blank: every scored response records it.');
  if (def.scoring?.version === edit.version) return done(def);
  return done({ ...def, scoring: { ...scoringOf(def), version: edit.version } });
}
