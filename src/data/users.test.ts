import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { hasFinishedOnboarding } from './index';
import { toProfile } from './users';

const at = Timestamp.fromDate(new Date('2026-01-05T09:00:00Z'));

describe('toProfile', () => {
  it('reads an onboarded member and never invents missing fields', () => {
    const p = toProfile('u1', {
      displayName: 'Sam',
      email: 's@x.test',
      consent: { healthData: { givenAt: at, noticeVersion: '2026-01' } },
      onboarding: { healthConsentAt: at, initialAssessmentAt: at },
    });
    expect(p.consent?.healthData).toEqual({ givenAt: at.toDate(), noticeVersion: '2026-01' });
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
