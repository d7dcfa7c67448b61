import { describe, expect, it } from 'vitest';
import {
  ERASURE_STEPS,
  ERASURE_STEP_OF,
  erasurePseudonym,
  isPseudonym,
  isRecentSignIn,
  parseEraseAccountRequest,
  parseEraseMemberRequest,
  pseudonymisedFields,
  readErasureStepsDone,
  remainingErasureSteps,
} from './member-erasure.ts';
import { MEMBER_DATA_INVENTORY } from './member-data-inventory.ts';

describe('erasurePseudonym', () => {
  it('is stable for a uid, different between uids, and does not contain the uid', async () => {
    const a = await erasurePseudonym('8fQ2abcDEF');
    expect(a).toMatch(/^erased-[0-9a-f]{32}$/);
    expect(await erasurePseudonym('8fQ2abcDEF')).toBe(a);
    expect(await erasurePseudonym('8fQ2abcDEG')).not.toBe(a);
    expect(a).not.toContain('8fQ2abcDEF');
    expect(isPseudonym(a)).toBe(true);
    expect(isPseudonym('8fQ2abcDEF')).toBe(false);
  });

  it('is SHA-256 of the prefixed uid (known vector)', async () => {
    // printf 'wellness-erasure:member' | sha256sum
    expect(await erasurePseudonym('member')).toBe('erased-53ec05a4cd2c5a9fc5add1f273655eda');
  });
});

describe('erasure steps', () => {
  it('end with the profile and then the Auth account, so the member can retry until the very end', () => {
    expect(ERASURE_STEPS.slice(-2)).toEqual(['profile', 'auth']);
  });

  it('resume at the first step not done, ignoring unknown names', () => {
    expect(remainingErasureSteps([])).toEqual([...ERASURE_STEPS]);
    expect(remainingErasureSteps(['responses', 'member-notes', 'old-step'])).toEqual(ERASURE_STEPS.slice(2));
    expect(remainingErasureSteps([...ERASURE_STEPS])).toEqual([]);
  });

  it('read a stored record defensively', () => {
    expect(readErasureStepsDone(undefined)).toEqual([]);
    expect(readErasureStepsDone({ stepsDone: 'responses' })).toEqual([]);
    expect(readErasureStepsDone({ stepsDone: ['orders', 'responses', 7] })).toEqual(['responses', 'orders']);
  });
});

describe('isRecentSignIn', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('accepts a sign-in within five minutes and refuses an older, missing or future one', () => {
    expect(isRecentSignIn(now / 1000 - 60, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 299, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 301, now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
    expect(isRecentSignIn('1700000000', now)).toBe(false);
    expect(isRecentSignIn(now / 1000 + 3600, now)).toBe(false);
  });
});

describe('parseEraseAccountRequest', () => {
  it('takes nothing and refuses anything else', () => {
    expect(parseEraseAccountRequest(undefined)).toEqual({ ok: true, value: {} });
    expect(parseEraseAccountRequest({})).toEqual({ ok: true, value: {} });
    expect(parseEraseAccountRequest({ uid: 'someone-else' })).toEqual({ ok: false, message: 'Unexpected field: uid.' });
    expect(parseEraseAccountRequest({ failAfterStep: 'orders' })).toMatchObject({ ok: false });
    expect(parseEraseAccountRequest('me')).toMatchObject({ ok: false });
  });
});

describe('parseEraseMemberRequest', () => {
  it('reads the member and the typed email (trimmed, lower case)', () => {
    expect(parseEraseMemberRequest({ memberId: 'm1', confirmEmail: '  Ada@Example.TEST ' })).toEqual({ ok: true, value: { memberId: 'm1', confirmEmail: 'ada@example.test' } });
  });

  it('refuses a missing or malformed member, a missing email and extra fields', () => {
    expect(parseEraseMemberRequest(null)).toMatchObject({ ok: false });
    expect(parseEraseMemberRequest({ memberId: '', confirmEmail: 'a@b.test' })).toMatchObject({ ok: false });
    expect(parseEraseMemberRequest({ memberId: 'users/x', confirmEmail: 'a@b.test' })).toMatchObject({ ok: false });
    expect(parseEraseMemberRequest({ memberId: 'x'.repeat(129), confirmEmail: 'a@b.test' })).toMatchObject({ ok: false });
    expect(parseEraseMemberRequest({ memberId: 'm1', confirmEmail: '   ' })).toEqual({ ok: false, message: 'Type the member’s email address to confirm.' });
    expect(parseEraseMemberRequest({ memberId: 'm1', confirmEmail: 'a@b.test', failAfterStep: 'orders' })).toEqual({ ok: false, message: 'Unexpected field: failAfterStep.' });
  });
});

describe('pseudonymisedFields', () => {
  it('replaces the member’s uid fields and removes the names beside them, leaving another person’s', () => {
    const entry = { action: 'role.admin.grant', actorUid: 'admin1', actorName: 'Alex', targetUid: 'm1', targetEmail: 'm1@x.test', at: 1 };
    expect(pseudonymisedFields(entry, 'm1', 'erased-1')).toEqual({ targetUid: 'erased-1', targetEmail: null });
    const order = { uid: 'm1', productTitle: 'Calm', email: 'm1@x.test' };
    expect(pseudonymisedFields(order, 'm1', 'erased-1')).toEqual({ uid: 'erased-1', email: null });
  });

  it('renames an enrolment id that starts with the member\'s uid, and no one else\'s', () => {
    const enrol = { action: 'course.enrol', actorUid: 'm1', targetUid: 'm1', courseId: 'calm', enrollmentId: 'm1_calm' };
    expect(pseudonymisedFields(enrol, 'm1', 'erased-1')).toEqual({ actorUid: 'erased-1', targetUid: 'erased-1', enrollmentId: 'erased-1_calm' });
    expect(pseudonymisedFields({ enrollmentId: 'm12_calm' }, 'm1', 'erased-1')).toEqual({});
  });

  it('is empty for a record that does not name the member (or already names the pseudonym)', () => {
    expect(pseudonymisedFields({ uid: 'm2', email: 'm2@x.test' }, 'm1', 'erased-1')).toEqual({});
    expect(pseudonymisedFields({ uid: 'erased-1' }, 'm1', 'erased-1')).toEqual({});
  });
});

describe('ERASURE_STEP_OF', () => {
  it('gives every inventory entry a step, and every step some entry', () => {
    for (const entry of MEMBER_DATA_INVENTORY) expect(entry.key in ERASURE_STEP_OF, entry.key).toBe(true);
    const used = new Set(Object.values(ERASURE_STEP_OF));
    for (const step of ERASURE_STEPS) expect(used.has(step), step).toBe(true);
  });

  it('deletes whatever the inventory says goes (a step never keeps what must be deleted)', () => {
    for (const entry of MEMBER_DATA_INVENTORY) {
      if (entry.erasure.action === 'delete') expect(ERASURE_STEP_OF[entry.key], entry.key).not.toBeNull();
    }
  });
});
