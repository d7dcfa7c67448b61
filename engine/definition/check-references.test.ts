import { describe, expect, it } from 'vitest';
import type { FormCheck, FormDefinition } from './types.ts';
import { checkedForm } from '../test-support/check-forms.ts';
import { publishIssues, structuralIssues, validateDefinition } from './validate-definition.ts';

const withChecks = (checks: unknown[]): FormDefinition => ({ ...checkedForm(), checks: checks as FormCheck[] });

describe('checks across questions at publish', () => {
  it('accepts a form whose checks name questions of the right kind', () => {
    expect(publishIssues(checkedForm())).toEqual([]);
    expect(validateDefinition(checkedForm()).ok).toBe(true);
  });

  it('refuses a check naming a question that does not exist, naming the check', () => {
    expect(publishIssues(withChecks([{ id: 'ghost', kind: 'after', field: 'end', other: 'begin' }]))).toEqual([
      { path: '/checks/0/other', message: 'check "ghost" reads "begin", which is not a question of the form', ref: { kind: 'check', id: 'ghost' } },
    ]);
  });

  it('refuses a date check on a number, and a number check on a date, naming the question', () => {
    expect(structuralIssues(withChecks([{ id: 'mixed', kind: 'after', field: 'inBed', other: 'start' }]))).toEqual([
      { path: '/checks/0/field', message: 'check "mixed" compares date questions, but "Hours in bed" (inBed) is not a date question', ref: { kind: 'check', id: 'mixed' } },
    ]);
    expect(structuralIssues(withChecks([{ id: 'n', kind: 'notMoreThan', field: 'asleep', other: 'works' }]))[0]!.message).toBe(
      'check "n" compares number questions, but "Do you work?" (works) is not a number question',
    );
  });

  it('refuses a sum over fewer than two numbers, a question added twice, and a question compared with itself', () => {
    const messages = (checks: unknown[]) => structuralIssues(withChecks(checks)).map((i) => i.message);
    expect(messages([{ id: 'one', kind: 'sumEquals', fields: ['work'], total: 100 }])).toEqual(['check "one" must add up at least two number questions']);
    expect(messages([{ id: 'twice', kind: 'sumEquals', fields: ['work', 'work'], total: 100 }])).toEqual([
      'check "twice" adds up "Work" (work) twice',
      'check "twice" must add up at least two number questions',
    ]);
    expect(messages([{ id: 'self', kind: 'before', field: 'start', other: 'start' }])).toEqual(['check "self" compares "Start date" (start) with itself: choose another question']);
  });

  it('refuses two checks with one id, and a check of an unknown kind (the meta-schema)', () => {
    const twice = structuralIssues(withChecks([...checkedForm().checks!, checkedForm().checks![0]!]));
    expect(twice).toEqual([{ path: '/checks', message: 'check id "start-first" is used twice', ref: { kind: 'check', id: 'start-first' } }]);
    const unknown = structuralIssues(withChecks([{ id: 'odd', kind: 'sooner', field: 'start', other: 'end' }]));
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((i) => i.path.startsWith('/checks/0') && i.ref?.kind === 'check' && i.ref.id === 'odd')).toBe(true);
  });
});
