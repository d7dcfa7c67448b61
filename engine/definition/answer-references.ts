/**
 * Publish checks of what reads other answers: calculated questions' formulas and earlier answers
 * shown in titles and descriptions. Each must read questions that exist and come earlier in the
 * form (a formula: number questions only; text: answers that can be shown as words).
 */
import { calculatedOptions } from '../calculate/calculated-values.ts';
import { formulaNodeNames } from '../calculate/formula-names.ts';
import { parseFormula } from '../calculate/parse-formula.ts';
import { isRecallable } from '../recall/answer-text.ts';
import { recallNames } from '../recall/recall-tokens.ts';
import { recallOutline } from '../recall/recall-text.ts';
import { escapePointer } from './cross-references.ts';
import { formOrder } from './form-order.ts';
import type { DefinitionIssue, DefinitionRef, FormDefinition, JsonSchemaObject } from './types.ts';

/** A question as an author finds it: `"Your weight" (weight)`. */
function label(def: FormDefinition, name: string): string {
  const properties = def.schema.properties ?? {};
  const title = Object.hasOwn(properties, name) ? properties[name]!.title : undefined;
  if (typeof title !== 'string' || title.trim() === '') return `"${name}"`;
  const words = recallOutline(title);
  return `"${words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words}" (${name})`;
}

const isNumberQuestion = (schema: JsonSchemaObject | undefined): boolean => schema?.type === 'number' || schema?.type === 'integer';

interface Reader {
  /** what does the reading, in words: 'the formula of "BMI" (bmi)', 'the title of section "About you"' */
  who: string;
  /** the reader's own question, when it is one */
  own?: string;
  /** questions before this position are earlier */
  position: number;
  path: string;
  ref: DefinitionRef;
}

function referenceIssues(def: FormDefinition, names: string[], reader: Reader, kind: 'formula' | 'text'): DefinitionIssue[] {
  const properties = def.schema.properties ?? {};
  const order = formOrder(def);
  const issues: DefinitionIssue[] = [];
  const report = (message: string) => issues.push({ path: reader.path, message, ref: reader.ref });
  for (const name of names) {
    if (!Object.hasOwn(properties, name)) report(`${reader.who} reads "${name}", which is not a question on this form`);
    else if (name === reader.own) report(`${reader.who} reads its own answer: it can only read earlier questions`);
    else if (order.indexOf(name) >= reader.position) report(`${reader.who} reads ${label(def, name)}, which comes later in the form: it can only read earlier questions`);
    else if (kind === 'formula' && !isNumberQuestion(properties[name])) report(`${reader.who} reads ${label(def, name)}, which does not take a number`);
    else if (kind === 'text' && !isRecallable(properties[name], def.uiSchema?.[name])) report(`${reader.who} shows the answer to ${label(def, name)}, which cannot be shown as words`);
  }
  return issues;
}

function formulaIssues(def: FormDefinition, name: string, position: number): DefinitionIssue[] {
  const options = calculatedOptions(def, name);
  if (!options) return [];
  const path = `/uiSchema/${escapePointer(name)}/ui:options/formula`;
  const ref: DefinitionRef = { kind: 'field', id: name };
  const who = `the formula of ${label(def, name)}`;
  const schema = def.schema.properties?.[name];
  const issues: DefinitionIssue[] = [];
  if (!isNumberQuestion(schema)) issues.push({ path: `/schema/properties/${escapePointer(name)}`, message: `${label(def, name)} is calculated, so it must take a number (type number)`, ref });
  if ((def.schema.required ?? []).includes(name)) {
    issues.push({ path: '/schema/required', message: `${label(def, name)} is calculated, so it cannot be required: a member cannot answer it`, ref });
  }
  const parsed = parseFormula(options.formula);
  if (!parsed.ok) return [...issues, { path, message: options.formula.trim() === '' ? `${label(def, name)} has no formula: write one` : `${who}: ${parsed.message}`, ref }];
  return [...issues, ...referenceIssues(def, formulaNodeNames(parsed.formula), { who, own: name, position, path, ref }, 'formula')];
}

function textIssues(def: FormDefinition, name: string, position: number): DefinitionIssue[] {
  const schema = def.schema.properties?.[name];
  const issues: DefinitionIssue[] = [];
  for (const part of ['title', 'description'] as const) {
    const names = recallNames(schema?.[part]);
    if (names.length === 0) continue;
    const reader: Reader = { who: `the ${part} of ${label(def, name)}`, own: name, position, path: `/schema/properties/${escapePointer(name)}/${part}`, ref: { kind: 'field', id: name } };
    issues.push(...referenceIssues(def, names, reader, 'text'));
  }
  return issues;
}

function sectionIssues(def: FormDefinition): DefinitionIssue[] {
  const order = formOrder(def);
  const issues: DefinitionIssue[] = [];
  (def.sections ?? []).forEach((section, s) => {
    const first = section.fields.map((f) => order.indexOf(f)).filter((i) => i >= 0);
    // a section's text is read before its own questions
    const position = first.length > 0 ? Math.min(...first) : order.length;
    for (const part of ['title', 'description'] as const) {
      const names = recallNames(section[part]);
      if (names.length === 0) continue;
      const reader: Reader = { who: `the ${part} of section "${recallOutline(section.title)}"`, position, path: `/sections/${s}/${part}`, ref: { kind: 'section', id: section.id } };
      issues.push(...referenceIssues(def, names, reader, 'text'));
    }
  });
  return issues;
}

/**
 * Problems with formulas and earlier answers in text: a formula that cannot be read, or that reads
 * itself, a later question, a question that does not exist or one that takes no number; a title or
 * description showing such an answer. Each names the question (or section) it is about.
 */
export function answerReferenceIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  formOrder(def).forEach((name, position) => issues.push(...formulaIssues(def, name, position), ...textIssues(def, name, position)));
  issues.push(...sectionIssues(def));
  return issues;
}
