import { describe, expect, it } from 'vitest';
import { sampleDefinition } from '../../testing/definitions';
import { answerLimitsNotice } from './answer-limits';

describe('answerLimitsNotice', () => {
  const sample = sampleDefinition();

  it('says nothing when nothing was added', () => {
    expect(answerLimitsNotice(sample, [])).toBeNull();
  });

  it('names each question by its title (its variable name when it has none), with the limit and why', () => {
    expect(
      answerLimitsNotice(sample, [
        { field: 'contact', maxItems: 3, rule: 'choices' },
        { field: 'medicines', maxItems: 20, rule: 'default' },
      ]),
    ).toBe(
      '2 questions got an answer limit, now needed to publish: “How should we contact you?”: at most 3 answers (its number of choices), “medicines”: at most 20 entries. It is saved with the draft; change it in the question’s settings.',
    );
  });

  it('names five, then counts the rest', () => {
    const added = Array.from({ length: 7 }, (_, i) => ({ field: `list${i + 1}`, maxItems: 20, rule: 'default' as const }));
    const text = answerLimitsNotice(sample, added)!;
    expect(text).toMatch(/^7 questions got an answer limit/);
    expect(text).toContain('“list5”: at most 20 entries and 2 more.');
    expect(text).not.toContain('list6');
  });
});
