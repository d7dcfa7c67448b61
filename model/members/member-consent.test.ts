import { describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION, hasCurrentHealthConsent, parseRecordConsentRequest } from './member-consent.ts';

describe('recordConsent payload', () => {
  it('accepts giving against the current notice and withdrawing', () => {
    expect(parseRecordConsentRequest({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION })).toEqual({ ok: true, value: { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION } });
    expect(parseRecordConsentRequest({ action: 'withdraw' })).toEqual({ ok: true, value: { action: 'withdraw', noticeVersion: null } });
  });

  it('refuses an old or missing notice, other actions, extra fields and non-objects with a message', () => {
    for (const payload of [
      { action: 'give', noticeVersion: '2025-01' },
      { action: 'give' },
      { action: 'grant', noticeVersion: HEALTH_NOTICE_VERSION },
      { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, givenAt: '2020-01-01' },
      null, [], 'give', 42,
    ]) {
      const parsed = parseRecordConsentRequest(payload);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10);
    }
    const backdated = parseRecordConsentRequest({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, givenAt: 1 });
    expect(backdated.ok || backdated.message).toBe('Unexpected field: givenAt.');
  });
});

describe('current health-data consent', () => {
  const given = { consent: { healthData: { givenAt: { seconds: 1 }, noticeVersion: HEALTH_NOTICE_VERSION } } };
  it('holds when given against the current notice and not withdrawn', () => {
    expect(hasCurrentHealthConsent(given)).toBe(true);
    expect(hasCurrentHealthConsent({ consent: { healthData: { ...given.consent.healthData, withdrawnAt: null } } })).toBe(true);
  });
  it('does not hold when withdrawn, given against an older notice, never given, or unreadable', () => {
    expect(hasCurrentHealthConsent({ consent: { healthData: { ...given.consent.healthData, withdrawnAt: { seconds: 2 } } } })).toBe(false);
    expect(hasCurrentHealthConsent({ consent: { healthData: { givenAt: { seconds: 1 }, noticeVersion: '2025-01' } } })).toBe(false);
    expect(hasCurrentHealthConsent({ consent: { healthData: { noticeVersion: HEALTH_NOTICE_VERSION } } })).toBe(false);
    for (const data of [undefined, null, {}, { consent: 'yes' }, { consent: { healthData: [] } }]) expect(hasCurrentHealthConsent(data)).toBe(false);
  });
});

describe('firestore.rules', () => {
  // The drafts rule checks consent against the notice version spelled in the rules: keep it the contract's.
  it('spells the current health notice version the contract names', async () => {
    const { readFileSync } = await import('node:fs');
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const spelled = /function currentHealthNoticeVersion\(\) \{\s*return '([^']+)';/.exec(rules)?.[1];
    expect(spelled).toBe(HEALTH_NOTICE_VERSION);
  });
});
