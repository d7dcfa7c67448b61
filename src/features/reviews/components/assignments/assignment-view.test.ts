import { describe, expect, it } from 'vitest';
import type { Assignment } from '../../api/assignment-api';
import { dueAtFromDateInput, readAssignForm, stateOf } from './assignment-view';

const now = new Date(2026, 5, 10, 12, 0); // 10 June 2026, noon, local time
const assignment = (over: Partial<Assignment> = {}): Assignment => ({
  id: 'a1', formId: 'wellbeing', memberId: 'm1', assignedBy: 'admin', assignedAt: new Date(2026, 5, 1), dueAt: null, message: '',
  status: 'assigned', responseId: null, submittedAt: null, cancelledAt: null, cancelledBy: null, ...over,
});

describe('stateOf', () => {
  it('reads assigned, started (an open draft of that form), and overdue (past the due moment, started or not)', () => {
    expect(stateOf(assignment(), [], now)).toBe('assigned');
    expect(stateOf(assignment(), ['other-form'], now)).toBe('assigned');
    expect(stateOf(assignment(), ['wellbeing'], now)).toBe('started');
    const dueToday = dueAtFromDateInput('2026-06-10');
    expect(stateOf(assignment({ dueAt: dueToday }), ['wellbeing'], now)).toBe('started');
    const dueYesterday = dueAtFromDateInput('2026-06-09');
    expect(stateOf(assignment({ dueAt: dueYesterday }), [], now)).toBe('overdue');
    expect(stateOf(assignment({ dueAt: dueYesterday }), ['wellbeing'], now)).toBe('overdue');
  });

  it('keeps submitted and cancelled whatever the draft or the clock says', () => {
    const late = dueAtFromDateInput('2026-01-01');
    expect(stateOf(assignment({ status: 'submitted', dueAt: late }), ['wellbeing'], now)).toBe('submitted');
    expect(stateOf(assignment({ status: 'cancelled', dueAt: late }), ['wellbeing'], now)).toBe('cancelled');
  });
});

describe('dueAtFromDateInput', () => {
  it('is the last moment of that local day', () => {
    expect(dueAtFromDateInput('2026-12-01')).toEqual(new Date(2026, 11, 1, 23, 59, 59, 999));
  });
  it('is null for no date or a day that does not exist', () => {
    expect(dueAtFromDateInput('')).toBeNull();
    expect(dueAtFromDateInput('2026-02-30')).toBeNull();
    expect(dueAtFromDateInput('1 Dec')).toBeNull();
  });
});

describe('readAssignForm', () => {
  it('reads a form, a due date and a trimmed message', () => {
    expect(readAssignForm({ formId: 'wellbeing', due: '2026-06-10', message: '  Before Thursday  ' }, now)).toEqual({
      ok: true, value: { formId: 'wellbeing', dueAt: new Date(2026, 5, 10, 23, 59, 59, 999), message: 'Before Thursday' },
    });
    expect(readAssignForm({ formId: 'wellbeing', due: '', message: '' }, now)).toEqual({ ok: true, value: { formId: 'wellbeing', dueAt: null, message: '' } });
  });

  it('says what is wrong with each field', () => {
    const read = readAssignForm({ formId: '', due: '2026-06-09', message: 'x'.repeat(501) }, now);
    expect(read).toEqual({
      ok: false,
      errors: {
        formId: 'Choose the form to assign.',
        due: 'The due date has passed. Choose today or a later day, or leave it empty.',
        message: 'Keep the message under 501 characters.',
      },
    });
    expect(readAssignForm({ formId: 'f', due: 'soon', message: '' }, now)).toMatchObject({ ok: false, errors: { due: expect.stringContaining('as a date') } });
    expect(readAssignForm({ formId: 'f', due: '', message: 'x'.repeat(500) }, now).ok).toBe(true);
  });
});
