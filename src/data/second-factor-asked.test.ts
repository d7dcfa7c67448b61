import { describe, expect, it } from 'vitest';
import { DataError } from './errors';
import { SECOND_FACTOR_NEEDED, secondFactorsAsked } from './second-factor-asked';

const phone = { id: 'f1', kind: 'sms' as const, name: 'Work phone', phoneNumber: '+*******0100', enrolledAt: null };

describe('secondFactorsAsked', () => {
  it("answers the factors a sign-in waits for, from the error's details", () => {
    expect(secondFactorsAsked(new DataError(SECOND_FACTOR_NEEDED, 'Enter the code.', { factors: [phone] }))).toEqual([phone]);
    expect(secondFactorsAsked({ code: 'auth/multi-factor-auth-required', details: { factors: [] } })).toEqual([]);
  });

  it('answers null for any other error, or one without its list of factors', () => {
    expect(secondFactorsAsked(new DataError('auth/invalid-credential', 'That password is not right.'))).toBeNull();
    expect(secondFactorsAsked({ code: SECOND_FACTOR_NEEDED })).toBeNull();
    expect(secondFactorsAsked({ code: SECOND_FACTOR_NEEDED, details: { factors: 'f1' } })).toBeNull();
    expect(secondFactorsAsked(null)).toBeNull();
    expect(secondFactorsAsked('auth/multi-factor-auth-required')).toBeNull();
  });
});
