import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../collections.ts';
import { memberCopySections, practiceCopySections, WITHHELD_FROM_MEMBER_COPY } from './member-copy.ts';
import {
  countExportRecords,
  exportFileName,
  formWording,
  formWordingKey,
  parseExportMyDataRequest,
  toExportData,
  toExportValue,
  type ExportSection,
  type MemberDataExport,
} from './member-data-export.ts';
import { MEMBER_DATA_INVENTORY, MEMBER_DATA_KEYS, memberDataEntry } from './member-data-inventory.ts';
import { emptyMemberExport } from './test-support/member-export.ts';

describe('the member data inventory', () => {
  it('has one entry per key, in the keys’ order, each with plain words and an erasure rule', () => {
    expect(MEMBER_DATA_INVENTORY.map((entry) => entry.key)).toEqual([...MEMBER_DATA_KEYS]);
    for (const entry of MEMBER_DATA_INVENTORY) {
      expect(entry.title.length, entry.key).toBeGreaterThan(5);
      expect(entry.held.length, entry.key).toBeGreaterThan(20);
      expect(entry.erasure.why.length, entry.key).toBeGreaterThan(10);
      if (entry.erasure.action === 'pseudonymise') expect(entry.erasure.fields?.length, entry.key).toBeGreaterThan(0);
    }
  });

  it('covers every collection that names a member', () => {
    const collections = MEMBER_DATA_INVENTORY.flatMap((entry) => {
      const f = entry.finder;
      if (f.by === 'doc-id' || f.by === 'field' || f.by === 'pseudonym-doc') return [f.collection];
      if (f.by === 'collection-group') return [f.group];
      if (f.by === 'under-member') return [`${f.collection}/${f.subcollection}`];
      if (f.by === 'under-each') return [`${memberDataEntry(f.parent).key}/${f.subcollection}`];
      return ['auth'];
    });
    for (const name of [COLLECTIONS.users, COLLECTIONS.responses, COLLECTIONS.assignments, COLLECTIONS.enrollments, COLLECTIONS.orders, COLLECTIONS.stripeEvents, COLLECTIONS.bookings, COLLECTIONS.auditLog, COLLECTIONS.accessLog, COLLECTIONS.erasures, 'members/notes', 'responses/notes', 'responses/review', 'auth']) {
      expect(collections).toContain(name);
    }
  });

  it('finds subcollections only under an entry listed before them', () => {
    MEMBER_DATA_INVENTORY.forEach((entry, index) => {
      if (entry.finder.by !== 'under-each') return;
      const parent = entry.finder.parent;
      expect(MEMBER_DATA_INVENTORY.findIndex((e) => e.key === parent)).toBeLessThan(index);
    });
  });

  it('keeps orders for accounting (pseudonymised) and never deletes the audit trail outright', () => {
    expect(memberDataEntry('orders').erasure.action).toBe('pseudonymise');
    expect(memberDataEntry('payments').erasure.action).toBe('pseudonymise');
    expect(memberDataEntry('history').erasure.action).toBe('pseudonymise');
    expect(memberDataEntry('responses').erasure.action).toBe('delete');
  });
});

describe('exportMyData payload', () => {
  it('accepts nothing, {} and {memberId}', () => {
    expect(parseExportMyDataRequest(undefined)).toEqual({ ok: true, value: { memberId: null } });
    expect(parseExportMyDataRequest({})).toEqual({ ok: true, value: { memberId: null } });
    expect(parseExportMyDataRequest({ memberId: null })).toEqual({ ok: true, value: { memberId: null } });
    expect(parseExportMyDataRequest({ memberId: 'abc_DEF-123' })).toEqual({ ok: true, value: { memberId: 'abc_DEF-123' } });
  });

  it('refuses other shapes, fields and ids with a message', () => {
    for (const payload of [[], 'me', 42, { memberId: '' }, { memberId: 'a/b' }, { memberId: 'x'.repeat(129) }, { memberId: 7 }, { uid: 'abc' }]) {
      const parsed = parseExportMyDataRequest(payload);
      expect(parsed.ok, JSON.stringify(payload)).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10);
    }
  });
});

