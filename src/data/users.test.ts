import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { HEALTH_NOTICE_VERSION, hasCurrentHealthConsent } from '@model';
import { hasFinishedOnboarding } from './index';
import { giveHealthDataConsent, toProfile, withdrawHealthDataConsent } from './users';

const calls = vi.hoisted(() => ({ callFunction: vi.fn(async (_name: string, _data: unknown) => ({ current: true })) }));
vi.mock('./functions', () => calls);

const at = Timestamp.fromDate(new Date('2026-01-05T09:00:00Z'));

describe('toProfile', () => {
  it('reads an onboarded member and never invents missing fields', () => {
    const p = toProfile('u1', {
      displayName: 'Sam',
      email: 's@x.test',
      consent: { healthData: { givenAt: at, noticeVersion: '2026-01' } },
      onboarding: { healthConsentAt: at, initialAssessmentAt: at },
    });
    expect(p.consent?.healthData).toEqual({ givenAt: at.toDate(), noticeVersion: '2026-01', withdrawnAt: null });
    expect(p.membership).toBeUndefined();
    expect(hasFinishedOnboarding(p)).toBe(true);
  });

  it('treats an older document without onboarding as not onboarded', () => {
    const p = toProfile('u2', { displayName: 'Jo' });
    expect(p.onboarding).toEqual({ healthConsentAt: null, initialAssessmentAt: null });
    expect(hasFinishedOnboarding(p)).toBe(false);
    expect(hasFinishedOnboarding(toProfile('u3', { onboarding: { healthConsentAt: at } }))).toBe(false);
    expect(hasFinishedOnboarding(null)).toBe(false);
  });
});

describe('health-data consent', () => {
  it('reads a withdrawal, which the engine then counts as no current consent', () => {
    const later = Timestamp.fromDate(new Date('2026-03-01T09:00:00Z'));
    const withdrawn = toProfile('u4', { consent: { healthData: { givenAt: at, noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: later } } });
    expect(withdrawn.consent?.healthData).toEqual({ givenAt: at.toDate(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: later.toDate() });
    expect(hasCurrentHealthConsent({ consent: withdrawn.consent })).toBe(false);
    const given = toProfile('u5', { consent: { healthData: { givenAt: at, noticeVersion: HEALTH_NOTICE_VERSION } } });
    expect(hasCurrentHealthConsent({ consent: given.consent })).toBe(true);
    const oldNotice = toProfile('u6', { consent: { healthData: { givenAt: at, noticeVersion: '2025-06' } } });
    expect(hasCurrentHealthConsent({ consent: oldNotice.consent })).toBe(false);
  });

  it('gives and withdraws through the recordConsent callable, never by writing the profile', async () => {
    await giveHealthDataConsent(HEALTH_NOTICE_VERSION);
    await withdrawHealthDataConsent();
    expect(calls.callFunction.mock.calls).toEqual([
      ['recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION }],
      ['recordConsent', { action: 'withdraw', noticeVersion: null }],
    ]);
  });
});
