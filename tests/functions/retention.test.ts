// Retention against the real Firestore emulator: the core the daily applyRetention schedule runs
// (the emulator does not fire schedules), and `npm run retention` (scripts/retention.ts) as an
// operator runs it, both on documents either side of the periods in settings/site.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS, RETENTION_AUDIT_ACTION, privateSettingsPath, siteSettingsPath } from '@model';
import { deletePage, runRetention } from '../../functions/src/retention/core.ts';
import { admin, closeApps, resetEmulators } from './support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

let now: Date;
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY_MS + extraMs);
const db = () => admin().db;

const draft = (memberId: string, updatedAt: Date | undefined, createdAt = updatedAt ?? ago(1_000)) => ({
  formId: 'phq9',
  formVersion: 1,
  memberId,
  status: 'draft',
  submissionKey: 'AAAAAAAAAAAAAAAAAAAA',
  data: { q1: 2 },
  createdAt,
  ...(updatedAt ? { updatedAt } : {}),
});

/**
 * Settings 30 / 365 days (with a legal reason for the shorter audit period). Drafts: 31 days untouched (expired), 30 days exactly (kept), 29 days
 * (kept), no updatedAt (kept: cannot be dated). Submitted responses: 1 000 days old (never
 * touched). Audit entries: 400 days (expired), exactly 365 (kept), 100 (kept), undated (kept).
 */
async function seed(): Promise<void> {
  const batch = db().batch();
  batch.set(db().doc(siteSettingsPath()), { practiceName: 'Retention test', draftRetentionDays: 30, auditRetentionDays: 365 });
  // a year is under the audit floor: applied only with a legal reason recorded
  batch.set(db().doc(privateSettingsPath()), { legalReason: 'Retention test: a one-year period.' });
  const responses = db().collection(COLLECTIONS.responses);
  batch.set(responses.doc('old_phq9'), draft('old', ago(31)));
  batch.set(responses.doc('edge_phq9'), draft('edge', ago(30)));
  batch.set(responses.doc('recent_phq9'), draft('recent', ago(29)));
  batch.set(responses.doc('undated_phq9'), draft('undated', undefined));
  batch.set(responses.doc('SUBMITTEDold000000001'), {
    ...draft('old', ago(1_000)),
    status: 'submitted',
    scores: {},
    flags: [],
    scoringVersion: '1',
    submittedAt: ago(1_000),
  });
  const audit = db().collection(COLLECTIONS.auditLog);
  batch.set(audit.doc('audit-old'), { action: 'form.publish', actorUid: 'admin', at: ago(400) });
  batch.set(audit.doc('audit-edge'), { action: 'form.publish', actorUid: 'admin', at: ago(365) });
  batch.set(audit.doc('audit-recent'), { action: 'form.publish', actorUid: 'admin', at: ago(100) });
  batch.set(audit.doc('audit-undated'), { action: 'form.publish', actorUid: 'admin' });
  await batch.commit();
}

const ids = async (collection: string) => (await db().collection(collection).get()).docs.map((doc) => doc.id).sort();
const retentionEntries = async () =>
  (await db().collection(COLLECTIONS.auditLog).where('action', '==', RETENTION_AUDIT_ACTION).get()).docs.map((doc) => doc.data());

const ALL_RESPONSES = ['SUBMITTEDold000000001', 'edge_phq9', 'old_phq9', 'recent_phq9', 'undated_phq9'];
const ALL_AUDIT = ['audit-edge', 'audit-old', 'audit-recent', 'audit-undated'];

beforeEach(async () => {
  await resetEmulators();
  now = new Date();
  await seed();
  // the first reset waits for a cold emulator and Admin SDK (slow on a shared machine)
}, 120_000);
afterAll(closeApps);

