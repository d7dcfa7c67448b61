import { describe, expect, it } from 'vitest';
import type { RaisedFlag, ScoreResult } from '../../engine/definition/types.ts';
import {
  CRISIS_SIGNPOST_FLAG,
  draftResponseId,
  isSubmissionKey,
  memberVisibleFlags,
  responseReviewDocument,
  submitResponseAnswer,
  submittedResponseFields,
  topSeverity,
  readUnplaced,
  UNPLACED_ENTRY_LIMITS,
  DRAFT_LIMITS,
  carriedFields,
} from './response-documents.ts';

const flag = (id: string, severity: RaisedFlag['severity'], audience?: RaisedFlag['audience']): RaisedFlag => ({
  id,
  severity,
  message: `${id} message`,
  fields: ['q1'],
  ...(audience ? { audience } : {}),
});

const result: ScoreResult = {
  scoringVersion: 'v1',
  scales: { total: { title: 'PHQ-9', total: 12, complete: true, answered: 9, itemCount: 9, min: 0, max: 27, band: 'moderate', bandLabel: 'Moderate', subscales: {}, rules: {} } },
  flags: [flag('item9', 'urgent'), flag('signpost', 'info', 'member'), flag('gp', 'warning', 'reviewer'), flag('fever', 'urgent', 'member')],
};
const facts = { formId: 'initial-assessment', formVersion: 2, memberId: 'm1', data: { q1: 3 }, result };

describe('submission keys and draft ids', () => {
  it('takes 20 letters and digits as a key, nothing else', () => {
    expect(isSubmissionKey('Ab3dEf6hIj9lMn2pQr5t')).toBe(true);
    for (const key of ['Ab3dEf6hIj9lMn2pQr5', 'Ab3dEf6hIj9lMn2pQr5tU', 'Ab3dEf6hIj9l_n2pQr5t', '__Ab3dEf6hIj9lMn2p__', 20, null]) {
      expect(isSubmissionKey(key)).toBe(false);
    }
  });
  it('names a member\'s open draft by member and form, so it can never be a key', () => {
    expect(draftResponseId('uid123', 'ptsd')).toBe('uid123_ptsd');
    expect(isSubmissionKey(draftResponseId('a', 'b'))).toBe(false);
  });
});

