import { describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS_KEYS, DEFAULT_PRIVATE_SETTINGS, DEFAULT_SITE_SETTINGS } from '@model';
import { settingsFieldProblems, toSettingsPayload } from './settings';

describe('toSettingsPayload', () => {
  it('keeps only the keys saveSettings accepts', () => {
    const form = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS, practiceName: 'Calm Rooms', dirty: true, id: 'site' };
    const payload = toSettingsPayload(form);
    expect(Object.keys(payload)).toEqual([...ADMIN_SETTINGS_KEYS]);
    expect(payload.practiceName).toBe('Calm Rooms');
  });
});

describe('settingsFieldProblems', () => {
  it("reads a refused save's message per field, and nothing else", () => {
    const refused = { code: 'functions/invalid-argument', details: { problems: { practiceName: 'Enter the practice name.', nonsense: 'x', phone: 7 } } };
    expect(settingsFieldProblems(refused)).toEqual({ practiceName: 'Enter the practice name.' });
    expect(settingsFieldProblems(new Error('offline'))).toEqual({});
    expect(settingsFieldProblems(null)).toEqual({});
  });
});