describe('retention core (what applyRetention runs daily)', () => {
  it('dry run lists exactly the expired documents, with kind and age, and deletes nothing', async () => {
    const report = await runRetention(db(), { dryRun: true, trigger: 'cli', now });

    expect(report.items).toEqual([
      { kind: 'draft', id: 'old_phq9', ageDays: 31 },
      { kind: 'audit', id: 'audit-old', ageDays: 400 },
    ]);
    expect(report).toMatchObject({ dryRun: true, drafts: 1, auditEntries: 1, skipped: 0, draftRetentionDays: 30, auditRetentionDays: 365 });
    expect(await ids(COLLECTIONS.responses)).toEqual(ALL_RESPONSES);
    expect(await ids(COLLECTIONS.auditLog)).toEqual(ALL_AUDIT);
    expect(await retentionEntries()).toEqual([]);
  });

  it('a run deletes exactly those, never a submitted response, and records one audit entry with counts', async () => {
    const report = await runRetention(db(), { dryRun: false, trigger: 'schedule', now });

    expect(report).toMatchObject({ dryRun: false, drafts: 1, auditEntries: 1, skipped: 0 });
    expect(await ids(COLLECTIONS.responses)).toEqual(ALL_RESPONSES.filter((id) => id !== 'old_phq9'));
    const entries = await retentionEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'schedule', actorUid: null, drafts: 1, auditEntries: 1, skipped: 0, draftRetentionDays: 30, auditRetentionDays: 365 });
    // counts only: no document ids or member ids in the entry
    expect(JSON.stringify(entries[0])).not.toMatch(/old_phq9|audit-old|"old"/);
    const left = (await ids(COLLECTIONS.auditLog)).filter((id) => ALL_AUDIT.includes(id));
    expect(left).toEqual(['audit-edge', 'audit-recent', 'audit-undated']);
  });

  it('a second run finds nothing more (and keeps its own audit entry)', async () => {
    await runRetention(db(), { dryRun: false, trigger: 'schedule', now });
    const again = await runRetention(db(), { dryRun: false, trigger: 'schedule', now });
    expect(again.items).toEqual([]);
    expect(await retentionEntries()).toHaveLength(2);
  });

  it('follows settings/site: shorter periods delete more, and without settings the defaults apply', async () => {
    await db().doc(siteSettingsPath()).set({ draftRetentionDays: 10, auditRetentionDays: 50 }, { merge: true });
    const shorter = await runRetention(db(), { dryRun: true, trigger: 'cli', now });
    expect(shorter.items.map((item) => item.id)).toEqual(['old_phq9', 'edge_phq9', 'recent_phq9', 'audit-old', 'audit-edge', 'audit-recent']);

    await db().doc(siteSettingsPath()).delete();
    const defaults = await runRetention(db(), { dryRun: true, trigger: 'cli', now });
    // 180 days and six years: nothing seeded is that old, except the submitted response
    expect(defaults).toMatchObject({ draftRetentionDays: 180, auditRetentionDays: 2_190, items: [] });
  });

  it('keeps a draft the member saved again after it was listed (the delete is conditional)', async () => {
    const listed = await db().collection(COLLECTIONS.responses).where('status', '==', 'draft').where('updatedAt', '<', ago(30)).get();
    expect(listed.docs.map((doc) => doc.id)).toEqual(['old_phq9']);
    // the member comes back to the form between the listing and the delete
    await db().doc(`${COLLECTIONS.responses}/old_phq9`).update({ data: { q1: 3 }, updatedAt: now });

    const writer = db().bulkWriter();
    const deleted = await deletePage(writer, listed.docs);
    await writer.close();
    expect(deleted).toEqual([]);
    expect((await db().doc(`${COLLECTIONS.responses}/old_phq9`).get()).get('data')).toEqual({ q1: 3 });
  });

  it('pages through more expired documents than one page holds', async () => {
    const batch = db().batch();
    for (let i = 0; i < 7; i += 1) batch.set(db().collection(COLLECTIONS.auditLog).doc(`audit-paged-${i}`), { action: 'form.publish', at: ago(500 + i) });
    await batch.commit();

    const report = await runRetention(db(), { dryRun: false, trigger: 'cli', now, pageSize: 3 });
    expect(report.auditEntries).toBe(8);
    expect((await ids(COLLECTIONS.auditLog)).filter((id) => id.startsWith('audit-paged') || id === 'audit-old')).toEqual([]);
  });
});

describe('npm run retention (scripts/retention.ts)', () => {
  const script = (args: string[], env: Record<string, string | undefined> = {}) =>
    run(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/retention.ts', ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('--dry-run prints the table and totals and deletes nothing; without it, deletes them', async () => {
    // the script takes its own "now", seconds after the seed's: move the at-the-cutoff documents an hour inside
    await db().doc(`${COLLECTIONS.responses}/edge_phq9`).update({ updatedAt: ago(30, 3_600_000) });
    await db().doc(`${COLLECTIONS.auditLog}/audit-edge`).update({ at: ago(365, 3_600_000) });
    const dry = await script(['--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/draft \(responses\)\s+old_phq9\s+3[01]/);
    expect(dry.stdout).toMatch(/audit entry \(auditLog\)\s+audit-old\s+(399|400)/);
    expect(dry.stdout).not.toMatch(/edge_phq9|recent_phq9|undated_phq9|SUBMITTED|audit-recent|audit-undated/);
    expect(dry.stdout).toContain('would delete 1 draft untouched for more than 30 days and 1 audit entry older than 365 days');
    expect(dry.stdout).toContain('Dry run: nothing was deleted.');
    expect(await ids(COLLECTIONS.responses)).toEqual(ALL_RESPONSES);

    const real = await script([]);
    expect(real.code).toBe(0);
    expect(real.stdout).toContain('deleted 1 draft untouched for more than 30 days and 1 audit entry older than 365 days');
    expect(await ids(COLLECTIONS.responses)).toEqual(ALL_RESPONSES.filter((id) => id !== 'old_phq9'));
    expect((await retentionEntries()).map((entry) => entry.actor)).toEqual(['cli']);
  }, 240_000);

  it('refuses anything but the local emulators without --production, and --production on a demo project', async () => {
    const remote = await script(['--dry-run'], { FIRESTORE_EMULATOR_HOST: 'firestore.example.org:443' });
    expect(remote.code).toBe(2);
    expect(remote.stderr).toContain('not a local emulator');

    const demo = await script(['--production']);
    expect(demo.code).toBe(2);
    expect(demo.stderr).toMatch(/demo project id/);
    expect(await ids(COLLECTIONS.responses)).toEqual(ALL_RESPONSES);
  }, 240_000);
});
