import { describe, expect, it } from 'vitest';
import { relativeTime, whoText } from './form-admin-words';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('page wording', () => {
  it('says how long ago, then the date', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(86400), now)).toBe('yesterday');
    expect(relativeTime(ago(40 * 86400), now)).toBe('29 Jan 2025');
  });

  it('names who changed it', () => {
    expect(whoText('uid1234567890abcdefghij', 'uid1234567890abcdefghij')).toBe('you');
    expect(whoText('cli', 'me')).toBe('the forms command line');
    expect(whoText('Xk2mQ9pLr4TtY7uVw1zA3bC5', 'me')).toBe('another administrator');
    expect(whoText('Dr Jane Smith', 'me')).toBe('Dr Jane Smith');
    expect(whoText(null, 'me')).toBeNull();
  });
});
