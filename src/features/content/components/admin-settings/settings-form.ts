/**
 * The site settings form's pure logic: the form's values (numbers as typed), to and from the
 * contract's SiteSettings, and its problems in the contract's words.
 */
import { SITE_SETTINGS_KEYS, siteSettingsProblems, type SiteSettings } from '@engine';

/** The form: every field as text (the retention days as typed, checked on save). */
export type SettingsForm = Record<keyof SiteSettings, string>;
export type SettingsProblems = Partial<Record<keyof SiteSettings, string>>;

/** Fields in the order the form shows them (the first problem in this order gets focus). */
export const FORM_ORDER: readonly (keyof SiteSettings)[] = [
  'practiceName', 'ownerName', 'icoRegistration', 'contactEmail', 'phone', 'address', 'about', 'approach', 'qualifications',
  'draftRetentionDays', 'auditRetentionDays',
];

const DAY_KEYS = new Set<keyof SiteSettings>(['draftRetentionDays', 'auditRetentionDays']);

export function toForm(settings: SiteSettings): SettingsForm {
  const form = {} as SettingsForm;
  for (const key of SITE_SETTINGS_KEYS) form[key] = String(settings[key]);
  return form;
}

/** Typed days -> a number (NaN when not a plain whole number, which the contract then refuses). */
const toDays = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The form -> SiteSettings to save (text trimmed at the ends where spaces mean nothing). */
export function fromForm(form: SettingsForm): SiteSettings {
  const settings = {} as Record<keyof SiteSettings, string | number>;
  for (const key of SITE_SETTINGS_KEYS) settings[key] = DAY_KEYS.has(key) ? toDays(form[key]) : form[key];
  const s = settings as unknown as SiteSettings;
  return { ...s, practiceName: s.practiceName.trim(), contactEmail: s.contactEmail.trim(), phone: s.phone.trim(), icoRegistration: s.icoRegistration.trim() };
}

/** What stops a save, by field, in the contract's words. */
export function formProblems(form: SettingsForm): SettingsProblems {
  return siteSettingsProblems(fromForm(form));
}

/** The first field with a problem, in the form's order (focus goes there). */
export function firstProblem(problems: SettingsProblems): keyof SiteSettings | null {
  return FORM_ORDER.find((key) => problems[key]) ?? null;
}

export const sameForm = (a: SettingsForm, b: SettingsForm): boolean => SITE_SETTINGS_KEYS.every((key) => a[key] === b[key]);
