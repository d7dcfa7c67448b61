/**
 * The form-level part of a version diff: sections, conditions, checks across questions and the form's own settings, read
 * from the older definition already carrying the newer names (`withNewNames`).
 */
import { canonicalJson } from '../definition/canonical-json.ts';
import { checkWords } from '../definition/check-words.ts';
import type { Condition, FormCondition, FormDefinition } from '../definition/types.ts';
import { choicesOf, hasField, questionTitle } from './questions.ts';
import { listWords } from './scoring-diff.ts';
import type { FormChange } from './types.ts';

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** An answer value as the member reads it: its choice's label when it has one. */
function answerWords(def: FormDefinition, field: string, value: unknown): string {
  const choice = choicesOf(def, field)?.list.find((c) => c.value === value);
  return `"${choice ? choice.label : String(value)}"`;
}

/** A condition in words: `"Do you smoke?" is "Yes"`, joined by and / or. */
export function describeCondition(def: FormDefinition, condition: Condition): string {
  if ('all' in condition) return condition.all.map((c) => describeCondition(def, c)).join(' and ');
  if ('any' in condition) return condition.any.map((c) => describeCondition(def, c)).join(' or ');
  const question = questionTitle(def, condition.field);
  const tests: string[] = [];
  if (condition.equals !== undefined) tests.push(`is ${answerWords(def, condition.field, condition.equals)}`);
  if (condition.in !== undefined) tests.push(`is one of ${condition.in.map((v) => answerWords(def, condition.field, v)).join(', ')}`);
  if (condition.atLeast !== undefined) tests.push(`is at least ${condition.atLeast}`);
  if (condition.truthy !== undefined) tests.push(condition.truthy ? 'is answered' : 'is not answered');
  return `${question} ${tests.join(' and ') || 'is anything'}`;
}

const shows = (def: FormDefinition, c: FormCondition) => listWords(c.show.map((f) => questionTitle(def, f)));

function conditionChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  const before = new Map((older.conditions ?? []).map((c) => [c.id, c]));
  const out: FormChange[] = [];
  for (const c of newer.conditions ?? []) {
    const was = before.get(c.id);
    if (!was) out.push({ kind: 'conditions', text: `Condition "${c.id}" added: shows ${shows(newer, c)} only when ${describeCondition(newer, c.when)}` });
    else if (!same(was, c)) out.push({ kind: 'conditions', text: `Condition "${c.id}" changed: now shows ${shows(newer, c)} only when ${describeCondition(newer, c.when)}` });
  }
  const after = new Set((newer.conditions ?? []).map((c) => c.id));
  for (const c of older.conditions ?? []) {
    if (after.has(c.id)) continue;
    const stillAsked = c.show.filter((f) => hasField(newer, f));
    const note = stillAsked.length > 0 ? ` (${listWords(stillAsked.map((f) => questionTitle(newer, f)))} no longer depend${stillAsked.length === 1 ? 's' : ''} on it)` : '';
    out.push({ kind: 'conditions', text: `Condition "${c.id}" removed${note}` });
  }
  return out;
}

function checkChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  const before = new Map((older.checks ?? []).map((c) => [c.id, c]));
  const out: FormChange[] = [];
  for (const c of newer.checks ?? []) {
    const was = before.get(c.id);
    if (!was) out.push({ kind: 'checks', text: `Check "${c.id}" added: ${checkWords(newer, c)}` });
    else if (!same(was, c)) out.push({ kind: 'checks', text: `Check "${c.id}" changed: now ${checkWords(newer, c)}` });
  }
  const after = new Set((newer.checks ?? []).map((c) => c.id));
  for (const c of older.checks ?? []) {
    if (!after.has(c.id)) out.push({ kind: 'checks', text: `Check "${c.id}" removed: ${checkWords(older, c)} no longer applies` });
  }
  return out;
}

/** The common items of two lists, in each list's order. */
function commonOrder<T>(a: readonly T[], b: readonly T[]): [T[], T[]] {
  const inB = new Set(b);
  const inA = new Set(a);
  return [a.filter((x) => inB.has(x)), b.filter((x) => inA.has(x))];
}

const inOrder = <T,>([a, b]: [T[], T[]]): boolean => a.every((x, i) => x === b[i]);

function sectionChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  const before = new Map((older.sections ?? []).map((s) => [s.id, s]));
  const after = newer.sections ?? [];
  const out: FormChange[] = [];
  for (const section of after) {
    const was = before.get(section.id);
    if (!was) {
      out.push({ kind: 'sections', text: `Section "${section.title}" added` });
      continue;
    }
    if (was.title !== section.title) out.push({ kind: 'sections', text: `Section "${was.title}" retitled "${section.title}"` });
    if ((was.description ?? '') !== (section.description ?? '')) out.push({ kind: 'sections', text: `Section "${section.title}": description changed` });
    if (!inOrder(commonOrder(was.fields, section.fields))) out.push({ kind: 'sections', text: `Questions reordered in section "${section.title}"` });
  }
  const afterIds = new Set(after.map((s) => s.id));
  for (const section of older.sections ?? []) if (!afterIds.has(section.id)) out.push({ kind: 'sections', text: `Section "${section.title}" removed` });
  const order = commonOrder((older.sections ?? []).map((s) => s.id), after.map((s) => s.id));
  if (!inOrder(order)) {
    out.push({ kind: 'sections', text: `Sections reordered: ${after.filter((s) => before.has(s.id)).map((s) => `"${s.title}"`).join(', ')}` });
  }
  return out;
}

/** The form's title, description, settings and form-wide display options. */
function settingsChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  const out: FormChange[] = [];
  if (older.title !== newer.title) out.push({ kind: 'settings', text: `Form title changed from "${older.title}" to "${newer.title}"` });
  if ((older.description ?? '') !== (newer.description ?? '')) out.push({ kind: 'settings', text: 'Form description changed' });
  const before = older.settings ?? {};
  const after = newer.settings ?? {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    const words = (value: unknown) => (typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 37)}…` : value}"` : canonicalJson(value));
    if (!Object.hasOwn(before, key)) out.push({ kind: 'settings', text: `Form setting "${key}" added: ${words(after[key])}` });
    else if (!Object.hasOwn(after, key)) out.push({ kind: 'settings', text: `Form setting "${key}" removed` });
    else out.push({ kind: 'settings', text: `Form setting "${key}" changed from ${words(before[key])} to ${words(after[key])}` });
  }
  // form-wide display options (not a question's, not the order the sections already give)
  const formUi = (def: FormDefinition) =>
    Object.fromEntries(Object.entries(def.uiSchema ?? {}).filter(([key]) => key.startsWith('ui:') && key !== 'ui:order'));
  if (!same(formUi(older), formUi(newer))) out.push({ kind: 'settings', text: 'Form display options changed' });
  return out;
}

/** Sections, conditions, checks across questions and settings changes, in that order. */
export function formChanges(older: FormDefinition, newer: FormDefinition): FormChange[] {
  return [...sectionChanges(older, newer), ...conditionChanges(older, newer), ...checkChanges(older, newer), ...settingsChanges(older, newer)];
}
