import { describe, expect, it } from 'vitest';
import { checkRegistration, checkSignIn } from './validation';

const ok = { displayName: 'Sam', email: 'sam@example.com', password: 'long-enough', confirm: 'long-enough' };

describe('checkRegistration', () => {
  it('accepts a complete registration', () => {
    expect(checkRegistration(ok)).toEqual({});
  });
  it('needs a name, a valid email, 8+ characters and a matching confirmation', () => {
    const errors = checkRegistration({ displayName: ' ', email: 'sam@', password: 'short12', confirm: 'other' });
    expect(errors.displayName).toBe('Enter your name.');
    expect(errors.email).toMatch(/valid email/);
    expect(errors.password).toBe('Use at least 8 characters for your password.');
    expect(errors.confirm).toBe('The two passwords do not match.');
  });
  it('accepts exactly 8 characters', () => {
    expect(checkRegistration({ ...ok, password: '12345678', confirm: '12345678' }).password).toBeUndefined();
  });
});

describe('checkSignIn', () => {
  it('asks for both fields', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
  });
});
