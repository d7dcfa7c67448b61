/**
 * Pure: the one-line notice shown when a form opened in the builder was brought up to today's rules
 * (`normaliseDraft`): which questions got an answer limit, in words an administrator checks.
 */
import type { AddedAnswerLimit, FormDefinition } from '@engine';
import { titleOf } from '../panels/field-schema';

const MAX_NAMED = 5;

export function answerLimitsNotice(definition: FormDefinition, added: readonly AddedAnswerLimit[]): string | null {
  if (added.length === 0) return null;
  const named = added.slice(0, MAX_NAMED).map(({ field, maxItems, rule }) => {
    const what = rule === 'choices' ? `at most ${maxItems} answers (its number of choices)` : `at most ${maxItems} entries`;
    return `“${titleOf(definition, field)}”: ${what}`;
  });
  const more = added.length > MAX_NAMED ? ` and ${added.length - MAX_NAMED} more` : '';
  const count = added.length === 1 ? '1 question' : `${added.length} questions`;
  return `${count} got an answer limit, now needed to publish: ${named.join(', ')}${more}. It is saved with the draft; change it in the question’s settings.`;
}
