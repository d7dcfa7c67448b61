import { describe, expect, it } from 'vitest';
import type { Condition, FormDefinition } from '@engine';
import indianHead from '../../../../../schemas/forms/indian-head.json';
import initialAssessment from '../../../../../schemas/forms/initial-assessment.json';
import { conditionOf, describeCondition, newConditionId, rowsOf, shownNowSentence, testRemovedSentence, valueForOperator } from './condition-rows';

const committed = [indianHead, initialAssessment] as unknown as FormDefinition[];

describe('condition rows', () => {
  it('round-trips every committed condition through rows', () => {
    for (const def of committed) {
      for (const c of def.conditions ?? []) {
        const rows = rowsOf(c.when);
        expect(rows, c.id).not.toBeNull();
        expect(conditionOf(rows!)).toEqual(c.when);
      }
    }
  });

  it('reads operators from each kind of test', () => {
    expect(rowsOf({ field: 'a', in: ['x', 'y'] })).toEqual({ match: 'all', rows: [{ field: 'a', operator: 'isOneOf', value: ['x', 'y'] }] });
    expect(rowsOf({ any: [{ field: 'a', atLeast: 2 }, { field: 'b', truthy: false }] })).toEqual({
      match: 'any',
      rows: [
        { field: 'a', operator: 'atLeast', value: 2 },
        { field: 'b', operator: 'notAnswered' },
      ],
    });
  });

  it('has no rows for nested conditions or double tests', () => {
    expect(rowsOf({ all: [{ any: [{ field: 'a', truthy: true }] }] } as Condition)).toBeNull();
    expect(rowsOf({ field: 'a', equals: 1, atLeast: 1 })).toBeNull();
  });

  it('writes nothing while a row is unfinished', () => {
    expect(conditionOf({ match: 'all', rows: [{ field: 'a', operator: 'isOneOf', value: [] }] })).toBeNull();
    expect(conditionOf({ match: 'all', rows: [{ field: 'a', operator: 'atLeast' }] })).toBeNull();
    expect(conditionOf({ match: 'any', rows: [] })).toBeNull();
    expect(conditionOf({ match: 'any', rows: [{ field: 'a', operator: 'answered' }, { field: 'b', operator: 'is', value: 'yes' }] })).toEqual({
      any: [{ field: 'a', truthy: true }, { field: 'b', equals: 'yes' }],
    });
  });

  it('keeps a value that still fits when the operator changes', () => {
    expect(valueForOperator({ field: 'a', operator: 'is', value: 'x' }, 'isOneOf')).toEqual(['x']);
    expect(valueForOperator({ field: 'a', operator: 'isOneOf', value: ['x', 'y'] }, 'is')).toBe('x');
    expect(valueForOperator({ field: 'a', operator: 'is', value: 'x' }, 'atLeast')).toBeUndefined();
  });

  it('describes a condition with titles and choice labels', () => {
    const def = committed[0]!;
    expect(describeCondition(def, { field: 'objectives', in: ['other'] })).toMatch(/is one of Something else$/);
    expect(describeCondition(def, { field: 'under16', equals: 'yes' })).toMatch(/” is Yes$/);
  });

  it('makes condition ids that are free slugs', () => {
    const def = { ...committed[1]!, conditions: [{ id: 'show-phq-difficulty', show: ['x'], when: { field: 'a', truthy: true } }] } as FormDefinition;
    expect(newConditionId(def, 'phqDifficulty')).toBe('show-phq-difficulty-2');
    expect(newConditionId(def, 'odd__name_')).toBe('show-odd-name');
  });

  it('says how a question is shown once a condition stops applying to it, and what a condition says after a test goes', () => {
    const ia = initialAssessment as unknown as FormDefinition;
    const title = ia.schema.properties!.phqDifficulty!.title;
    expect(shownNowSentence(ia, 'phqDifficulty', 0)).toBe(`“${title}” is now always shown.`);
    expect(shownNowSentence(ia, 'phqDifficulty', 1)).toBe(`“${title}” is shown when its other condition holds.`);
    expect(shownNowSentence(ia, 'phqDifficulty', 3)).toBe(`“${title}” is shown when any of its other 3 conditions holds.`);
    const phq1 = ia.schema.properties!.phq1!.title;
    const phq2 = ia.schema.properties!.phq2!.title;
    expect(testRemovedSentence(ia, { field: 'phq1', operator: 'atLeast', value: 1 }, { field: 'phq2', atLeast: 1 })).toBe(
      `Test on “${phq1}” removed. Now: “${phq2}” is at least 1.`,
    );
    // a row left unfinished: nothing is written yet, so only the removal is said
    expect(testRemovedSentence(ia, { field: 'phq1', operator: 'atLeast', value: 1 }, null)).toBe(`Test on “${phq1}” removed.`);
  });
});
