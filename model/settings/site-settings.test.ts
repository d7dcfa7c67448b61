import { describe, expect, it } from 'vitest';
import {
  AUDIT_RETENTION_FLOOR_DAYS,
  DEFAULT_PRIVATE_SETTINGS,
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_KEYS,
  SITE_SETTINGS_LIMITS,
  adminSettingsProblems,
  auditPeriodRefusal,
  parseAdminSettings,
  readPrivateSettings,
  readSiteSettings,
  retentionInWords,
  settingsChanges,
  siteSettingsProblems,
  splitAdminSettings,
  type AdminSettings,
} from './site-settings';

describe('readSiteSettings', () => {
  it('gives the defaults when there is no document, or not an object', () => {
    expect(readSiteSettings(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings('settings')).toEqual(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('reads a stored document field by field', () => {
    const stored = {
      practiceName: 'Calm Rooms', ownerName: 'Sam Patel', contactEmail: 'hello@calm.example', phone: '020 7946 0000', address: '1 High Street\nLeeds',
      about: 'Adults who...', approach: 'Gently.', qualifications: 'Dip. Coaching', icoRegistration: 'ZA123456', draftRetentionDays: 90, auditRetentionDays: 365, mailRetentionDays: 14,
    };
    expect(readSiteSettings(stored)).toEqual(stored);
  });

  it('falls back per field on wrong types, blanks and out-of-range days, and cuts text to its limit', () => {
    const read = readSiteSettings({
      practiceName: '   ', contactEmail: 7, phone: null, about: 'a'.repeat(SITE_SETTINGS_LIMITS.about + 10),
      draftRetentionDays: 0, auditRetentionDays: 12.5, mailRetentionDays: 4_000, extra: 'ignored',
    });
    expect(read.practiceName).toBe(DEFAULT_SITE_SETTINGS.practiceName);
    expect(read.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
    expect(read.phone).toBe('');
    expect(read.about).toHaveLength(SITE_SETTINGS_LIMITS.about);
    expect(read.draftRetentionDays).toBe(DEFAULT_SITE_SETTINGS.draftRetentionDays);
    expect(read.auditRetentionDays).toBe(DEFAULT_SITE_SETTINGS.auditRetentionDays);
    expect(read.mailRetentionDays).toBe(30);
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

describe('the audit period floor', () => {
  it('is six years, the default', () => {
    expect(AUDIT_RETENTION_FLOOR_DAYS).toBe(2190);
    expect(DEFAULT_SITE_SETTINGS.auditRetentionDays).toBe(AUDIT_RETENTION_FLOOR_DAYS);
  });

  it('refuses a shorter audit period unless a legal reason is recorded', () => {
    expect(auditPeriodRefusal(2190, '')).toBeNull();
    expect(auditPeriodRefusal(3650, '')).toBeNull();
    expect(auditPeriodRefusal(2189, '')).toMatch(/at least 2190 days \(6 years\) unless a legal reason .*2189 days has none/);
    expect(auditPeriodRefusal(1, '  \n ')).not.toBeNull();
    expect(auditPeriodRefusal(1, 'Court order 2026/123.')).toBeNull();
  });
});

describe('readPrivateSettings', () => {
  it('gives the defaults for nothing or wrong types, and cuts the reason to its limit', () => {
    expect(readPrivateSettings(undefined)).toEqual(DEFAULT_PRIVATE_SETTINGS);
    expect(readPrivateSettings({ legalReason: 42 })).toEqual(DEFAULT_PRIVATE_SETTINGS);
    expect(readPrivateSettings({ legalReason: 'r'.repeat(SITE_SETTINGS_LIMITS.legalReason + 5) }).legalReason).toHaveLength(SITE_SETTINGS_LIMITS.legalReason);
  });
});

describe('parseAdminSettings (what saveSettings accepts)', () => {
  const good: AdminSettings = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example' };

  it('accepts every field, valid, and keeps nothing else', () => {
    expect(parseAdminSettings(good)).toEqual({ ok: true, value: good });
    expect(parseAdminSettings({ ...good, auditRetentionDays: 365, legalReason: 'NHS contract, clause 9.' })).toMatchObject({ ok: true });
  });

  it('refuses a payload that is not an object, or carries keys that are not settings', () => {
    expect(parseAdminSettings(null)).toMatchObject({ ok: false, message: 'Send the settings as an object of fields.' });
    expect(parseAdminSettings([good])).toMatchObject({ ok: false });
    expect(parseAdminSettings({ ...good, admin: true })).toEqual({ ok: false, message: 'These are not settings: admin.', problems: {} });
  });

  it('refuses missing and mistyped fields by name, filling nothing in', () => {
    const { about: _about, ...withoutAbout } = good;
    expect(parseAdminSettings(withoutAbout)).toEqual({ ok: false, message: 'One setting needs fixing; nothing was saved.', problems: { about: 'Enter text here (it may be empty).' } });
    const parsed = parseAdminSettings({ ...good, draftRetentionDays: '90', legalReason: null });
    expect(parsed.ok ? null : parsed.problems).toEqual({ draftRetentionDays: 'Enter a whole number of days from 1 to 3650.', legalReason: 'Enter text here (it may be empty).' });
  });

  it('refuses mistyped alert settings and invalid alert addresses in words', () => {
    const parsed = parseAdminSettings({ ...good, alertOnWarning: 'yes', escalationHours: '4', alertRecipients: 'lead@practice.example\nnot an address' });
    expect(parsed.ok ? null : parsed.problems).toEqual({
      alertOnWarning: 'Choose yes or no.',
      escalationHours: 'Enter a whole number of hours from 1 to 168.',
    });
    const addresses = parseAdminSettings({ ...good, alertRecipients: 'lead@practice.example\nnot an address' });
    expect(addresses.ok ? null : addresses.problems).toEqual({
      alertRecipients: '“not an address” is not an email address. Enter addresses like name@example.org, one per line.',
    });
  });

  it('takes an idle timeout of 5 to 60 whole minutes, refusing others in words; a missing one reads as 15', () => {
    expect(parseAdminSettings({ ...good, idleTimeoutMinutes: 30 })).toMatchObject({ ok: true, value: { idleTimeoutMinutes: 30 } });
    for (const bad of [4, 61, 12.5, '20']) {
      const parsed = parseAdminSettings({ ...good, idleTimeoutMinutes: bad });
      expect(parsed.ok ? null : parsed.problems, String(bad)).toEqual({ idleTimeoutMinutes: 'Enter a whole number of minutes from 5 to 60.' });
    }
    expect(readPrivateSettings({}).idleTimeoutMinutes).toBe(15);
    expect(readPrivateSettings({ idleTimeoutMinutes: 45 }).idleTimeoutMinutes).toBe(45);
    expect(settingsChanges(good, { ...good, idleTimeoutMinutes: 30 }).values).toEqual({ idleTimeoutMinutes: { from: 15, to: 30 } });
  });

  it('applies the floor: less than six years of audit entries needs a legal reason', () => {
    const parsed = parseAdminSettings({ ...good, auditRetentionDays: 1 });
    expect(parsed).toMatchObject({ ok: false, message: 'One setting needs fixing; nothing was saved.' });
    expect(parsed.ok ? null : parsed.problems.legalReason).toBe('Give the legal reason for keeping logs for less than 6 years (2190 days), or keep them at least that long.');
    expect(parseAdminSettings({ ...good, auditRetentionDays: 1, legalReason: 'r'.repeat(SITE_SETTINGS_LIMITS.legalReason + 1) })).toMatchObject({
      ok: false, problems: { legalReason: `Keep this to ${SITE_SETTINGS_LIMITS.legalReason} characters or fewer.` },
    });
  });

  it('reports an out-of-range period as such, not as a missing reason', () => {
    expect(adminSettingsProblems({ ...good, auditRetentionDays: 0 })).toEqual({ auditRetentionDays: 'Enter a whole number of days from 1 to 3650.' });
  });
});

describe('splitAdminSettings and settingsChanges', () => {
  const good: AdminSettings = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS, practiceName: 'Calm Rooms', contactEmail: 'hello@calm.example' };

  it('puts the public words and periods in settings/site, the legal reason and alert settings in settings/private', () => {
    const { site, private: hidden } = splitAdminSettings({ ...good, legalReason: 'why', alertRecipients: 'lead@calm.example' });
    expect(Object.keys(site)).toEqual([...SITE_SETTINGS_KEYS]);
    expect(hidden).toEqual({ ...DEFAULT_PRIVATE_SETTINGS, legalReason: 'why', alertRecipients: 'lead@calm.example' });
    expect(site).not.toHaveProperty('alertRecipients');
  });

  it('audits alert timing values but only names changed alert addresses', () => {
    const changes = settingsChanges(good, { ...good, alertRecipients: 'lead@calm.example', escalationHours: 2, alertOnWarning: true });
    expect(changes.fields).toEqual(['alertRecipients', 'alertOnWarning', 'escalationHours']);
    expect(changes.values).toEqual({ alertOnWarning: { from: false, to: true }, escalationHours: { from: 4, to: 2 } });
  });

  it('names every changed field, with old -> new only for values that are not personal', () => {
    const changes = settingsChanges(good, { ...good, practiceName: 'Willow', ownerName: 'Sam Patel', address: '1 High St', auditRetentionDays: 365, legalReason: 'NHS contract' });
    expect(changes.fields).toEqual(['practiceName', 'ownerName', 'address', 'auditRetentionDays', 'legalReason']);
    expect(changes.values).toEqual({
      practiceName: { from: 'Calm Rooms', to: 'Willow' },
      auditRetentionDays: { from: 2190, to: 365 },
      legalReason: { from: '', to: 'NHS contract' },
    });
    expect(settingsChanges(good, { ...good })).toEqual({ fields: [], values: {} });
  });
});
