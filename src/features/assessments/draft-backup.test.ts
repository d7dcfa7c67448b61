import { afterEach, describe, expect, it } from 'vitest';
import { clearBackup, readBackup, writeBackup } from './draft-backup';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1);

describe('draft backup', () => {
  afterEach(() => localStorage.clear());

  it('round-trips answers per member and form', () => {
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW);
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).toEqual({ data: { pcl1: 2 }, savedAt: NOW });
    expect(readBackup(localStorage, 'u2', 'ptsd', NOW)).toBeNull();
    clearBackup(localStorage, 'u1', 'ptsd');
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).toBeNull();
  });

  it('is kept under the account key scheme that sign-out clears', () => {
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW);
    expect(localStorage.key(0)).toBe('wellness:draft:u1:ptsd');
  });

  it('ignores and removes a corrupt backup instead of failing', () => {
    for (const raw of ['{not json', 'null', '[]', '{"data":[1],"savedAt":1}', '{"savedAt":1}']) {
      localStorage.setItem('wellness:draft:u1:ptsd', raw);
      expect(readBackup(localStorage, 'u1', 'ptsd', NOW), raw).toBeNull();
      expect(localStorage.getItem('wellness:draft:u1:ptsd'), raw).toBeNull();
    }
  });

  it('keeps a backup for 7 days, then ignores and removes it', () => {
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW - 6 * DAY);
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)?.data).toEqual({ pcl1: 2 });
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW - 8 * DAY);
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('a backup without a saving time is not trusted', () => {
    localStorage.setItem('wellness:draft:u1:ptsd', JSON.stringify({ data: { pcl1: 2 } }));
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).toBeNull();
  });

  it('records the version the answers were given on and what carrying them kept aside', () => {
    const carried = { migratedFrom: 1, unplaced: [{ field: 'notes', value: 'kept', version: 1, reason: 'removed' as const }] };
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW, { version: 3, carried });
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).toEqual({ data: { pcl1: 2 }, savedAt: NOW, version: 3, carried });
    // a copy from before versions were recorded has none (the caller takes the draft's)
    writeBackup(localStorage, 'u1', 'ptsd', { pcl1: 2 }, NOW);
    expect(readBackup(localStorage, 'u1', 'ptsd', NOW)).not.toHaveProperty('version');
  });
});
