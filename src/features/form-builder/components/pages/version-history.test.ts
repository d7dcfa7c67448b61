import { describe, expect, it } from 'vitest';
import { checkIn } from '../../testing/definitions';
import { VERSION_HISTORY_FORMAT, versionHistoryFile, versionHistoryFileName, versionHistoryText } from './version-history';

const migration = { formId: 'check-in', from: 1, to: 2, renamed: [{ from: 'name', to: 'fullName' }], removed: [], values: [], reask: [] };

describe('versionHistoryFile', () => {
  it('holds every version oldest first, numbered as stored, with the migration from the one before', () => {
    const file = versionHistoryFile('check-in', [
      { version: 2, definition: { ...checkIn(), version: 9 }, migration, contentHash: 'b', publishedAt: new Date('2026-01-02T10:00:00Z') },
      { version: 1, definition: checkIn(), migration, contentHash: 'a', publishedAt: null },
    ]);
    expect(file).toMatchObject({ format: VERSION_HISTORY_FORMAT, formId: 'check-in', currentVersion: 2 });
    expect(file!.versions.map((v) => [v.version, v.definition.version, v.migration?.to ?? null, v.publishedAt])).toEqual([
      [1, 1, null, null],
      [2, 2, 2, '2026-01-02T10:00:00.000Z'],
    ]);
  });

  it('is null when nothing was published', () => {
    expect(versionHistoryFile('check-in', [])).toBeNull();
  });

  it('is written like the committed files (2-space JSON, final newline) under <id>.versions.json', () => {
    const file = versionHistoryFile('check-in', [{ version: 1, definition: checkIn(), migration: null, contentHash: null, publishedAt: null }])!;
    const text = versionHistoryText(file);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(file);
    expect(text).toContain('\n  "formId": "check-in"');
    expect(versionHistoryFileName('check-in')).toBe('check-in.versions.json');
  });
});
