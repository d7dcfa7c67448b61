/**
 * Retention: which drafts and audit entries are past the periods in settings/site.
 *
 * The Privacy notice states both periods (retentionInWords); `applyRetention` (daily) and
 * `npm run retention` apply them with the same core. Rules of thumb kept here, pure:
 * - A draft is "untouched" since its `updatedAt` (the rules set it to the request time on every
 *   save). It expires once that is MORE than `draftRetentionDays` ago: exactly at the cutoff it stays.
 * - An audit entry expires once its `at` is more than `auditRetentionDays` ago.
 * - What cannot be dated (a missing or unreadable timestamp) is never deleted: it is counted as
 *   undated so an administrator can look at it.
 * - Submitted responses are never touched (only `status: 'draft'` is a draft).
 * - An audit period under AUDIT_RETENTION_FLOOR_DAYS with no legal reason in settings/private is
 *   never applied (auditPeriodRefusal): the run deletes no audit entry and says why.
 */
import type { SiteSettings } from './site-settings.ts';

export const DAY_MS = 86_400_000;

/** The audit action one retention run records (auditLog/{id}.action), with counts only. */
export const RETENTION_AUDIT_ACTION = 'retention.applied' as const;

/** What retention deletes. */
export type RetentionKind = 'draft' | 'audit';

/** Who ran it: the daily schedule, or `npm run retention` by hand. */
export type RetentionTrigger = 'schedule' | 'cli';

/** The moments before which drafts (by updatedAt) and audit entries (by at) have expired. */
export interface RetentionCutoffs {
  draftRetentionDays: number;
  auditRetentionDays: number;
  /** drafts last saved strictly before this are deleted */
  draftsBefore: Date;
  /** audit entries recorded strictly before this are deleted */
  auditBefore: Date;
}

/** The cutoffs for `now` from the periods in settings (already read with readSiteSettings). */
export function retentionCutoffs(settings: Pick<SiteSettings, 'draftRetentionDays' | 'auditRetentionDays'>, now: Date): RetentionCutoffs {
  return {
    draftRetentionDays: settings.draftRetentionDays,
    auditRetentionDays: settings.auditRetentionDays,
    draftsBefore: new Date(now.getTime() - settings.draftRetentionDays * DAY_MS),
    auditBefore: new Date(now.getTime() - settings.auditRetentionDays * DAY_MS),
  };
}

/**
 * Milliseconds since the epoch of a stored time: a Date, a Firestore Timestamp (anything with
 * toMillis()), or its plain `{seconds, nanoseconds}` form. Null for anything else (never a guess).
 */
export function readTimeMillis(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value !== 'object' || value === null) return null;
  const time = value as { toMillis?: unknown; seconds?: unknown; nanoseconds?: unknown };
  if (typeof time.toMillis === 'function') {
    const millis: unknown = (time.toMillis as () => unknown).call(value);
    return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
  }
  if (typeof time.seconds === 'number' && Number.isFinite(time.seconds)) {
    const nanos = typeof time.nanoseconds === 'number' && Number.isFinite(time.nanoseconds) ? time.nanoseconds : 0;
    return time.seconds * 1000 + Math.floor(nanos / 1e6);
  }
  return null;
}

const field = (data: unknown, key: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined);

/** True when responses/{id} data is a draft last saved before the drafts' cutoff. Submitted responses: never. */
export function isExpiredDraft(data: unknown, cutoffs: Pick<RetentionCutoffs, 'draftsBefore'>): boolean {
  if (field(data, 'status') !== 'draft') return false;
  const updated = readTimeMillis(field(data, 'updatedAt'));
  return updated !== null && updated < cutoffs.draftsBefore.getTime();
}

/** True when auditLog/{id} data was recorded before the audit cutoff. */
export function isExpiredAuditEntry(data: unknown, cutoffs: Pick<RetentionCutoffs, 'auditBefore'>): boolean {
  const at = readTimeMillis(field(data, 'at'));
  return at !== null && at < cutoffs.auditBefore.getTime();
}

/** Whole days between a stored time and now (0 for the future or an unreadable time). */
export function ageInDays(millis: number | null, now: Date): number {
  if (millis === null) return 0;
  return Math.max(0, Math.floor((now.getTime() - millis) / DAY_MS));
}