describe('flags kept apart: what members read, what reviewers see', () => {
  it('keeps only the flags written for the member in the stored response', () => {
    expect(memberVisibleFlags(result.flags).map((f) => f.id)).toEqual(['signpost', 'fever']);
    const fields = submittedResponseFields(facts);
    expect(fields).toEqual({
      formId: 'initial-assessment', formVersion: 2, memberId: 'm1', status: 'submitted', data: { q1: 3 },
      scores: result.scales, flags: [result.flags[1], result.flags[3]], scoringVersion: 'v1',
    });
  });

  it('says which version the answers were carried from, only when they were', () => {
    const stored = { ...submittedResponseFields(facts), migratedFrom: 1, unplaced: [{ field: 'old', value: 'x', version: 1, reason: 'removed' }] };
    expect(submitResponseAnswer('Ab3dEf6hIj9lMn2pQr5t', stored).migratedFrom).toBe(1);
    expect(submitResponseAnswer('Ab3dEf6hIj9lMn2pQr5t', submittedResponseFields(facts))).not.toHaveProperty('migratedFrom');
    expect(submitResponseAnswer('Ab3dEf6hIj9lMn2pQr5t', { ...submittedResponseFields(facts), migratedFrom: 'v1' })).not.toHaveProperty('migratedFrom');
  });

  it('still shows the crisis routes when only a reviewer-only flag asks for them, without its words', () => {
    const plan = { ...flag('self-harm-plan', 'urgent'), signpost: 'crisis' as const };
    const visible = memberVisibleFlags([plan, flag('fever', 'urgent', 'member')]);
    expect(visible).toEqual([flag('fever', 'urgent', 'member'), CRISIS_SIGNPOST_FLAG]);
    expect(JSON.stringify(visible)).not.toContain('self-harm-plan');
    expect(memberVisibleFlags(visible)).toEqual(visible); // a retry answers the same
    // a member flag that signposts already shows the routes: nothing is added
    const signpost = { ...flag('signpost', 'info', 'member'), signpost: 'crisis' as const };
    expect(memberVisibleFlags([plan, signpost])).toEqual([signpost]);
    expect(memberVisibleFlags([flag('gp', 'warning')])).toEqual([]);
  });

  it('puts every raised flag, open, in the review document, with the most severe', () => {
    const review = responseReviewDocument({ ...facts, submittedAt: 'now' });
    expect(review).toMatchObject({ memberId: 'm1', formId: 'initial-assessment', formVersion: 2, submittedAt: 'now', open: 4, topSeverity: 'urgent' });
    expect(review.flags.map((f) => [f.id, f.acknowledged])).toEqual([['item9', null], ['signpost', null], ['gp', null], ['fever', null]]);
    expect(review.flags[0]).toMatchObject(result.flags[0]!);
  });

  it('says no severity when nothing was raised, and ranks urgent over warning over info', () => {
    const none = responseReviewDocument({ ...facts, result: { ...result, flags: [] }, submittedAt: 1 });
    expect([none.open, none.topSeverity, none.flags]).toEqual([0, null, []]);
    expect(topSeverity([flag('a', 'info'), flag('b', 'warning')])).toBe('warning');
    expect(topSeverity([flag('a', 'info')])).toBe('info');
  });

  it('answers a stored response with member-visible flags only, even if a stored one slipped through', () => {
    const stored = { ...submittedResponseFields(facts), flags: result.flags, submittedAt: 'then' };
    expect(submitResponseAnswer('Ab3dEf6hIj9lMn2pQr5t', stored)).toEqual({
      responseId: 'Ab3dEf6hIj9lMn2pQr5t', formId: 'initial-assessment', formVersion: 2, status: 'submitted',
      scores: result.scales, flags: [result.flags[1], result.flags[3]], scoringVersion: 'v1',
    });
  });
});

describe('a draft carried from an older version', () => {
  const aside = { field: 'notes', value: 'kept', version: 1, reason: 'removed' } as const;

  it('reads its unplaced answers, skipping entries not shaped like one', () => {
    expect(readUnplaced([aside, { field: 'x', version: 1, reason: 'removed' }, { ...aside, reason: 'lost' }, 'notes', null])).toEqual([aside]);
    expect(readUnplaced(undefined)).toEqual([]);
  });

  it('skips oversized entries and reads at most DRAFT_LIMITS.unplaced of them', () => {
    const huge = { ...aside, value: 'x'.repeat(UNPLACED_ENTRY_LIMITS.valueJson) };
    const longName = { ...aside, field: 'f'.repeat(UNPLACED_ENTRY_LIMITS.field + 1) };
    expect(readUnplaced([huge, longName, aside])).toEqual([aside]);
    expect(readUnplaced(Array.from({ length: DRAFT_LIMITS.unplaced + 5 }, () => aside))).toHaveLength(DRAFT_LIMITS.unplaced);
  });

  it("keeps the draft's unplaced answers and the submission's, and the oldest version", () => {
    const later = { field: 'walk', value: 'daily', version: 2, reason: 'value-unmapped' } as const;
    expect(carriedFields({ migratedFrom: 1, unplaced: [aside] }, { migratedFrom: 2, unplaced: [later] })).toEqual({ migratedFrom: 1, unplaced: [aside, later] });
    expect(carriedFields({ migratedFrom: 1, unplaced: [aside] }, null)).toEqual({ migratedFrom: 1, unplaced: [aside] });
    expect(carriedFields(undefined, { migratedFrom: 2, unplaced: [] })).toEqual({ migratedFrom: 2, unplaced: [] });
    expect(carriedFields({ data: {} }, null)).toEqual({});
  });
});
