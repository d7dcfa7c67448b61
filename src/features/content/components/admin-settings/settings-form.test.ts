import { describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS_KEYS, DEFAULT_PRIVATE_SETTINGS, DEFAULT_SITE_SETTINGS } from '@model';
import { firstProblem, formProblems, fromForm, sameForm, toForm } from './settings-form';

describe('settings form', () => {
  const stored = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS, practiceName: 'Calm Rooms' };
  const form = toForm(stored);

  it('round-trips settings through the form, days as text', () => {
    expect(form.draftRetentionDays).toBe('180');
    expect(fromForm(form)).toEqual(stored);
    expect(Object.keys(fromForm(form))).toEqual([...ADMIN_SETTINGS_KEYS]);
  });

  it('trims the ends of one-line fields but keeps the owner’s paragraphs as typed', () => {
    const read = fromForm({ ...form, practiceName: '  Calm Rooms ', contactEmail: ' a@b.co ', about: '  First.\n\nSecond.  ' });
    expect(read.practiceName).toBe('Calm Rooms');
    expect(read.contactEmail).toBe('a@b.co');
    expect(read.about).toBe('  First.\n\nSecond.  ');
  });

  it('refuses days that are not a plain whole number', () => {
    for (const typed of ['', 'six', '12.5', '-3', '1e3']) {
      expect(formProblems({ ...form, draftRetentionDays: typed }).draftRetentionDays).toBe('Enter a whole number of days from 1 to 3650.');
    }
    expect(formProblems({ ...form, draftRetentionDays: ' 30 ' })).toEqual({});
  });

  it('points at the first problem in the order the form shows its fields', () => {
    const problems = formProblems({ ...form, auditRetentionDays: '0', contactEmail: 'nope', practiceName: '' });
    expect(firstProblem(problems)).toBe('practiceName');
    expect(firstProblem(formProblems({ ...form, auditRetentionDays: '0', contactEmail: 'nope' }))).toBe('contactEmail');
    expect(firstProblem({})).toBeNull();
  });

  it('asks for a legal reason before keeping logs for less than six years, as saveSettings does', () => {
    expect(formProblems({ ...form, auditRetentionDays: '365' }).legalReason).toMatch(/^Give the legal reason for keeping logs for less than 6 years/);
    expect(firstProblem(formProblems({ ...form, auditRetentionDays: '365' }))).toBe('legalReason');
    expect(formProblems({ ...form, auditRetentionDays: '365', legalReason: ' NHS contract, clause 9. ' })).toEqual({});
    expect(fromForm({ ...form, legalReason: ' NHS contract ' }).legalReason).toBe('NHS contract');
  });

  it('reads yes/no and hours from the form, and refuses a bad alert address as saveSettings does', () => {
    const read = fromForm({ ...form, alertOnWarning: 'true', digestEnabled: 'false', escalationHours: ' 6 ', alertRecipients: ' lead@calm.example \n' });
    expect(read).toMatchObject({ alertOnWarning: true, digestEnabled: false, escalationHours: 6, alertRecipients: 'lead@calm.example' });
    expect(formProblems({ ...form, alertRecipients: 'lead@' }).alertRecipients).toMatch(/^“lead@” is not an email address/);
    expect(firstProblem(formProblems({ ...form, alertRecipients: 'lead@', digestTime: 'x' }))).toBe('alertRecipients');
  });

  it('reads the idle timeout as whole minutes, refusing one outside 5 to 60 as saveSettings does', () => {
    expect(form.idleTimeoutMinutes).toBe('15');
    expect(fromForm({ ...form, idleTimeoutMinutes: ' 30 ' }).idleTimeoutMinutes).toBe(30);
    for (const typed of ['4', '61', 'ten', '']) {
      expect(formProblems({ ...form, idleTimeoutMinutes: typed }).idleTimeoutMinutes).toBe('Enter a whole number of minutes from 5 to 60.');
    }
  });

  it('knows when the form differs from what was saved', () => {
    expect(sameForm(form, { ...form })).toBe(true);
    expect(sameForm(form, { ...form, phone: '0113' })).toBe(false);
    expect(sameForm(form, { ...form, legalReason: 'why' })).toBe(false);
  });
});
