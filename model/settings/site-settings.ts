/**
 * The site settings: settings/site, readable by everyone, and settings/private, readable by
 * administrators only. Both are written only by the saveSettings callable (audited, checked with
 * parseAdminSettings below); no client writes either. The public pages (About, Terms, Privacy,
 * overwhelmed, the footer) read the practice's name and contact from settings/site, never from
 * code; the retention periods live there too, because the Privacy notice must state them.
 * settings/private holds what only administrators may read (the legal reason for a shorter
 * audit period). Readers are pure, never throw, and fill what is missing with the defaults below.
 */
import { asData, isRecord, text } from '@engine';
import { IDLE_TIMEOUT_MESSAGE, IDLE_TIMEOUT_MINUTES, idleTimeoutProblem, readIdleTimeoutMinutes } from './idle-timeout.ts';
// the idle timeout is one of settings/private's fields: its range and reader are @model's through here
export * from './idle-timeout.ts';
import { ALERT_SETTINGS_KEYS, DEFAULT_ALERT_SETTINGS, ESCALATION_HOURS_MESSAGE, alertSettingsProblems, readAlertSettings, type AlertSettings } from '../alerts/alert-settings.ts';

type Data = Record<string, unknown>;

export const SITE_SETTINGS_LIMITS = {
  practiceName: 80,
  ownerName: 80,
  contactEmail: 254,
  phone: 30,
  address: 300,
  about: 4_000,
  approach: 4_000,
  qualifications: 2_000,
  icoRegistration: 20,
  /** retention periods, in days */
  minRetentionDays: 1,
  maxRetentionDays: 3_650,
  /** the legal reason for keeping audit entries for less than the floor */
  legalReason: 1_000,
} as const;

/**
 * Audit entries are kept at least this long (six years: what HMRC and the Limitation Act 1980 make
 * a practice keep business records for) unless a legal reason for a shorter period is recorded.
 * The saveSettings callable refuses less without one, and the retention run will not apply it.
 */
export const AUDIT_RETENTION_FLOOR_DAYS = 2_190;

export interface SiteSettings {
  practiceName: string;
  /** the practitioner the About page introduces (and the data controller's contact person) */
  ownerName: string;
  contactEmail: string;
  /** shown as a tappable tel: link when set */
  phone: string;
  /** postal address, one line per line */
  address: string;
  /** About: who the practice is for (plain text, paragraphs split on blank lines) */
  about: string;
  /** About: the approach */
  approach: string;
  /** About: qualifications and memberships, one per line */
  qualifications: string;
  /** the controller's ICO registration number, when registered */
  icoRegistration: string;
  /** drafts untouched for longer than this are deleted by the retention function */
  draftRetentionDays: number;
  /** audit log entries older than this are deleted by the retention function */
  auditRetentionDays: number;
  /** sent (or failed) emails' records in mail/ older than this are deleted by the mail retention sweep */
  mailRetentionDays: number;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  practiceName: 'The Wellness Practice',
  ownerName: '',
  contactEmail: 'hello@example.org',
  phone: '',
  address: '',
  about: '',
  approach: '',
  qualifications: '',
  icoRegistration: '',
  draftRetentionDays: 180,
  auditRetentionDays: AUDIT_RETENTION_FLOOR_DAYS,
  mailRetentionDays: 30,
};

/** The keys of settings/site (saveSettings writes exactly these). */
export const SITE_SETTINGS_KEYS = Object.keys(DEFAULT_SITE_SETTINGS) as readonly (keyof SiteSettings)[];

const days = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SITE_SETTINGS_LIMITS.minRetentionDays && value <= SITE_SETTINGS_LIMITS.maxRetentionDays
    ? value
    : fallback;

