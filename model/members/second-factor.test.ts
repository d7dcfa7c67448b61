import { describe, expect, it } from 'vitest';
import { parseRemoveSecondFactorRequest, secondFactorRemovedMessage, signedInWithSecondFactor } from './second-factor.ts';

describe('signedInWithSecondFactor', () => {
  it('is true only for a token whose firebase.sign_in_second_factor names a factor', () => {
    expect(signedInWithSecondFactor({ firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' } })).toBe(true);
    expect(signedInWithSecondFactor({ firebase: { sign_in_second_factor: 'totp' } })).toBe(true);
    expect(signedInWithSecondFactor({ firebase: { sign_in_provider: 'password' } })).toBe(false);
    expect(signedInWithSecondFactor({ firebase: { sign_in_second_factor: '' } })).toBe(false);
    expect(signedInWithSecondFactor({ sign_in_second_factor: 'phone' })).toBe(false);
    expect(signedInWithSecondFactor(null)).toBe(false);
  });
});

describe('parseRemoveSecondFactorRequest', () => {
  it('takes an account id and the typed email, lower-cased and trimmed', () => {
    expect(parseRemoveSecondFactorRequest({ memberId: 'u1', confirmEmail: ' Sam@Demo.test ' })).toEqual({ ok: true, value: { memberId: 'u1', confirmEmail: 'sam@demo.test' } });
  });
  it('refuses what is not that, in words', () => {
    expect(parseRemoveSecondFactorRequest(null)).toMatchObject({ ok: false });
    expect(parseRemoveSecondFactorRequest({ memberId: 'a/b', confirmEmail: 'x@y.z' })).toMatchObject({ ok: false, message: 'memberId must be a member’s account id.' });
    expect(parseRemoveSecondFactorRequest({ memberId: 'u1', confirmEmail: '  ' })).toMatchObject({ ok: false, message: 'Type the member’s email address to confirm.' });
    expect(parseRemoveSecondFactorRequest({ memberId: 'u1', confirmEmail: 'x@y.z', extra: 1 })).toMatchObject({ ok: false, message: 'Unexpected field: extra.' });
  });
});

describe('secondFactorRemovedMessage', () => {
  it('says what happened, whether or not there was a factor', () => {
    expect(secondFactorRemovedMessage({ uid: 'u1', email: 'sam@demo.test', removed: 1, sessionsRevoked: true })).toMatch(/^sam@demo.test's second factor was removed/);
    expect(secondFactorRemovedMessage({ uid: 'u1', email: null, removed: 0, sessionsRevoked: true })).toMatch(/^u1 had no second factor/);
  });
});
