import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_KEYS, SITE_SETTINGS_LIMITS, readSiteSettings, retentionInWords, siteSettingsProblems } from './site-settings';

describe('readSiteSettings', () => {
  it('gives the defaults when there is no document, or not an object', () => {
    expect(readSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings('settings')).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('reads a stored document field by field', () => {
    const stored = {
      practiceName: 'Calm Rooms', ownerName: 'Sam Patel', contactEmail: 'hello@calm.example', phone: '020 7946 0000', address: '1 High Street\nLeeds',
      about: 'Adults who...', approach: 'Gently.', qualifications: 'Dip. Coaching', icoRegistration: 'ZA123456', draftRetentionDays: 90, auditRetentionDays: 365,
    };
    expect(readSiteSettings(stored)).toEqual(stored);
  });

  it('falls back per field on wrong types, blanks and out-of-range days, and cuts text to its limit', () => {
    const read = readSiteSettings({
      practiceName: '   ', contactEmail: 7, phone: null, about: 'a'.repeat(SITE_SETTINGS_LIMITS.about + 10),
      draftRetentionDays: 0, auditRetentionDays: 12.5, extra: 'ignored',
    });
    expect(read.practiceName).toBe(DEFAULT_SITE_SETTINGS.practiceName);
    expect(read.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
    expect(read.phone).toBe('');
    expect(read.about).toHaveLength(SITE_SETTINGS_LIMITS.about);
    expect(read.draftRetentionDays).toBe(DEFAULT_SITE_SETTINGS.draftRetentionDays);
    expect(read.auditRetentionDays).toBe(DEFAULT_SITE_SETTINGS.auditRetentionDays);
    expect(Object.keys(read)).toEqual([...SITE_SETTINGS_KEYS]);
  });
});

describe('siteSettingsProblems', () => {
  const good = { ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example' };

  it('finds nothing wrong with valid settings (phone optional)', () => {
    expect(siteSettingsProblems(good)).toEqual({});
    expect(siteSettingsProblems({ ...good, phone: '+44 (0)20 7946-0000' })).toEqual({});
  });

  it('names each problem in words, by field', () => {
    const problems = siteSettingsProblems({
      ...good, practiceName: ' ', contactEmail: 'hello at calm', phone: 'call me', qualifications: 'q'.repeat(SITE_SETTINGS_LIMITS.qualifications + 1),
      draftRetentionDays: 0, auditRetentionDays: 3.5,
    });
    expect(problems).toEqual({
      practiceName: 'Enter the practice name.',
      contactEmail: 'Enter an email address, like hello@example.org.',
      phone: 'Enter a phone number using digits, spaces and + only.',
      qualifications: `Keep this to ${SITE_SETTINGS_LIMITS.qualifications} characters or fewer.`,
      draftRetentionDays: 'Enter a whole number of days from 1 to 3650.',
      auditRetentionDays: 'Enter a whole number of days from 1 to 3650.',
    });
  });

  it('reports a too-long email as too long, not as malformed', () => {
    const long = `${'a'.repeat(SITE_SETTINGS_LIMITS.contactEmail)}@x.org`;
    expect(siteSettingsProblems({ ...good, contactEmail: long }).contactEmail).toMatch(/characters or fewer/);
  });
});

describe('retentionInWords', () => {
  it('says whole years, months and days as the Privacy notice reads them', () => {
    expect(retentionInWords(2190)).toBe('6 years');
    expect(retentionInWords(365)).toBe('1 year');
    expect(retentionInWords(180)).toBe('6 months');
    expect(retentionInWords(30)).toBe('30 days');
    expect(retentionInWords(45)).toBe('45 days');
    expect(retentionInWords(1)).toBe('1 day');
  });
});