/** One document retention deletes (or, in a dry run, would delete): no personal data beyond its id. */
export interface RetentionItem {
  kind: RetentionKind;
  /** the document id (responses/{id} or auditLog/{id}) */
  id: string;
  ageDays: number;
}

/** What one run found and did. */
export interface RetentionReport {
  dryRun: boolean;
  /** ISO time the cutoffs were computed from */
  now: string;
  draftRetentionDays: number;
  auditRetentionDays: number;
  draftsBefore: string;
  auditBefore: string;
  /** expired documents: deleted (a run) or to be deleted (a dry run), oldest first per kind */
  items: RetentionItem[];
  /** expired drafts deleted (a run) or found (a dry run) */
  drafts: number;
  /** expired audit entries deleted (a run) or found (a dry run) */
  auditEntries: number;
  /**
   * expired when listed, but not deleted: saved again (or already gone) by the time the delete
   * ran. Always 0 in a dry run.
   */
  skipped: number;
  /**
   * Why no audit entry was deleted (auditPeriodRefusal: a period under the floor with no legal
   * reason recorded), or null when the audit period was applied.
   */
  auditRefusal: string | null;
}

/** The report for `items`, counted per kind. */
export function retentionReport(cutoffs: RetentionCutoffs, now: Date, dryRun: boolean, items: readonly RetentionItem[], skipped = 0, auditRefusal: string | null = null): RetentionReport {
  return {
    dryRun,
    now: now.toISOString(),
    draftRetentionDays: cutoffs.draftRetentionDays,
    auditRetentionDays: cutoffs.auditRetentionDays,
    draftsBefore: cutoffs.draftsBefore.toISOString(),
    auditBefore: cutoffs.auditBefore.toISOString(),
    items: [...items],
    drafts: items.filter((item) => item.kind === 'draft').length,
    auditEntries: items.filter((item) => item.kind === 'audit').length,
    skipped,
    auditRefusal,
  };
}

/** auditLog/{id} written after every run that deleted (or tried to): counts and periods, nothing personal. */
export interface RetentionAuditEntry<Time> {
  action: typeof RETENTION_AUDIT_ACTION;
  actor: RetentionTrigger;
  actorUid: null;
  drafts: number;
  auditEntries: number;
  skipped: number;
  draftRetentionDays: number;
  auditRetentionDays: number;
  draftsBefore: Time;
  auditBefore: Time;
  /** why the audit period was not applied (no audit entry deleted), or null */
  auditRefusal: string | null;
  at: Time;
}

/** The audit entry for a run's report, dated at the run's own `now`. */
export function retentionAuditEntry(report: RetentionReport, actor: RetentionTrigger): RetentionAuditEntry<Date> {
  return {
    action: RETENTION_AUDIT_ACTION,
    actor,
    actorUid: null,
    drafts: report.drafts,
    auditEntries: report.auditEntries,
    skipped: report.skipped,
    draftRetentionDays: report.draftRetentionDays,
    auditRetentionDays: report.auditRetentionDays,
    draftsBefore: new Date(report.draftsBefore),
    auditBefore: new Date(report.auditBefore),
    auditRefusal: report.auditRefusal,
    at: new Date(report.now),
  };
}

/** One line for a log or a terminal: counts and periods only. */
export function retentionSummary(report: Pick<RetentionReport, 'dryRun' | 'drafts' | 'auditEntries' | 'skipped' | 'draftRetentionDays' | 'auditRetentionDays'> & { auditRefusal?: string | null }): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const verb = report.dryRun ? 'would delete' : 'deleted';
  const skipped = report.skipped > 0 ? `; ${plural(report.skipped, 'document was', 'documents were')} kept (changed since listed)` : '';
  const refused = report.auditRefusal ? ` No audit entry was deleted: ${report.auditRefusal}` : '';
  return `Retention ${verb} ${plural(report.drafts, 'draft', 'drafts')} untouched for more than ${report.draftRetentionDays} days and ${plural(report.auditEntries, 'audit entry', 'audit entries')} older than ${report.auditRetentionDays} days${skipped}.${refused}`;
}
