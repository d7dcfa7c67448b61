/**
 * What the meta-schema cannot say about checks across questions: each names questions that exist,
 * of the kind it compares (dates for after / before, numbers otherwise), a comparison names two
 * different questions, a sum adds up two or more, and no two checks share an id. Each problem
 * names the check and the question, for the problems panel.
 */
import { ownEntry } from './cross-references.ts';
import type { DefinitionIssue, DefinitionRef, FormCheck, FormDefinition, JsonSchemaObject } from './types.ts';

/** The kind of answer a check compares: a date, or a number. */
export type CheckedAnswer = 'date' | 'number';

/** Which kind of answer a check's questions must take. */
export const checkedAnswer = (check: Pick<FormCheck, 'kind'>): CheckedAnswer =>
  check.kind === 'after' || check.kind === 'before' ? 'date' : 'number';

/** Whether a question's answer is a date (`format: date`) or a number (integer / number), else null. */
export function answerKind(schema: JsonSchemaObject | undefined): CheckedAnswer | null {
  if (schema === undefined) return null;
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'string' && schema.format === 'date') return 'date';
  return null;
}

/** Every question a check reads. */
export const checkFields = (check: FormCheck): string[] => (check.kind === 'sumEquals' ? check.fields : [check.field, check.other]);

const label = (schema: JsonSchemaObject | undefined, name: string): string =>
  typeof schema?.title === 'string' && schema.title.trim() !== '' ? `"${schema.title}" (${name})` : `"${name}"`;

function checkIssuesOf(def: FormDefinition, check: FormCheck, at: string, report: (issue: DefinitionIssue) => void): void {
  const ref: DefinitionRef = { kind: 'check', id: check.id };
  const wanted = checkedAnswer(check);
  const names: (readonly [string, string])[] =
    check.kind === 'sumEquals'
      ? check.fields.map((name, i) => [name, `${at}/fields/${i}`] as const)
      : [[check.field, `${at}/field`], [check.other, `${at}/other`]];
  for (const [name, path] of names) {
    const schema = ownEntry(def.schema.properties, name);
    if (!schema) {
      report({ path, message: `check "${check.id}" reads "${name}", which is not a question of the form`, ref });
    } else if (answerKind(schema) !== wanted) {
      report({ path, message: `check "${check.id}" compares ${wanted} questions, but ${label(schema, name)} is not a ${wanted} question`, ref });
    }
  }
  if (check.kind === 'sumEquals') {
    const distinct = new Set(check.fields);
    if (distinct.size < check.fields.length) {
      const twice = check.fields.find((f, i) => check.fields.indexOf(f) !== i)!;
      report({ path: `${at}/fields`, message: `check "${check.id}" adds up ${label(ownEntry(def.schema.properties, twice), twice)} twice`, ref });
    }
    if (distinct.size < 2) report({ path: `${at}/fields`, message: `check "${check.id}" must add up at least two number questions`, ref });
    if (!Number.isFinite(check.total)) report({ path: `${at}/total`, message: `check "${check.id}" needs a total to add up to`, ref });
  } else if (check.field === check.other) {
    report({ path: `${at}/other`, message: `check "${check.id}" compares ${label(ownEntry(def.schema.properties, check.field), check.field)} with itself: choose another question`, ref });
  }
}

/** The problems of the definition's checks across questions (none when it has no checks). */
export function checkReferenceIssues(def: FormDefinition): DefinitionIssue[] {
  const checks = def.checks ?? [];
  if (checks.length === 0) return [];
  const issues: DefinitionIssue[] = [];
  checks.forEach((check, c) => checkIssuesOf(def, check, `/checks/${c}`, (issue) => issues.push(issue)));
  const ids = checks.map((c) => c.id);
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) {
    issues.push({ path: '/checks', message: `check id "${id}" is used twice`, ref: { kind: 'check', id } });
  }
  return issues;
}
