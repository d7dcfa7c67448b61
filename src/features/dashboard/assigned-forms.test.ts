import { describe, expect, it } from 'vitest';
import type { Assignment, FormSummary } from './api/dashboard-api';
import { assignedToYou } from './assigned-forms';

const now = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 24 * 3600 * 1000);
const form = (id: string, over: Partial<FormSummary> = {}): FormSummary => ({
  id, title: `Form ${id}`, description: '', status: 'published', currentVersion: 1, source: 'builder', updatedAt: null, updatedBy: null, ...over,
});
const assignment = (id: string, formId: string, over: Partial<Assignment> = {}): Assignment => ({
  id, formId, memberId: 'm1', assignedBy: 'admin', assignedAt: days(-20), dueAt: null, message: '', status: 'assigned',
  responseId: null, submittedAt: null, cancelledAt: null, cancelledBy: null, ...over,
});

describe('assignedToYou', () => {
  it('puts the open ones due soonest first, no due date last (oldest assigned first), and leaves cancelled ones out', () => {
    const { open } = assignedToYou([
      assignment('none-new', 'a', { assignedAt: days(-1) }),
      assignment('none-old', 'a', { assignedAt: days(-5) }),
      assignment('later', 'b', { dueAt: days(5) }),
      assignment('past', 'c', { dueAt: days(-1) }),
      assignment('gone', 'a', { status: 'cancelled' }),
    ], [form('a'), form('b'), form('c')], ['b'], now);
    expect(open.map((a) => [a.id, a.overdue, a.started])).toEqual([
      ['past', true, false], ['later', false, true], ['none-old', false, false], ['none-new', false, false],
    ]);
    expect(open[0]!.to).toBe('/dashboard/forms/c');
  });

  it('offers nothing to start for a form that is not published any more', () => {
    const { open } = assignedToYou([assignment('x', 'old')], [form('old', { status: 'archived' })], [], now);
    expect(open).toEqual([expect.objectContaining({ title: 'A form that is not available at the moment', to: null })]);
  });

  it('shows the three most recent done in the last 14 days, newest first', () => {
    const done = (id: string, ago: number) => assignment(id, 'a', { status: 'submitted', responseId: `r-${id}`, submittedAt: days(-ago) });
    const { done: shown } = assignedToYou([done('d1', 1), done('d15', 15), done('d3', 3), done('d2', 2), done('d13', 13)], [form('a')], [], now);
    expect(shown.map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    const { done: edge } = assignedToYou([done('d14', 14), done('d15', 15)], [form('a')], [], now);
    expect(edge.map((d) => d.id)).toEqual(['d14']);
  });
});
