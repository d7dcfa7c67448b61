import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FIRST_PAGE_SIZE, EXPORT_PAGE_SIZE, RESPONSES_EXPORT_AUDIT_ACTION, type ExportFormResponsesAnswer, type ExportFormResponsesChunk, type ExportFormResponsesRequest, type ResponsesFilter } from '@model';
import { admin, callError, closeApps, freshAdminAndMember, type SignedIn } from './support.ts';

// A form "mood" with responses of three members (Ada with a name, Bo with an email only, and one
// whose users document is gone), over two versions, some flagged, one acknowledged; a draft and a
// response to another form that no export may carry.
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const all: ResponsesFilter<number> = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };
const ACKNOWLEDGED_AT = '2026-03-03T12:00:00.000Z';

type Seeded = { id: string; member: string; version: number; when: string; phq9: number; band: string; flag?: 'urgent' | 'acknowledged' };
const SEEDED: Seeded[] = [
  { id: 'r1', member: 'ada', version: 1, when: '2026-03-01T09:00:00Z', phq9: 4, band: 'minimal' },
  { id: 'r2', member: 'bo', version: 1, when: '2026-03-02T09:00:00Z', phq9: 12, band: 'moderate', flag: 'acknowledged' },
  { id: 'r3', member: 'ada', version: 2, when: '2026-03-03T09:00:00Z', phq9: 21, band: 'severe', flag: 'urgent' },
  { id: 'r4', member: 'gone', version: 2, when: '2026-03-04T09:00:00Z', phq9: 13, band: 'moderate' },
  { id: 'r5', member: 'bo', version: 2, when: '2026-03-05T09:00:00Z', phq9: 22, band: 'severe', flag: 'urgent' },
];

async function seed(): Promise<void> {
  const { db } = admin();
  await db.doc('users/ada').set({ displayName: 'Ada Lovelace', email: 'ada@example.test' });
  await db.doc('users/bo').set({ displayName: ' ', email: 'bo@example.test' });
  for (const r of SEEDED) {
    const flags = r.flag
      ? [{ id: 'phq9-item9', severity: 'urgent', message: 'Item 9, "better off dead"', fields: ['phq9'], acknowledged: r.flag === 'acknowledged' ? { by: 'admin', byName: 'Dr A', at: Timestamp.fromDate(new Date(ACKNOWLEDGED_AT)), note: 'Phoned, safe' } : null }]
      : [];
    await db.doc(`responses/${r.id}`).set({
      formId: 'mood', formVersion: r.version, memberId: r.member, status: 'submitted', scoringVersion: '1',
      data: { phq1: 2, comment: `Sleep, "badly", ${r.id}` },
      scores: { phq9: { title: 'PHQ-9', total: r.phq9, complete: true, band: r.band, bandLabel: r.band } },
      flags: [], submittedAt: at(r.when), createdAt: at(r.when), updatedAt: at(r.when),
    });
    await db.doc(`responses/${r.id}/review/flags`).set({
      memberId: r.member, formId: 'mood', formVersion: r.version, submittedAt: at(r.when), flags,
      open: r.flag === 'urgent' ? 1 : 0, openRank: r.flag === 'urgent' ? 3 : 0, topSeverity: r.flag ? 'urgent' : null,
    });
  }
  // older data: a response with its own (member) flags and no review document
  await db.doc('responses/r0').set({
    formId: 'mood', formVersion: 1, memberId: 'ada', status: 'submitted', scoringVersion: '1', data: { phq1: 1 }, scores: {},
    flags: [{ id: 'signpost', severity: 'info', message: 'Support routes shown', fields: [] }], submittedAt: at('2026-02-01T09:00:00Z'),
  });
  await db.doc('responses/ada_mood').set({ formId: 'mood', formVersion: 2, memberId: 'ada', status: 'draft', data: { phq1: 1 } });
  await db.doc('responses/other').set({ formId: 'sleep', formVersion: 1, memberId: 'ada', status: 'submitted', data: {}, submittedAt: at('2026-03-06T09:00:00Z') });
}

let administrator: SignedIn;
let member: SignedIn;
/** The export of a form, each streamed chunk read from its JSON text as the web app reads it. */
async function exported(filter: ResponsesFilter<number>, formId = 'mood') {
  const { chunks, data } = await administrator.stream<ExportFormResponsesRequest, ExportFormResponsesAnswer, string>('exportFormResponses', { formId, filter });
  return { chunks: chunks.map((text) => JSON.parse(text) as ExportFormResponsesChunk), data };
}
const ids = (chunks: ExportFormResponsesChunk[]) => chunks.flatMap((chunk) => chunk.rows.map(({ row }) => row.id));

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
  await seed();
}, 240_000);
afterAll(closeApps);

