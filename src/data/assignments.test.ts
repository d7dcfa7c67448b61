import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toAssignment } from './assignments';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('toAssignment', () => {
  it('reads a submitted assignment with its dates', () => {
    expect(toAssignment('a1', {
      formId: 'wellbeing-check-in', memberId: 'm1', assignedBy: 'admin', assignedAt: at('2026-03-01T10:00:00Z'), dueAt: at('2026-03-08T23:59:59Z'),
      message: 'Before Thursday', status: 'submitted', responseId: 'r1', submittedAt: at('2026-03-05T09:00:00Z'),
    })).toEqual({
      id: 'a1', formId: 'wellbeing-check-in', memberId: 'm1', assignedBy: 'admin', assignedAt: new Date('2026-03-01T10:00:00Z'),
      dueAt: new Date('2026-03-08T23:59:59Z'), message: 'Before Thursday', status: 'submitted', responseId: 'r1',
      submittedAt: new Date('2026-03-05T09:00:00Z'), cancelledAt: null, cancelledBy: null,
    });
  });

  it('never offers a partial or unknown document as open work', () => {
    const read = toAssignment('x', { status: 'paused', dueAt: 'friday', message: 3 });
    expect(read).toMatchObject({ status: 'cancelled', dueAt: null, message: '', formId: '', assignedAt: null });
    expect(toAssignment('y', undefined).status).toBe('cancelled');
  });
});
