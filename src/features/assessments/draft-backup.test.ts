import { afterEach, describe, expect, it } from 'vitest';
import { clearBackup, pickStart, readBackup, writeBackup } from './draft-backup';

describe('draft backup', () => {
  afterEach(() => localStorage.clear());

  it('round-trips answers per member and form', () => {
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, 5);
    expect(readBackup(localStorage, 'u1', 'ptsd')).toEqual({ data: { pcl1: 2 }, savedAt: 5 });
    expect(readBackup(localStorage, 'u2', 'ptsd')).toBeNull();
    clearBackup(localStorage, 'u1', 'ptsd');
    expect(readBackup(localStorage, 'u1', 'ptsd')).toBeNull();
  });

  it('ignores a corrupt backup instead of failing', () => {
    localStorage.setItem('wellness:draft:u1:ptsd', '{not json');
    expect(readBackup(localStorage, 'u1', 'ptsd')).toBeNull();
  });

  it('starts from whichever copy holds more answers', () => {
    expect(pickStart({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(pickStart({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1, b: 2 });
    expect(pickStart(null, null)).toEqual({});
  });
});
