/**
 * Codes on the form's parts: the Codes panel's one edit (`setCodes`), and codes following every
 * other edit: a renamed question keeps its codes under its new name; a removed question, section,
 * scale or choice takes its codes with it (they would name nothing).
 */
import { choiceValueKeys } from '../../definition/code-references.ts';
import type { Coding, FormCodes, FormDefinition } from '../../definition/types.ts';
import type { CodeTarget, Edit, EditResult } from '../edit-types.ts';
import { isRecord } from '../../read/is-record.ts';
import { done, fieldsOf, hasField, refuse, renameKey, type EditOf } from './edit-primitives.ts';

const CODE_SYSTEM = /^(https?|urn):\S+$/;

function codingProblem(coding: unknown): string | null {
  if (!isRecord(coding)) return 'Each code needs a system and a code.';
  if (typeof coding.system !== 'string' || !CODE_SYSTEM.test(coding.system)) return 'A code system is a web address or URN, such as http://loinc.org.';
  if (typeof coding.code !== 'string' || coding.code.trim() === '' || coding.code !== coding.code.trim()) return 'Enter the code itself, such as 44261-6.';
  if (coding.display !== undefined && (typeof coding.display !== 'string' || coding.display.trim() === '')) return "A code's display text cannot be blank: leave it out instead.";
  return null;
}

const clean = (coding: Coding): Coding => ({ system: coding.system, code: coding.code, ...(coding.display ? { display: coding.display } : {}) });

/** The codes block without empty parts (absent when nothing is left). */
function tidy(codes: FormCodes): FormCodes | undefined {
  const out: FormCodes = {};
  if (codes.form && codes.form.length > 0) out.form = codes.form;
  for (const key of ['sections', 'fields', 'scales'] as const) {
    const entries = Object.entries(codes[key] ?? {}).filter(([, list]) => list.length > 0);
    if (entries.length > 0) out[key] = Object.fromEntries(entries);
  }
  const choices = Object.entries(codes.choices ?? {}).filter(([, byValue]) => Object.keys(byValue).length > 0);
  if (choices.length > 0) out.choices = Object.fromEntries(choices);
  return Object.keys(out).length > 0 ? out : undefined;
}

function withCodes(def: FormDefinition, codes: FormCodes | undefined): FormDefinition {
  const { codes: _old, ...rest } = def;
  return codes ? { ...rest, codes } : rest;
}

function targetProblem(def: FormDefinition, target: CodeTarget): string | null {
  switch (target.kind) {
    case 'form':
      return null;
    case 'section':
      return (def.sections ?? []).some((s) => s.id === target.id) ? null : `There is no section "${target.id}".`;
    case 'field':
      return hasField(def, target.id) ? null : `There is no question "${target.id}".`;
    case 'choice':
      if (!hasField(def, target.field)) return `There is no question "${target.field}".`;
      return choiceValueKeys(fieldsOf(def)[target.field]).includes(target.value) ? null : `"${target.field}" has no choice "${target.value}".`;
    case 'scale':
      return Object.hasOwn(def.scoring?.scales ?? {}, target.id) ? null : `There is no scale "${target.id}".`;
    default:
      return 'Choose what the codes belong to.';
  }
}

/** Set (or, with an empty list, remove) the codes of the form, a section, a question, a choice or a scale. */
export function setCodes(def: FormDefinition, edit: EditOf<'setCodes'>): EditResult {
  const { target, codings } = edit;
  if (!isRecord(target)) return refuse('invalid', 'Choose what the codes belong to.');
  const problem = targetProblem(def, target);
  if (problem) return refuse(target.kind === 'scale' ? 'unknown-scale' : target.kind === 'section' ? 'unknown-section' : 'unknown-field', problem);
  if (!Array.isArray(codings)) return refuse('invalid', 'Give a list of codes (empty to remove them).');
  for (const coding of codings) {
    const codingIssue = codingProblem(coding);
    if (codingIssue) return refuse('invalid', codingIssue);
  }
  if (target.kind === 'choice' && codings.length > 1) return refuse('invalid', 'A choice carries one code.');
  if (codings.length > 10) return refuse('invalid', 'Up to 10 codes each.');
  const list = codings.map(clean);
  const codes: FormCodes = structuredClone(def.codes ?? {});
  switch (target.kind) {
    case 'form':
      codes.form = list;
      break;
    case 'choice': {
      const byValue = { ...codes.choices?.[target.field] };
      if (list[0]) byValue[target.value] = list[0];
      else delete byValue[target.value];
      codes.choices = { ...codes.choices, [target.field]: byValue };
      break;
    }
    default: {
      const key = target.kind === 'section' ? 'sections' : target.kind === 'field' ? 'fields' : 'scales';
      codes[key] = { ...codes[key], [target.id]: list };
    }
  }
  return done(withCodes(def, tidy(codes)));
}

/** Codes naming only what the definition still has: a question's, section's, scale's or choice's codes go with it. */
function prune(def: FormDefinition, codes: FormCodes): FormCodes | undefined {
  const fields = fieldsOf(def);
  const sections = new Set((def.sections ?? []).map((s) => s.id));
  const scales = def.scoring?.scales ?? {};
  const keep = <T>(record: Record<string, T> | undefined, has: (key: string) => boolean) =>
    record && Object.fromEntries(Object.entries(record).filter(([key]) => has(key)));
  const choices = Object.fromEntries(
    Object.entries(codes.choices ?? {})
      .filter(([name]) => Object.hasOwn(fields, name))
      .map(([name, byValue]) => {
        const values = new Set(choiceValueKeys(fields[name]));
        return [name, Object.fromEntries(Object.entries(byValue).filter(([value]) => values.has(value)))];
      }),
  );
  return tidy({
    ...(codes.form ? { form: codes.form } : {}),
    sections: keep(codes.sections, (id) => sections.has(id)),
    fields: keep(codes.fields, (name) => Object.hasOwn(fields, name)),
    choices,
    scales: keep(codes.scales, (id) => Object.hasOwn(scales, id)),
  });
}

/** The edited definition with its codes following the edit (renamed with a question, gone with what was removed). */
export function codesFollowing(edit: Edit, after: FormDefinition): FormDefinition {
  if (!after.codes) return after;
  let codes = after.codes;
  if (edit.type === 'renameField') {
    const rename = <T>(record: Record<string, T> | undefined) => (record && Object.hasOwn(record, edit.from) ? renameKey(record, edit.from, edit.to) : record);
    codes = { ...codes, ...(codes.fields ? { fields: rename(codes.fields) } : {}), ...(codes.choices ? { choices: rename(codes.choices) } : {}) };
  }
  const pruned = prune(after, codes);
  return JSON.stringify(pruned) === JSON.stringify(after.codes) ? after : withCodes(after, pruned);
}
