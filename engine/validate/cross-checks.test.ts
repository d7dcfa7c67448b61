import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { checkedForm } from '../test-support/check-forms.ts';
import { validateResponse } from './validate-response.ts';

const good = { start: '2026-03-01', end: '2026-03-08', inBed: 8, asleep: 7, works: 'yes', work: 40, rest: 35, play: 25 };

const errorsOf = (data: Record<string, unknown>, def: FormDefinition = checkedForm()) => validateResponse(def, data).errors;

describe('checks across questions in validateResponse', () => {
  it('accepts answers that keep every check', () => {
    expect(validateResponse(checkedForm(), good)).toEqual({ valid: true, errors: [] });
    // equal numbers are "not more than" each other
    expect(errorsOf({ ...good, asleep: 8 })).toEqual([]);
  });

  it('shows a broken date check at the later question, worded from it, naming both by title', () => {
    expect(errorsOf({ ...good, end: '2026-02-27' })).toEqual([{ field: 'end', section: 'time', message: '‘End date’ must be after ‘Start date’' }]);
    // the same day is not before
    expect(errorsOf({ ...good, end: '2026-03-01' })).toEqual([{ field: 'end', section: 'time', message: '‘End date’ must be after ‘Start date’' }]);
  });

  it('words a number check from the question it is shown at', () => {
    expect(errorsOf({ ...good, asleep: 9 })).toEqual([{ field: 'asleep', section: 'dates', message: '‘Hours asleep’ must not be more than ‘Hours in bed’' }]);
    const swapped = { ...checkedForm(), sections: [{ id: 'dates', title: 'Dates', fields: ['start', 'asleep', 'inBed'] }, checkedForm().sections![1]!] };
    expect(errorsOf({ ...good, asleep: 9 }, swapped)).toEqual([{ field: 'inBed', section: 'dates', message: '‘Hours in bed’ must not be less than ‘Hours asleep’' }]);
  });

  it('shows a broken sum at the last question of the group, with what the answers add up to', () => {
    expect(errorsOf({ ...good, play: 20 })).toEqual([
      { field: 'play', section: 'time', message: '‘Work’, ‘Rest’ and ‘Play’ must add up to 100 (they add up to 95)' },
    ]);
  });

  it('uses the check’s own message when it has one', () => {
    const def = { ...checkedForm(), checks: [{ id: 'whole-day', kind: 'sumEquals' as const, fields: ['work', 'rest', 'play'], total: 100, message: 'Your day should add up to 100%' }] };
    expect(errorsOf({ ...good, play: 20 }, def)).toEqual([{ field: 'play', section: 'time', message: 'Your day should add up to 100%' }]);
  });

  it('does not fire while a question is unanswered or hidden (its own required rule speaks for it)', () => {
    const { end: _end, ...noEnd } = good;
    expect(errorsOf(noEnd)).toEqual([
      { field: null, section: 'time', message: 'Answer every question in this section' },
      expect.objectContaining({ field: 'end', section: 'time' }),
    ]);
    expect(errorsOf({ ...good, inBed: '' })).toEqual([]);
    // "work" hidden: its stale answer does not count, and the sum does not fire
    expect(errorsOf({ ...good, works: 'no', play: 20 })).toEqual([]);
  });

  it('leaves a question that is wrong on its own to its own message', () => {
    const errors = errorsOf({ ...good, asleep: 30 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ field: 'asleep' });
    expect(errors[0]!.message).not.toMatch(/Hours in bed/);
    expect(errorsOf({ ...good, start: 'not a date', end: '2020-01-01' }).map((e) => e.field)).toEqual(['start']);
  });

  it('sums decimals to within rounding and says one message per question', () => {
    const def: FormDefinition = {
      ...checkedForm(),
      checks: [
        { id: 'thirds', kind: 'sumEquals', fields: ['inBed', 'asleep'], total: 0.3 },
        { id: 'also', kind: 'notLessThan', field: 'asleep', other: 'inBed' },
      ],
    };
    expect(errorsOf({ ...good, inBed: 0.1, asleep: 0.2 }, def)).toEqual([]);
    expect(errorsOf({ ...good, inBed: 0.2, asleep: 0.05 }, def)).toEqual([
      { field: 'asleep', section: 'dates', message: '‘Hours in bed’ and ‘Hours asleep’ must add up to 0.3 (they add up to 0.25)' },
    ]);
  });

  it('reports several broken checks in form order', () => {
    expect(errorsOf({ ...good, end: '2026-01-01', asleep: 9, play: 0 }).map((e) => e.field)).toEqual(['asleep', 'end', 'play']);
  });
});
