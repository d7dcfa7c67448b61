import { describe, expect, it } from 'vitest';
import type { ReviewFlag } from '@model';
import type { TriageEntry } from '../../api/triage-api';
import { byTriageOrder, groupBySeverity, openFlags, severityOfRank } from './triage-order';
import { exactTime, relativeTime } from './when';

const entry = (responseId: string, openRank: number, iso: string | null): TriageEntry => ({
  responseId, memberId: 'm', formId: 'f', formVersion: 1, submittedAt: iso ? new Date(iso) : null, openRank, open: 1, flags: [],
});
const flag = (id: string, severity: ReviewFlag<Date>['severity'], acknowledged = false): ReviewFlag<Date> => ({
  id, severity, message: id, fields: [], acknowledged: acknowledged ? { by: 'a', byName: 'A', at: new Date(0), note: 'done' } : null,
});

describe('triage order', () => {
  it('puts urgent before warning before info, oldest first within a severity, unknown times last', () => {
    const list = [
      entry('info-old', 1, '2026-01-01T00:00:00Z'),
      entry('warn-new', 2, '2026-03-01T00:00:00Z'),
      entry('urgent-new', 3, '2026-03-02T00:00:00Z'),
      entry('warn-unknown', 2, null),
      entry('urgent-old', 3, '2026-02-01T00:00:00Z'),
      entry('warn-old', 2, '2026-02-15T00:00:00Z'),
    ];
    expect([...list].sort(byTriageOrder).map((e) => e.responseId)).toEqual(['urgent-old', 'urgent-new', 'warn-old', 'warn-new', 'warn-unknown', 'info-old']);
  });
  it('groups by the most severe open flag, in triage order, leaving out empty severities and closed responses', () => {
    const groups = groupBySeverity([entry('i', 1, '2026-01-01T00:00:00Z'), entry('u2', 3, '2026-03-01T00:00:00Z'), entry('done', 0, null), entry('u1', 3, '2026-01-05T00:00:00Z')]);
    expect(groups.map((g) => [g.severity, g.entries.map((e) => e.responseId)])).toEqual([['urgent', ['u1', 'u2']], ['info', ['i']]]);
  });
  it('lists only unacknowledged flags, most severe first, keeping the definition order within a severity', () => {
    const flags = [flag('a-info', 'info'), flag('b-urgent', 'urgent', true), flag('c-warning', 'warning'), flag('d-urgent', 'urgent'), flag('e-warning', 'warning')];
    expect(openFlags(flags).map((f) => f.id)).toEqual(['d-urgent', 'c-warning', 'e-warning', 'a-info']);
  });
  it('names the severity of a rank', () => {
    expect([3, 2, 1, 0].map(severityOfRank)).toEqual(['urgent', 'warning', 'info', null]);
  });
});

describe('when', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says how long ago in words, and the exact UK time', () => {
    expect(relativeTime(new Date('2026-03-10T11:59:30Z'), now)).toBe('just now');
    expect(relativeTime(new Date('2026-03-10T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-03-10T09:00:00Z'), now)).toBe('3 hours ago');
    expect(relativeTime(new Date('2026-03-09T10:00:00Z'), now)).toBe('yesterday');
    expect(relativeTime(new Date('2025-12-10T12:00:00Z'), now)).toBe('3 months ago');
    expect(exactTime(new Date('2026-07-01T01:30:00Z'))).toBe('1 Jul 2026, 02:30'); // British Summer Time
  });
});