describe('toExportValue', () => {
  const timestamp = (iso: string) => ({ seconds: 1, nanoseconds: 0, toDate: () => new Date(iso) });

  it('writes timestamps (stored and Date) as ISO strings, deep inside maps and arrays', () => {
    expect(toExportValue(timestamp('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(toExportValue(new Date('2026-05-01T00:00:00Z'))).toBe('2026-05-01T00:00:00.000Z');
    expect(
      toExportData({ consent: { healthData: { givenAt: timestamp('2026-01-01T00:00:00.000Z'), withdrawnAt: null } }, flags: [{ at: timestamp('2026-02-01T00:00:00.000Z') }] }),
    ).toEqual({ consent: { healthData: { givenAt: '2026-01-01T00:00:00.000Z', withdrawnAt: null } }, flags: [{ at: '2026-02-01T00:00:00.000Z' }] });
  });

  it('keeps plain values, drops undefined, and turns references, geopoints and odd numbers into JSON', () => {
    expect(toExportData({ a: 1, b: 'x', c: true, d: undefined, e: [1, undefined] })).toEqual({ a: 1, b: 'x', c: true, e: [1, null] });
    expect(toExportValue({ id: 'u1', path: 'users/u1', firestore: {} })).toBe('users/u1');
    expect(toExportValue({ latitude: 51.5, longitude: -0.1, isEqual: () => false })).toEqual({ latitude: 51.5, longitude: -0.1 });
    expect(toExportValue(Number.NaN)).toBe('NaN');
    expect(toExportValue(new Date('nonsense'))).toBeNull();
    expect(toExportData('not an object')).toEqual({});
  });
});

describe('formWording', () => {
  it("gives a form's title and each question's title, an untitled (or blank-titled) question its id", () => {
    const wording = formWording({ title: 'Mood', schema: { properties: { q1: { type: 'integer', title: 'Little interest?' }, q2: { type: 'string', title: '  ' }, q3: true } } });
    expect(wording).toEqual({ title: 'Mood', questions: { q1: 'Little interest?', q2: 'q2', q3: 'q3' } });
    expect(formWording({ schema: {} })).toEqual({ title: '', questions: {} });
    expect(formWordingKey('pcl5', 2)).toBe('pcl5@2');
  });
});

describe('counts and file names', () => {
  it('counts each section’s records and names files by the export day', () => {
    const data: MemberDataExport = {
      format: 'member-data-export',
      version: 1,
      exportedAt: '2026-11-27T23:30:00.000Z',
      member: { uid: 'u1', email: null, displayName: null },
      requestedBy: 'member',
      sections: [{ key: 'responses', title: 't', held: 'h', source: 's', truncated: false, records: [{ path: 'responses/r1', id: 'r1', data: {} }, { path: 'responses/r2', id: 'r2', data: {} }] }],
    };
    const counts = countExportRecords(data);
    expect(counts.responses).toBe(2);
    expect(counts.orders).toBe(0);
    expect(exportFileName(data, 'json')).toBe('my-data-2026-11-27.json');
    expect(exportFileName(data, 'html')).toBe('my-data-2026-11-27.html');
  });
});

describe("a member's own copy", () => {
  const memberFlag = { id: 'support', severity: 'info', message: 'We will be in touch.', audience: 'member', acknowledged: { by: 'admin', byName: 'Sam', at: '2026-02-02T10:00:00.000Z', note: 'Rang her' } };
  const reviewerFlag = { id: 'self-harm', severity: 'urgent', message: 'Check in today', acknowledged: { by: 'admin', byName: 'Sam', at: '2026-02-02T10:00:00.000Z', note: 'Safe' } };
  function held(): ExportSection[] {
    const data = emptyMemberExport({ member: { uid: 'alice', email: null, displayName: null } });
    const add = (key: string, path: string, record: Record<string, unknown>) =>
      data.sections.find((s) => s.key === key)!.records.push({ path, id: path.split('/').pop()!, data: record as never });
    add('profile', 'users/alice', { displayName: 'Alice', directory: { name: 'alice', openFlags: 1, flagged: true, plan: 'none' } });
    add('responses', 'responses/r1', { formId: 'wellbeing', data: { q1: 3 }, scores: { total: 9 }, flags: [{ id: 'support', audience: 'member' }] });
    add('responseReviews', 'responses/r1/review/flags', { memberId: 'alice', formId: 'wellbeing', formVersion: 1, submittedAt: '2026-02-01T10:00:00.000Z', open: 1, openRank: 3, topSeverity: 'urgent', flags: [memberFlag, reviewerFlag] });
    add('responseNotes', 'responses/r1/notes/n1', { authorId: 'admin', authorName: 'Sam', text: 'Worried about her', createdAt: '2026-02-02T10:00:00.000Z' });
    add('memberNotes', 'members/alice/notes/n2', { authorId: 'admin', authorName: 'Sam', text: 'Family history', createdAt: '2026-02-03T10:00:00.000Z' });
    add('history', 'auditLog/a1', { action: 'flag.acknowledge', responseId: 'r1', flagId: 'support', targetUid: 'alice' });
    add('history', 'auditLog/a2', { action: 'flag.acknowledge', responseId: 'r1', flagId: 'self-harm', targetUid: 'alice' });
    add('history', 'auditLog/a3', { action: 'consent.health.give', targetUid: 'alice' });
    add('accessLog', 'accessLog/l1', { actorName: 'Sam', kind: 'member-record', at: '2026-02-04T10:00:00.000Z', memberId: 'alice' });
    return data.sections;
  }
  const section = (sections: ExportSection[], key: string) => sections.find((s) => s.key === key)!;

  it('keeps every answer, score, member flag, the profile, the history and the access log', () => {
    const copy = memberCopySections(held());
    // the members list's count is of member-visible flags only, so the profile is as stored
    expect(section(copy, 'profile').records).toEqual(section(held(), 'profile').records);
    expect(section(copy, 'responses').records[0]!.data).toMatchObject({ data: { q1: 3 }, scores: { total: 9 } });
    expect(section(copy, 'accessLog').records).toEqual(section(held(), 'accessLog').records);
    expect(section(copy, 'responseReviews').records[0]!.data).toEqual({
      memberId: 'alice', formId: 'wellbeing', formVersion: 1, submittedAt: '2026-02-01T10:00:00.000Z',
      flags: [{ id: 'support', severity: 'info', message: 'We will be in touch.', audience: 'member', acknowledged: { at: '2026-02-02T10:00:00.000Z', byName: 'Sam' } }],
    });
  });

  it('leaves out reviewer-only flags (counts and acknowledgements too), acknowledgement notes and the text of notes', () => {
    const copy = memberCopySections(held());
    const text = JSON.stringify(copy.map((s) => s.records));
    for (const hidden of ['self-harm', 'Check in today', 'Rang her', 'Safe', 'Worried about her', 'Family history', 'openRank', 'topSeverity']) {
      expect(text, hidden).not.toContain(hidden);
    }
    expect(section(copy, 'memberNotes').records[0]!.data).toEqual({ createdAt: '2026-02-03T10:00:00.000Z', authorName: 'Sam' });
    expect(section(copy, 'history').records.map((r) => r.id)).toEqual(['a1', 'a3']);
  });

  it('says what it leaves out in the same words for every member, whether or not anything was left out', () => {
    const empty = memberCopySections(emptyMemberExport({ member: { uid: 'bob', email: null, displayName: null } }).sections);
    const full = memberCopySections(held());
    for (const key of Object.keys(WITHHELD_FROM_MEMBER_COPY)) {
      expect(section(empty, key).withheld, key).toBe(WITHHELD_FROM_MEMBER_COPY[key as keyof typeof WITHHELD_FROM_MEMBER_COPY]);
      expect(section(full, key).withheld, key).toBe(section(empty, key).withheld);
    }
    expect(section(full, 'responses').withheld).toBeUndefined();
  });

  it("the practice's copy keeps everything and marks what to review before sending", () => {
    const copy = practiceCopySections(held());
    expect(copy.map((s) => s.records)).toEqual(held().map((s) => s.records));
    expect(section(copy, 'memberNotes').reviewBeforeSending).toMatch(/reviewer notes/);
    expect(section(copy, 'accessLog').reviewBeforeSending).toBeUndefined();
  });
});
