import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  ageInDays,
  isExpiredAuditEntry,
  isExpiredDraft,
  readTimeMillis,
  retentionAuditEntry,
  retentionCutoffs,
  retentionReport,
  retentionSummary,
  type RetentionItem,
} from './retention.ts';
import { readSiteSettings } from './site-settings.ts';

const now = new Date('2026-11-27T03:00:00.000Z');
const cutoffs = retentionCutoffs({ draftRetentionDays: 180, auditRetentionDays: 2_190 }, now);
const daysAgo = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY_MS + extraMs);
const draft = (updatedAt: unknown, status: unknown = 'draft') => ({ status, updatedAt, memberId: 'm1', formId: 'f' });

describe('retentionCutoffs', () => {
  it('counts whole days back from now, per period', () => {
    expect(cutoffs.draftsBefore.toISOString()).toBe('2026-05-31T03:00:00.000Z');
    expect(cutoffs.auditBefore.getTime()).toBe(now.getTime() - 2_190 * DAY_MS);
  });

  it('follows the settings: a shorter period moves the cutoff closer to now', () => {
    const short = retentionCutoffs(readSiteSettings({ draftRetentionDays: 30, auditRetentionDays: 365 }), now);
    expect(short.draftsBefore.getTime()).toBe(now.getTime() - 30 * DAY_MS);
    expect(short.auditBefore.getTime()).toBe(now.getTime() - 365 * DAY_MS);
  });

  it('uses the defaults when settings/site is missing or holds nonsense', () => {
    const fallback = retentionCutoffs(readSiteSettings({ draftRetentionDays: -4, auditRetentionDays: 'forever' }), now);
    expect(fallback.draftRetentionDays).toBe(180);
    expect(fallback.auditRetentionDays).toBe(2_190);
  });
});

describe('isExpiredDraft', () => {
  it('keeps a draft saved exactly at the cutoff and deletes one a millisecond older', () => {
    expect(isExpiredDraft(draft(daysAgo(180)), cutoffs)).toBe(false);
    expect(isExpiredDraft(draft(daysAgo(180, -1)), cutoffs)).toBe(true);
    expect(isExpiredDraft(draft(daysAgo(179)), cutoffs)).toBe(false);
  });

  it('reads Firestore Timestamps and their plain form', () => {
    const old = daysAgo(400);
    expect(isExpiredDraft(draft({ toMillis: () => old.getTime() }), cutoffs)).toBe(true);
    expect(isExpiredDraft(draft({ seconds: Math.floor(old.getTime() / 1000), nanoseconds: 0 }), cutoffs)).toBe(true);
  });

  it('never deletes what it cannot date', () => {
    for (const updatedAt of [undefined, null, 'last year', 0, {}, new Date(Number.NaN), { toMillis: () => 'soon' }]) {
      expect(isExpiredDraft(draft(updatedAt), cutoffs)).toBe(false);
    }
    expect(isExpiredDraft(undefined, cutoffs)).toBe(false);
  });

  it('never touches a submitted response, however old', () => {
    expect(isExpiredDraft(draft(daysAgo(5_000), 'submitted'), cutoffs)).toBe(false);
    expect(isExpiredDraft({ updatedAt: daysAgo(5_000) }, cutoffs)).toBe(false);
  });
});

describe('isExpiredAuditEntry', () => {
  it('keeps an entry recorded exactly at the cutoff and deletes one a millisecond older', () => {
    expect(isExpiredAuditEntry({ at: daysAgo(2_190) }, cutoffs)).toBe(false);
    expect(isExpiredAuditEntry({ at: daysAgo(2_190, -1) }, cutoffs)).toBe(true);
  });

  it('keeps entries without a readable time', () => {
    expect(isExpiredAuditEntry({ action: 'form.publish' }, cutoffs)).toBe(false);
    expect(isExpiredAuditEntry({ at: '2001-01-01' }, cutoffs)).toBe(false);
    expect(isExpiredAuditEntry(null, cutoffs)).toBe(false);
  });
});

describe('readTimeMillis and ageInDays', () => {
  it('reads nanoseconds to the millisecond', () => {
    expect(readTimeMillis({ seconds: 10, nanoseconds: 999_999_999 })).toBe(10_999);
  });

  it('counts whole days and never goes below zero', () => {
    expect(ageInDays(daysAgo(181, -5).getTime(), now)).toBe(181);
    expect(ageInDays(daysAgo(1, 1).getTime(), now)).toBe(0);
    expect(ageInDays(now.getTime() + DAY_MS, now)).toBe(0);
    expect(ageInDays(null, now)).toBe(0);
  });
});

describe('retentionReport, its audit entry and summary', () => {
  const items: RetentionItem[] = [
    { kind: 'draft', id: 'u1_phq9', ageDays: 200 },
    { kind: 'draft', id: 'u2_phq9', ageDays: 190 },
    { kind: 'audit', id: 'a1', ageDays: 3_000 },
  ];

  it('counts each kind', () => {
    const report = retentionReport(cutoffs, now, true, items);
    expect(report).toMatchObject({ dryRun: true, drafts: 2, auditEntries: 1, skipped: 0, draftsBefore: '2026-05-31T03:00:00.000Z' });
  });

  it('audits counts and periods only (no ids)', () => {
    const entry = retentionAuditEntry(retentionReport(cutoffs, now, false, items, 1), 'schedule');
    expect(entry).toMatchObject({ action: 'retention.applied', actor: 'schedule', drafts: 2, auditEntries: 1, skipped: 1, draftRetentionDays: 180 });
    expect(entry.at.toISOString()).toBe(now.toISOString());
    expect(JSON.stringify(entry)).not.toContain('u1_phq9');
  });

  it('says what a dry run would do and what a run did', () => {
    expect(retentionSummary(retentionReport(cutoffs, now, true, items))).toBe(
      'Retention would delete 2 drafts untouched for more than 180 days and 1 audit entry older than 2190 days.',
    );
    expect(retentionSummary(retentionReport(cutoffs, now, false, items.slice(0, 1), 1))).toBe(
      'Retention deleted 1 draft untouched for more than 180 days and 0 audit entries older than 2190 days; 1 document was kept (changed since listed).',
    );
  });

  it('says and audits why no audit entry was deleted when the audit period was refused', () => {
    const report = retentionReport(cutoffs, now, false, items.slice(0, 2), 0, 'no legal reason.');
    expect(report.auditRefusal).toBe('no legal reason.');
    expect(retentionAuditEntry(report, 'schedule').auditRefusal).toBe('no legal reason.');
    expect(retentionSummary(report)).toMatch(/0 audit entries older than 2190 days\. No audit entry was deleted: no legal reason\.$/);
    expect(retentionReport(cutoffs, now, false, items).auditRefusal).toBeNull();
  });
});
