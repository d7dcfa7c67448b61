import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_KEYS } from '@engine';
import { toSettingsDocument } from './settings';

describe('toSettingsDocument', () => {
  it('keeps only the keys the rules accept', () => {
    const form = { ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', dirty: true, id: 'site' };
    const stored = toSettingsDocument(form);
    expect(Object.keys(stored)).toEqual([...SITE_SETTINGS_KEYS]);
    expect(stored.practiceName).toBe('Calm Rooms');
  });
});
