/**
 * A check across questions in words, naming the questions by their titles: what a member reads
 * when the check is broken, and what the builder and the version diff show an administrator.
 */
import type { FormCheck, FormCheckComparison, FormDefinition } from './types.ts';

/** A question's name as a member reads it, in quotes: its title, else its name. */
export function titled(def: FormDefinition, name: string): string {
  const schema = def.schema.properties && Object.hasOwn(def.schema.properties, name) ? def.schema.properties[name] : undefined;
  const title = typeof schema?.title === 'string' && schema.title.trim() !== '' ? schema.title.trim() : name;
  return `‘${title}’`;
}

/** Titles joined the way a sentence lists them: ‘A’, ‘B’ and ‘C’. */
export function listed(titles: string[]): string {
  return titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/** What each comparison asks of the first question. */
export const COMPARISON_WORDS: Record<FormCheckComparison, string> = {
  after: 'must be after',
  before: 'must be before',
  notMoreThan: 'must not be more than',
  notLessThan: 'must not be less than',
};

/** The standard wording of a check: "‘End date’ must be after ‘Start date’", "‘Work’ and ‘Rest’ must add up to 100". */
export function checkWords(def: FormDefinition, check: FormCheck): string {
  if (check.kind === 'sumEquals') return `${listed(check.fields.map((f) => titled(def, f)))} must add up to ${check.total}`;
  return `${titled(def, check.field)} ${COMPARISON_WORDS[check.kind]} ${titled(def, check.other)}`;
}
