/**
 * The retention core: one function used by the daily `applyRetention` schedule and by
 * `npm run retention` (scripts/retention.ts), so a dry run by hand lists exactly what the
 * schedule would delete. Free of firebase-functions (the script runs it with a plain Admin SDK).
 *
 * - Periods come from settings/site (readSiteSettings: the defaults when missing), the rules of
 *   expiry from '@engine' (isExpiredDraft / isExpiredAuditEntry), checked again on every document
 *   the queries return.
 * - An audit period under the floor is applied only with a legal reason in settings/private
 *   (auditPeriodRefusal); without one the run deletes no audit entry and the report says why, so
 *   settings written around saveSettings cannot erase the audit trail.
 * - Expired documents are listed a page at a time (ordered by their timestamp, so documents
 *   without one are never returned) and, in a run, deleted page by page through a BulkWriter
 *   (batched writes) with a last-update-time precondition: a draft a member saves again while
 *   retention runs is kept (counted as skipped), never deleted under them.
 * - A run (not a dry run) records one `retention.applied` audit entry with counts only.
 */
import type { BulkWriter, DocumentReference, Firestore, Query, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, ageInDays, auditPeriodRefusal, isExpiredAuditEntry, isExpiredDraft, privateSettingsPath, readPrivateSettings, readSiteSettings, readTimeMillis, retentionAuditEntry, retentionCutoffs, retentionReport, siteSettingsPath, type RetentionCutoffs, type RetentionItem, type RetentionKind, type RetentionReport, type RetentionTrigger } from '@model';

export interface RetentionOptions {
  /** list what would be deleted, delete nothing, write no audit entry */
  dryRun: boolean;
  trigger: RetentionTrigger;
  /** the moment the cutoffs count back from (tests pass one; default: now) */
  now?: Date;
  /** documents per query page (and per flush of deletes) */
  pageSize?: number;
}

/** What each kind is: where it lives, the field that dates it, the query and the check. */
interface KindPlan {
  kind: RetentionKind;
  query: Query;
  timeField: string;
  expired: (data: unknown) => boolean;
}

function kindPlans(db: Firestore, cutoffs: RetentionCutoffs): KindPlan[] {
  return [
    {
      kind: 'draft',
      // composite index responses (status, updatedAt) in firestore.indexes.json
      query: db.collection(COLLECTIONS.responses).where('status', '==', 'draft').where('updatedAt', '<', cutoffs.draftsBefore).orderBy('updatedAt'),
      timeField: 'updatedAt',
      expired: (data) => isExpiredDraft(data, cutoffs),
    },
    {
      kind: 'audit',
      query: db.collection(COLLECTIONS.auditLog).where('at', '<', cutoffs.auditBefore).orderBy('at'),
      timeField: 'at',
      expired: (data) => isExpiredAuditEntry(data, cutoffs),
    },
  ];
}

// gRPC status codes of a delete whose precondition no longer holds (saved again, or already gone)
const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
const isChangedSinceListed = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === FAILED_PRECONDITION || code === NOT_FOUND || code === 'failed-precondition' || code === 'not-found';
};

/** Deletes one page; resolves with the documents actually deleted (not those changed since listed). Exported for its emulator test. */
export async function deletePage(writer: BulkWriter, page: readonly QueryDocumentSnapshot[]): Promise<QueryDocumentSnapshot[]> {
  const outcomes = page.map((doc) =>
    writer.delete(doc.ref as DocumentReference, { lastUpdateTime: doc.updateTime }).then(
      () => true,
      (error: unknown) => {
        if (isChangedSinceListed(error)) return false;
        throw error;
      },
    ),
  );
  await writer.flush();
  const settled = await Promise.allSettled(outcomes);
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return page.filter((_, index) => {
    const outcome = settled[index];
    return outcome?.status === 'fulfilled' && outcome.value;
  });
}

/**
 * Lists (dry run) or deletes (run) every draft and audit entry past the periods in settings/site.
 * Resolves with the report: ids, kinds and ages, and the counts. Throws on a Firestore failure
 * part-way; what was deleted stays deleted and the next run carries on from there.
 */
export async function runRetention(db: Firestore, options: RetentionOptions): Promise<RetentionReport> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 300;
  const [site, hidden] = await Promise.all([db.doc(siteSettingsPath()).get(), db.doc(privateSettingsPath()).get()]);
  const settings = readSiteSettings(site.data());
  const auditRefusal = auditPeriodRefusal(settings.auditRetentionDays, readPrivateSettings(hidden.data()).legalReason);
  const cutoffs = retentionCutoffs(settings, now);

  const items: RetentionItem[] = [];
  let skipped = 0;
  const writer = options.dryRun ? null : db.bulkWriter();
  // Retry what may pass on a retry (contention, unavailable); a changed document never will.
  writer?.onWriteError((error) => !isChangedSinceListed(error) && error.failedAttempts < 5);

  try {
    for (const plan of kindPlans(db, cutoffs).filter((p) => !(auditRefusal && p.kind === 'audit'))) {
      let after: QueryDocumentSnapshot | null = null;
      for (;;) {
        const query: Query = after ? plan.query.startAfter(after).limit(pageSize) : plan.query.limit(pageSize);
        const snapshot: QuerySnapshot = await query.get();
        if (snapshot.empty) break;
        after = snapshot.docs[snapshot.docs.length - 1] ?? null;
        const expired = snapshot.docs.filter((doc) => plan.expired(doc.data()));
        const gone = writer && expired.length > 0 ? await deletePage(writer, expired) : expired;
        skipped += expired.length - gone.length;
        for (const doc of gone) items.push({ kind: plan.kind, id: doc.id, ageDays: ageInDays(readTimeMillis(doc.get(plan.timeField)), now) });
        if (snapshot.size < pageSize) break;
      }
    }
  } finally {
    await writer?.close();
  }

  const report = retentionReport(cutoffs, now, options.dryRun, items, skipped, auditRefusal);
  if (!options.dryRun) await db.collection(COLLECTIONS.auditLog).add(retentionAuditEntry(report, options.trigger));
  return report;
}
