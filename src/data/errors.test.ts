import { describe, expect, it } from 'vitest';
import { DataError, toDataError } from './errors';

describe('toDataError', () => {
  it.each([
    ['auth/invalid-credential', /do not match/],
    ['auth/wrong-password', /password is not right/],
    ['auth/email-already-in-use', /already exists/],
    ['auth/weak-password', /at least 8/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /connection/],
  ])('gives %s a message a member can act on', (code, message) => {
    const err = toDataError(Object.assign(new Error('Firebase: raw'), { code }));
    expect(err).toBeInstanceOf(DataError);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });

  it('keeps the server message of an invalid-argument callable error', () => {
    const err = toDataError(Object.assign(new Error('Answer every question in this section [400]'), { code: 'functions/invalid-argument', details: [1] }));
    expect(err.message).toBe('Answer every question in this section');
    expect(err.details).toEqual([1]);
    // a streamed answer's error carries " [0]" (the stream had begun with 200)
    expect(toDataError(Object.assign(new Error('Sort by date or by a scale. [0]'), { code: 'functions/invalid-argument' })).message).toBe('Sort by date or by a scale.');
  });

  it('keeps the server message of a rate limit (resource-exhausted), with its wait', () => {
    const limited = Object.assign(new Error('Too many submissions in a short time: please wait 45 seconds and try again. Nothing was saved. [429]'), {
      code: 'functions/resource-exhausted',
      details: { reason: 'rate-limited', retryAfterSeconds: 45 },
    });
    const err = toDataError(limited);
    expect(err.code).toBe('functions/resource-exhausted');
    expect(err.message).toBe('Too many submissions in a short time: please wait 45 seconds and try again. Nothing was saved.');
    expect(err.details).toEqual({ reason: 'rate-limited', retryAfterSeconds: 45 });
    // a raw message without the callable's code is still never shown
    expect(toDataError(Object.assign(new Error('quota'), { code: 'resource-exhausted' })).message).toBe('Something went wrong. Please try again.');
  });

  it('never shows raw text for unknown errors', () => {
    expect(toDataError(new Error('Firebase: Error (auth/xyz)')).message).toBe('Something went wrong. Please try again.');
  });
});
