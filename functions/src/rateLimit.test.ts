import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, decideRate, rateLimitFor, rateLimitId, rateLimitMessage, readCounter } from './rateLimit.ts';

const limit = { calls: 3, seconds: 60 };
const t0 = Date.UTC(2026, 10, 29, 9, 0, 0);

describe('rate limits', () => {
  it('starts a window at the first call and counts calls in it', () => {
    expect(decideRate(null, t0, limit)).toEqual({ allowed: true, next: { count: 1, windowStart: t0 } });
    expect(decideRate({ count: 1, windowStart: t0 }, t0 + 1000, limit)).toEqual({ allowed: true, next: { count: 2, windowStart: t0 } });
    expect(decideRate({ count: 2, windowStart: t0 }, t0 + 2000, limit)).toEqual({ allowed: true, next: { count: 3, windowStart: t0 } });
  });

  it('refuses past the limit until the window ends, saying how long to wait', () => {
    expect(decideRate({ count: 3, windowStart: t0 }, t0 + 15_000, limit)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(decideRate({ count: 3, windowStart: t0 }, t0 + 59_999, limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decideRate({ count: 3, windowStart: t0 }, t0 + 60_000, limit)).toEqual({ allowed: true, next: { count: 1, windowStart: t0 + 60_000 } });
  });

  it('treats a counter from the future (a clock moved back) or an odd one as none', () => {
    expect(decideRate({ count: 3, windowStart: t0 + 10_000 }, t0, limit)).toEqual({ allowed: true, next: { count: 1, windowStart: t0 } });
    expect(readCounter({ count: 'many', windowStart: t0 })).toBeNull();
    expect(readCounter({ count: 2 })).toBeNull();
    expect(readCounter(undefined)).toBeNull();
    expect(readCounter({ count: 2, windowStart: t0, action: 'x' })).toEqual({ count: 2, windowStart: t0 });
  });

  it('one submission without a key a minute per form', () => {
    expect(RATE_LIMITS.submitResponseUnkeyed).toEqual({ calls: 1, seconds: 60 });
    expect(decideRate({ count: 1, windowStart: t0 }, t0 + 20_000, RATE_LIMITS.submitResponseUnkeyed)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('has limits no member reaches by hand, overridable by RATE_LIMIT_<ACTION>=calls/seconds', () => {
    expect(rateLimitFor('submitResponse', {})).toEqual({ calls: 20, seconds: 600 });
    expect(rateLimitFor('submitResponse', { RATE_LIMIT_SUBMITRESPONSE: '2/30' })).toEqual({ calls: 2, seconds: 30 });
    expect(rateLimitFor('exportMyData', { RATE_LIMIT_EXPORTMYDATA: 'lots' })).toEqual(RATE_LIMITS.exportMyData);
    expect(rateLimitFor('exportMyData', { RATE_LIMIT_EXPORTMYDATA: '5/0' })).toEqual(RATE_LIMITS.exportMyData);
  });

  it('words the refusal with the wait', () => {
    expect(rateLimitMessage('submitResponse', 45)).toBe('Too many submissions in a short time: please wait 45 seconds and try again. Nothing was saved.');
    expect(rateLimitMessage('exportMyData', 1)).toMatch(/please wait 1 second and/);
    expect(rateLimitMessage('createCheckoutSession', 540)).toMatch(/^Too many payment attempts in a short time: please wait 9 minutes/);
  });

  it('keys a counter by action, scope and uid', () => {
    expect(rateLimitId('abc', 'recordConsent')).toBe('recordConsent_abc');
    expect(rateLimitId('abc', 'submitResponseUnkeyed', 'ptsd')).toBe('submitResponseUnkeyed-ptsd_abc');
    expect(rateLimitId('a/b', 'recordConsent')).not.toContain('/');
  });
});
