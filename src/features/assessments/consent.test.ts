import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED, HEALTH_NOTICE_VERSION } from '@model';
import { DataError } from './api/assessments-api';
import { hasHealthConsent, isConsentRefusal, refusalReason } from './consent';

describe('consent on the assessment page', () => {
  it('reads the server’s reason from a refused submission, whatever its message says', () => {
    const refused = new DataError('functions/failed-precondition', 'Any wording', { reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION });
    expect(isConsentRefusal(refusalReason(refused))).toBe(true);
    for (const other of [new DataError('functions/failed-precondition', 'closed'), new DataError('x', 'y', { reason: 7 }), new Error('network'), null, 'text']) {
      expect(isConsentRefusal(refusalReason(other))).toBe(false);
    }
  });

  it('counts consent as current only when given against today’s notice and not withdrawn', () => {
    expect(hasHealthConsent({ consent: { healthData: { givenAt: new Date(), noticeVersion: HEALTH_NOTICE_VERSION } } })).toBe(true);
    expect(hasHealthConsent({ consent: { healthData: { givenAt: new Date(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: new Date() } } })).toBe(false);
    expect(hasHealthConsent(null)).toBe(false);
  });
});