/** settings/site data (or nothing) -> SiteSettings, every field usable. */
export function readSiteSettings(input: unknown): SiteSettings {
  const data = asData(input);
  const d = DEFAULT_SITE_SETTINGS;
  const L = SITE_SETTINGS_LIMITS;
  return {
    practiceName: text(data.practiceName, L.practiceName, d.practiceName).trim() || d.practiceName,
    ownerName: text(data.ownerName, L.ownerName, d.ownerName),
    contactEmail: text(data.contactEmail, L.contactEmail, d.contactEmail).trim() || d.contactEmail,
    phone: text(data.phone, L.phone, d.phone),
    address: text(data.address, L.address, d.address),
    about: text(data.about, L.about, d.about),
    approach: text(data.approach, L.approach, d.approach),
    qualifications: text(data.qualifications, L.qualifications, d.qualifications),
    icoRegistration: text(data.icoRegistration, L.icoRegistration, d.icoRegistration),
    draftRetentionDays: days(data.draftRetentionDays, d.draftRetentionDays),
    auditRetentionDays: days(data.auditRetentionDays, d.auditRetentionDays),
    mailRetentionDays: days(data.mailRetentionDays, d.mailRetentionDays),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with settings an administrator is about to save, in words, keyed by field
 * (empty when they can be saved). The rules enforce the same limits.
 */
export function siteSettingsProblems(input: SiteSettings): Partial<Record<keyof SiteSettings, string>> {
  const problems: Partial<Record<keyof SiteSettings, string>> = {};
  const L = SITE_SETTINGS_LIMITS;
  if (!input.practiceName.trim()) problems.practiceName = 'Enter the practice name.';
  for (const key of ['practiceName', 'ownerName', 'contactEmail', 'phone', 'address', 'about', 'approach', 'qualifications', 'icoRegistration'] as const) {
    const max = L[key];
    if (input[key].length > max) problems[key] = `Keep this to ${max} characters or fewer.`;
  }
  if (!problems.contactEmail && !EMAIL.test(input.contactEmail.trim())) problems.contactEmail = 'Enter an email address, like hello@example.org.';
  if (!problems.phone && input.phone && !/^[+0-9 ()-]{6,30}$/.test(input.phone)) problems.phone = 'Enter a phone number using digits, spaces and + only.';
  for (const key of ['draftRetentionDays', 'auditRetentionDays', 'mailRetentionDays'] as const) {
    const value = input[key];
    if (!Number.isInteger(value) || value < L.minRetentionDays || value > L.maxRetentionDays) {
      problems[key] = `Enter a whole number of days from ${L.minRetentionDays} to ${L.maxRetentionDays}.`;
    }
  }
  return problems;
}

/** settings/private: what only administrators may read (the risk alerts' recipients and timing among it). */
export interface PrivateSettings extends AlertSettings {
  /**
   * Why audit entries are kept for less than AUDIT_RETENTION_FLOOR_DAYS (a statute, a contract, an
   * instruction from the ICO): required to set a shorter period, recorded in the audit entry.
   */
  legalReason: string;
  /** an administrator idle this many minutes is warned, then signed out (idle-timeout.ts) */
  idleTimeoutMinutes: number;
}

export const DEFAULT_PRIVATE_SETTINGS: PrivateSettings = { legalReason: '', idleTimeoutMinutes: IDLE_TIMEOUT_MINUTES.default, ...DEFAULT_ALERT_SETTINGS };

export const PRIVATE_SETTINGS_KEYS = Object.keys(DEFAULT_PRIVATE_SETTINGS) as readonly (keyof PrivateSettings)[];

/** settings/private data (or nothing) -> PrivateSettings, every field usable. */
export function readPrivateSettings(input: unknown): PrivateSettings {
  const data = asData(input);
  return {
    legalReason: text(data.legalReason, SITE_SETTINGS_LIMITS.legalReason, DEFAULT_PRIVATE_SETTINGS.legalReason),
    idleTimeoutMinutes: readIdleTimeoutMinutes(data.idleTimeoutMinutes),
    ...readAlertSettings(data),
  };
}

/** Everything the administrators' form edits and saveSettings takes: both documents' fields. */
export type AdminSettings = SiteSettings & PrivateSettings;
export type AdminSettingsProblems = Partial<Record<keyof AdminSettings, string>>;

export const ADMIN_SETTINGS_KEYS: readonly (keyof AdminSettings)[] = [...SITE_SETTINGS_KEYS, ...PRIVATE_SETTINGS_KEYS];

/**
 * Why the retention run must not apply this audit period (in words), or null when it may: under
 * AUDIT_RETENTION_FLOOR_DAYS only with a legal reason recorded.
 */
export function auditPeriodRefusal(auditRetentionDays: number, legalReason: string): string | null {
  if (auditRetentionDays >= AUDIT_RETENTION_FLOOR_DAYS || legalReason.trim() !== '') return null;
  return `Audit entries are kept at least ${AUDIT_RETENTION_FLOOR_DAYS} days (${retentionInWords(AUDIT_RETENTION_FLOOR_DAYS)}) unless a legal reason for a shorter period is recorded; `
    + `${auditRetentionDays} days has none.`;
}

/** siteSettingsProblems, plus the legal reason's length, the audit period's floor, the idle timeout and the alert settings (alertSettingsProblems). */
export function adminSettingsProblems(input: AdminSettings): AdminSettingsProblems {
  const problems: AdminSettingsProblems = { ...siteSettingsProblems(input), ...alertSettingsProblems(input) };
  const idle = idleTimeoutProblem(input.idleTimeoutMinutes);
  if (idle) problems.idleTimeoutMinutes = idle;
  if (input.legalReason.length > SITE_SETTINGS_LIMITS.legalReason) problems.legalReason = `Keep this to ${SITE_SETTINGS_LIMITS.legalReason} characters or fewer.`;
  else if (!problems.auditRetentionDays && auditPeriodRefusal(input.auditRetentionDays, input.legalReason)) {
    problems.legalReason = `Give the legal reason for keeping logs for less than ${retentionInWords(AUDIT_RETENTION_FLOOR_DAYS)} (${AUDIT_RETENTION_FLOOR_DAYS} days), or keep them at least that long.`;
  }
  return problems;
}

export type ParsedAdminSettings =
  | { ok: true; value: AdminSettings }
  | { ok: false; message: string; problems: AdminSettingsProblems };

const ADMIN_DEFAULTS: AdminSettings = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS };

/** What saveSettings says of a value of the wrong type, by the type the field holds. */
function wrongTypeMessage(key: keyof AdminSettings): string {
  const kind = typeof ADMIN_DEFAULTS[key];
  if (kind === 'string') return 'Enter text here (it may be empty).';
  if (kind === 'boolean') return 'Choose yes or no.';
  if (key === 'idleTimeoutMinutes') return IDLE_TIMEOUT_MESSAGE;
  if ((ALERT_SETTINGS_KEYS as readonly string[]).includes(key)) return ESCALATION_HOURS_MESSAGE;
  return `Enter a whole number of days from ${SITE_SETTINGS_LIMITS.minRetentionDays} to ${SITE_SETTINGS_LIMITS.maxRetentionDays}.`;
}

/**
 * saveSettings' payload: every field of AdminSettings, nothing else, each of its type and within
 * adminSettingsProblems. Unlike the readers it fills nothing in: what is missing or wrong is
 * refused, with a message per field.
 */
export function parseAdminSettings(input: unknown): ParsedAdminSettings {
  if (!isRecord(input)) {
    return { ok: false, message: 'Send the settings as an object of fields.', problems: {} };
  }
  const data = input as Data;
  const unknown = Object.keys(data).filter((key) => !(ADMIN_SETTINGS_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) return { ok: false, message: `These are not settings: ${unknown.join(', ')}.`, problems: {} };
  const problems: AdminSettingsProblems = {};
  for (const key of ADMIN_SETTINGS_KEYS) {
    const value = data[key];
    if (typeof value !== typeof ADMIN_DEFAULTS[key]) problems[key] = wrongTypeMessage(key);
  }
  const value = data as unknown as AdminSettings;
  Object.assign(problems, Object.keys(problems).length === 0 ? adminSettingsProblems(value) : {});
  const count = Object.keys(problems).length;
  if (count > 0) {
    return { ok: false, message: `${count === 1 ? 'One setting needs' : `${count} settings need`} fixing; nothing was saved.`, problems };
  }
  const out = {} as Record<keyof AdminSettings, unknown>;
  for (const key of ADMIN_SETTINGS_KEYS) out[key] = data[key];
  return { ok: true, value: out as AdminSettings };
}

/** AdminSettings -> the two documents they are stored in, each with its own keys only. */
export function splitAdminSettings(settings: AdminSettings): { site: SiteSettings; private: PrivateSettings } {
  const site = {} as Record<keyof SiteSettings, unknown>;
  for (const key of SITE_SETTINGS_KEYS) site[key] = settings[key];
  const hidden = {} as Record<keyof PrivateSettings, unknown>;
  for (const key of PRIVATE_SETTINGS_KEYS) hidden[key] = settings[key];
  return { site: site as SiteSettings, private: hidden as PrivateSettings };
}

/** The audit action of a settings change (auditLog/{id}.action). */
export const SETTINGS_AUDIT_ACTION = 'settings.change' as const;

/**
 * Fields whose old and new values a settings audit entry records. The others (the practitioner's
 * name, contact details, address, About texts and the alert recipients' addresses) may be personal
 * or long: the entry names them only.
 */
export const SETTINGS_AUDITED_VALUES: readonly (keyof AdminSettings)[] = [
  'practiceName', 'icoRegistration', 'draftRetentionDays', 'auditRetentionDays', 'mailRetentionDays', 'legalReason', 'idleTimeoutMinutes',
  'alertOnWarning', 'quietHoursStart', 'quietHoursEnd', 'escalationHours', 'digestEnabled', 'digestTime',
];

/** What a save changes: every changed field by name, old -> new for SETTINGS_AUDITED_VALUES. */
export interface SettingsChanges {
  fields: (keyof AdminSettings)[];
  values: Partial<Record<keyof AdminSettings, { from: string | number | boolean; to: string | number | boolean }>>;
}

export function settingsChanges(before: AdminSettings, after: AdminSettings): SettingsChanges {
  const fields = ADMIN_SETTINGS_KEYS.filter((key) => before[key] !== after[key]);
  const values: SettingsChanges['values'] = {};
  for (const key of fields) if (SETTINGS_AUDITED_VALUES.includes(key)) values[key] = { from: before[key], to: after[key] };
  return { fields, values };
}

/** "180 days" / "6 years" / "18 months": a retention period as the Privacy notice says it. */
export function retentionInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  if (days % 30 === 0 && days >= 60) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}
