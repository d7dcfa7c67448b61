/**
 * The site settings form's pure logic: the form's values (numbers as typed), to and from the
 * contract's AdminSettings (settings/site and settings/private), and its problems in the
 * contract's words (the same checks saveSettings makes, the audit period's floor included).
 */
import { ADMIN_SETTINGS_KEYS, adminSettingsProblems, type AdminSettings } from '@model';

/** The form: every field as text (numbers as typed, checked on save; yes/no as 'true' or 'false'). */
export type SettingsForm = Record<keyof AdminSettings, string>;
export type SettingsProblems = Partial<Record<keyof AdminSettings, string>>;

/** Fields in the order the form shows them (the first problem in this order gets focus). */
export const FORM_ORDER: readonly (keyof AdminSettings)[] = [
  'practiceName', 'ownerName', 'icoRegistration', 'contactEmail', 'phone', 'address', 'about', 'approach', 'qualifications',
  'draftRetentionDays', 'auditRetentionDays', 'legalReason', 'mailRetentionDays', 'idleTimeoutMinutes',
  'alertRecipients', 'alertOnWarning', 'quietHoursStart', 'quietHoursEnd', 'escalationHours', 'escalationRecipients', 'digestEnabled', 'digestTime',
];

const NUMBER_KEYS = new Set<keyof AdminSettings>(['draftRetentionDays', 'auditRetentionDays', 'mailRetentionDays', 'idleTimeoutMinutes', 'escalationHours']);
const YES_NO_KEYS = new Set<keyof AdminSettings>(['alertOnWarning', 'digestEnabled']);

export function toForm(settings: AdminSettings): SettingsForm {
  const form = {} as SettingsForm;
  for (const key of ADMIN_SETTINGS_KEYS) form[key] = String(settings[key]);
  return form;
}

/** A typed number of days, minutes or hours -> a number (NaN when not a plain whole number, which the contract then refuses). */
const toWhole = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The form -> AdminSettings to save (text trimmed at the ends where spaces mean nothing). */
export function fromForm(form: SettingsForm): AdminSettings {
  const settings = {} as Record<keyof AdminSettings, string | number | boolean>;
  for (const key of ADMIN_SETTINGS_KEYS) settings[key] = NUMBER_KEYS.has(key) ? toWhole(form[key]) : YES_NO_KEYS.has(key) ? form[key] === 'true' : form[key];
  const s = settings as unknown as AdminSettings;
  return {
    ...s, practiceName: s.practiceName.trim(), contactEmail: s.contactEmail.trim(), phone: s.phone.trim(), icoRegistration: s.icoRegistration.trim(), legalReason: s.legalReason.trim(),
    alertRecipients: s.alertRecipients.trim(), escalationRecipients: s.escalationRecipients.trim(), quietHoursStart: s.quietHoursStart.trim(), quietHoursEnd: s.quietHoursEnd.trim(), digestTime: s.digestTime.trim(),
  };
}

/** What stops a save, by field, in the contract's words. */
export function formProblems(form: SettingsForm): SettingsProblems {
  return adminSettingsProblems(fromForm(form));
}

/** The first field with a problem, in the form's order (focus goes there). */
export function firstProblem(problems: SettingsProblems): keyof AdminSettings | null {
  return FORM_ORDER.find((key) => problems[key]) ?? null;
}

export const sameForm = (a: SettingsForm, b: SettingsForm): boolean => ADMIN_SETTINGS_KEYS.every((key) => a[key] === b[key]);
