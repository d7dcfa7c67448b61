import { describe, expect, it } from 'vitest';
import { ROUTE_ID } from './paths';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('turns a title into a route id', () => {
    expect(slugify('Grounding: the basics (2026)')).toBe('grounding-the-basics-2026');
    expect(slugify('  Café évening ')).toBe('cafe-evening');
    expect(slugify('???')).toBe('');
    const long = slugify('breathe '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(ROUTE_ID.test(long)).toBe(true);
  });

  it('keeps to a shorter limit when asked', () => {
    expect(slugify('one two three', 7)).toBe('one-two');
  });
});

describe('uniqueSlug', () => {
  it('adds the first free number when the slug is taken', () => {
    expect(uniqueSlug('Sleep well', [])).toBe('sleep-well');
    expect(uniqueSlug('Sleep well', ['sleep-well'])).toBe('sleep-well-2');
    expect(uniqueSlug('Sleep well', ['sleep-well', 'sleep-well-2'])).toBe('sleep-well-3');
    expect(uniqueSlug('!!!', [])).toBe('');
  });

  it('stays within the limit with the number added', () => {
    const long = 'x'.repeat(SLUG_MAX_LENGTH);
    const id = uniqueSlug(long, [long]);
    expect(id).toHaveLength(SLUG_MAX_LENGTH);
    expect(id.endsWith('-2')).toBe(true);
  });
});
