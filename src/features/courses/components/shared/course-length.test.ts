import { describe, expect, it } from 'vitest';
import { courseLength, formatMinutes } from './course-length';

describe('courseLength', () => {
  it('says chapters and minutes', () => {
    expect(courseLength({ chapterCount: 5, totalMinutes: 42 })).toBe('5 chapters · 42 min');
    expect(courseLength({ chapterCount: 1, totalMinutes: 90 })).toBe('1 chapter · 1 h 30 min');
    expect(courseLength({ chapterCount: 0, totalMinutes: 0 })).toBe('0 chapters');
  });

  it('says hours when there are whole hours', () => {
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(59)).toBe('59 min');
  });
});
