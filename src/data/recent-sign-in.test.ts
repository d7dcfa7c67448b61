import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '@model';
import { DataError } from './errors';
import { isRecentSignInRefusal, setSignInAgainPrompt, withRecentSignIn } from './recent-sign-in';

const refusal = () => new DataError('functions/failed-precondition', 'For your security, this needs a sign-in from the last 5 minutes.', { reason: RECENT_SIGN_IN_REQUIRED });

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

describe('withRecentSignIn', () => {
  it('asks again in place after the recent-sign-in refusal, then runs the call once more', async () => {
    const prompt = vi.fn().mockResolvedValue(undefined);
    unregister = setSignInAgainPrompt(prompt);
    const work = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('exported');
    await expect(withRecentSignIn(work)).resolves.toBe('exported');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('passes the refusal on when nothing can ask (a member’s page), and any other error without asking', async () => {
    await expect(withRecentSignIn(() => Promise.reject(refusal()))).rejects.toMatchObject({ details: { reason: RECENT_SIGN_IN_REQUIRED } });
    const prompt = vi.fn().mockResolvedValue(undefined);
    unregister = setSignInAgainPrompt(prompt);
    await expect(withRecentSignIn(() => Promise.reject(new DataError('functions/permission-denied', 'No.')))).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect(prompt).not.toHaveBeenCalled();
  });

  it('does not run the call again when the person declines', async () => {
    unregister = setSignInAgainPrompt(() => Promise.reject(new DataError('cancelled', 'Not done.')));
    const work = vi.fn().mockRejectedValue(refusal());
    await expect(withRecentSignIn(work)).rejects.toMatchObject({ code: 'cancelled' });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a second refusal after signing in again is the answer (asked once per call)', async () => {
    const prompt = vi.fn().mockResolvedValue(undefined);
    unregister = setSignInAgainPrompt(prompt);
    await expect(withRecentSignIn(() => Promise.reject(refusal()))).rejects.toMatchObject({ details: { reason: RECENT_SIGN_IN_REQUIRED } });
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});

describe('isRecentSignInRefusal', () => {
  it('knows the refusal by its reason', () => {
    expect(isRecentSignInRefusal(refusal())).toBe(true);
    expect(isRecentSignInRefusal(new DataError('functions/failed-precondition', 'x', { reason: 'mfa-required' }))).toBe(false);
    expect(isRecentSignInRefusal(new Error('x'))).toBe(false);
  });
});