describe('exportFormResponses', () => {
  it('streams every submitted response to the form, newest first, each with its review, its member\'s name and times in milliseconds', async () => {
    const { chunks, data } = await exported(all);
    expect(ids(chunks)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    expect(chunks[0]!.total).toBe(6);
    expect(data).toEqual({ count: 6 });
    const rows = new Map(chunks.flatMap((chunk) => chunk.rows.map((exportedRow) => [exportedRow.row.id, exportedRow] as const)));
    expect(rows.get('r1')!.memberName).toBe('Ada Lovelace');
    // a blank display name falls back to the email; no users document: null (the CSV shows the id)
    expect(rows.get('r2')!.memberName).toBe('bo@example.test');
    expect(rows.get('r4')!.memberName).toBeNull();
    const r2 = rows.get('r2')!.row;
    expect(r2).toMatchObject({ memberId: 'bo', formVersion: 1, scoringVersion: '1', submittedAt: Date.parse('2026-03-02T09:00:00Z'), data: { phq1: 2, comment: 'Sleep, "badly", r2' } });
    // what the CSV reads of a score: total and band
    expect(r2.scores).toEqual({ phq9: { total: 12, band: 'moderate', bandLabel: 'moderate' } });
    expect(r2.review).toEqual({
      open: 0,
      topSeverity: 'urgent',
      flags: [{ id: 'phq9-item9', severity: 'urgent', message: 'Item 9, "better off dead"', fields: ['phq9'], acknowledged: { by: 'admin', byName: 'Dr A', at: Date.parse(ACKNOWLEDGED_AT), note: 'Phoned, safe' } }],
    });
    // reviewer-only flags are in the review document: the ones read, as the response carries none
    expect(rows.get('r3')!.row.review?.flags.map((flag) => flag.id)).toEqual(['phq9-item9']);
    // no flag: no review document read, nothing to show
    expect(rows.get('r1')!.row).toMatchObject({ review: null, memberFlags: [] });
    // older data without a review document: the response's own flags
    expect(rows.get('r0')!.row).toMatchObject({ review: null, memberFlags: [{ id: 'signpost', severity: 'info', message: 'Support routes shown', fields: [] }] });
  });

  it('applies the table\'s filters on the server: version, date range, band, flagged, open, and the order', async () => {
    expect(ids((await exported({ ...all, version: 2 })).chunks)).toEqual(['r5', 'r4', 'r3']);
    expect(ids((await exported({ ...all, version: 1, direction: 'asc' })).chunks)).toEqual(['r0', 'r1', 'r2']);
    expect(ids((await exported({ ...all, from: Date.parse('2026-03-02T00:00:00Z'), to: Date.parse('2026-03-04T00:00:00Z') })).chunks)).toEqual(['r3', 'r2']);
    expect(ids((await exported({ ...all, band: { scale: 'phq9', band: 'severe' }, direction: 'asc' })).chunks)).toEqual(['r3', 'r5']);
    // flagged reads the review documents: acknowledged ones count; open leaves them out
    expect(ids((await exported({ ...all, flagged: 'flagged' })).chunks)).toEqual(['r5', 'r3', 'r2']);
    const open = await exported({ ...all, flagged: 'open', band: { scale: 'phq9', band: 'severe' }, direction: 'asc' });
    expect(ids(open.chunks)).toEqual(['r3', 'r5']);
    expect(open.chunks[0]!.rows[0]!.row.review?.open).toBe(1);
    // by a score: responses without that score are not in the order (as on the page)
    expect(ids((await exported({ ...all, sort: { by: 'scale', scale: 'phq9' } })).chunks)).toEqual(['r5', 'r3', 'r4', 'r2', 'r1']);
    // nothing matches: one chunk with the count, no rows
    const none = await exported({ ...all, version: 9 });
    expect(none.chunks).toEqual([{ rows: [], total: 0 }]);
    expect(none.data).toEqual({ count: 0 });
  });

  it('records who exported which form with which filter, before reading', async () => {
    const { db } = admin();
    const before = (await db.collection('auditLog').where('action', '==', RESPONSES_EXPORT_AUDIT_ACTION).get()).size;
    await exported({ ...all, version: 1 });
    const entries = (await db.collection('auditLog').where('action', '==', RESPONSES_EXPORT_AUDIT_ACTION).get()).docs.map((d) => d.data());
    expect(entries).toHaveLength(before + 1);
    expect(entries.some((entry) => entry.actorUid === 'admin' && entry.formId === 'mood' && entry.filter.version === 1 && entry.at instanceof Timestamp)).toBe(true);
  });

  it('refuses members and signed-out callers, a filter it cannot answer, and a call that does not stream', async () => {
    const asMember = member.stream('exportFormResponses', { formId: 'mood', filter: all });
    expect(await callError(asMember)).toMatchObject({ code: 'functions/permission-denied', message: 'Only administrators can do this.' });
    expect(await callError(exported({ ...all, sort: { by: 'scale', scale: 'phq9' }, flagged: 'open' }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('clear the date range'),
    });
    expect(await callError(exported({ ...all, from: '2026-03-01' as unknown as number }))).toMatchObject({ code: 'functions/invalid-argument', message: 'The first day must be a date (milliseconds) or null.' });
    expect(await callError(exported(all, '../users'))).toMatchObject({ code: 'functions/invalid-argument' });
    expect(await callError(administrator.call('exportFormResponses', { formId: 'mood', filter: all }))).toMatchObject({ code: 'functions/failed-precondition' });
  });

  it('reads a first page, then pages of EXPORT_PAGE_SIZE, each response once, in order', async () => {
    const { db } = admin();
    const count = EXPORT_FIRST_PAGE_SIZE + EXPORT_PAGE_SIZE + 7;
    for (let start = 0; start < count; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const when = Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z') + i * 60_000);
        batch.set(db.doc(`responses/big-${String(i).padStart(5, '0')}`), { formId: 'big', formVersion: 1, memberId: 'ada', status: 'submitted', data: { phq1: i % 4 }, scores: {}, flags: [], submittedAt: when });
      }
      await batch.commit();
    }
    const { chunks, data } = await exported({ ...all, direction: 'asc' }, 'big');
    expect(chunks.map((chunk) => chunk.rows.length)).toEqual([EXPORT_FIRST_PAGE_SIZE, EXPORT_PAGE_SIZE, 7]);
    expect(chunks[0]!.total).toBe(count);
    const read = ids(chunks);
    expect(new Set(read).size).toBe(count);
    expect(read).toEqual([...read].sort());
    expect(data).toEqual({ count });
    // no review documents here: rows without flags read none
    expect(chunks[2]!.rows[0]!.row.review).toBeNull();
  }, 120_000);
});
