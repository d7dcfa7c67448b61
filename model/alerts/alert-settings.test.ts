import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, alertAddresses, alertSettingsProblems, readAlertSettings } from './alert-settings.ts';

const ok = { ...DEFAULT_ALERT_SETTINGS, alertRecipients: 'lead@practice.example\nsecond@practice.example' };

describe('alert addresses', () => {
  it('reads one per line, or separated by commas or semicolons, each once', () => {
    expect(alertAddresses(' a@b.co \n\nc@d.org, A@B.co; e@f.uk ')).toEqual(['a@b.co', 'c@d.org', 'e@f.uk']);
    expect(alertAddresses('')).toEqual([]);
  });

  it('leaves out what is not an address', () => {
    expect(alertAddresses('nobody\na@b.co')).toEqual(['a@b.co']);
  });
});

describe('alertSettingsProblems', () => {
  it('accepts good settings and an empty list (every administrator is alerted then)', () => {
    expect(alertSettingsProblems(ok)).toEqual({});
    expect(alertSettingsProblems(DEFAULT_ALERT_SETTINGS)).toEqual({});
  });

  it('refuses an invalid address in words, naming it', () => {
    expect(alertSettingsProblems({ ...ok, alertRecipients: 'lead@practice.example\nbob@' }).alertRecipients)
      .toBe('“bob@” is not an email address. Enter addresses like name@example.org, one per line.');
    expect(alertSettingsProblems({ ...ok, escalationRecipients: 'x, y@z' }).escalationRecipients).toMatch(/^These are not email addresses: “x”, “y@z”\./);
  });

  it('refuses too many addresses', () => {
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@practice.example`).join('\n');
    expect(alertSettingsProblems({ ...ok, alertRecipients: many }).alertRecipients).toBe('List at most 20 addresses.');
  });

  it('needs both ends of quiet hours, on the 24-hour clock, and different', () => {
    expect(alertSettingsProblems({ ...ok, quietHoursStart: '21:00' }).quietHoursEnd).toBe('Enter both the start and the end of quiet hours, or neither.');
    expect(alertSettingsProblems({ ...ok, quietHoursStart: '9pm', quietHoursEnd: '07:00' }).quietHoursStart).toMatch(/24-hour clock/);
    expect(alertSettingsProblems({ ...ok, quietHoursStart: '07:00', quietHoursEnd: '07:00' }).quietHoursEnd).toMatch(/different time/);
    expect(alertSettingsProblems({ ...ok, quietHoursStart: '21:00', quietHoursEnd: '07:00' })).toEqual({});
  });

  it('keeps escalation between 1 and 168 whole hours and the digest time on the clock', () => {
    for (const hours of [0, 169, 2.5, Number.NaN]) expect(alertSettingsProblems({ ...ok, escalationHours: hours }).escalationHours).toBe('Enter a whole number of hours from 1 to 168.');
    expect(alertSettingsProblems({ ...ok, digestTime: '25:00' }).digestTime).toMatch(/24-hour clock/);
  });
});

describe('readAlertSettings', () => {
  it('fills what is missing or wrong with the defaults', () => {
    expect(readAlertSettings(undefined)).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(readAlertSettings({ escalationHours: 0, digestTime: 'noon', alertOnWarning: 'yes', quietHoursStart: '22:00' })).toMatchObject({
      escalationHours: 4, digestTime: '08:00', alertOnWarning: false, quietHoursStart: '22:00',
    });
  });
});
