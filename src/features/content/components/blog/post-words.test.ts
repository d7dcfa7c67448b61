import { describe, expect, it } from 'vitest';
import { postDate, postDateTime, postPath, readingTime } from './post-words';

describe('post words', () => {
  it('words a date in UK format, on the UK calendar day', () => {
    expect(postDate(new Date('2026-02-07T09:00:00Z'))).toBe('7 February 2026');
    // 23:30 UTC on 30 June is already 1 July in London (summer time)
    expect(postDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
    expect(postDateTime(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(postDate(null)).toBe('');
    expect(postDateTime(null)).toBeUndefined();
  });

  it('says the reading time in minutes, at least one', () => {
    expect(readingTime(4)).toBe('4 min read');
    expect(readingTime(0)).toBe('1 min read');
  });

  it('builds the post’s address, escaping what is not an id character', () => {
    expect(postPath('sleep-when-stressed')).toBe('/View-blog/sleep-when-stressed');
    expect(postPath('a b')).toBe('/View-blog/a%20b');
  });
});
