/**
 * The site settings (issues 13 and 14): one document, settings/site, readable by everyone and
 * written by administrators (the rules check the same limits). The public pages (About, Terms,
 * Privacy, overwhelmed, the footer) read the practice's name and contact from here, never from
 * code; the retention function reads its periods from here, and the Privacy notice states them.
 * Parsers are pure, never throw, and fill what is missing with the defaults below.
 */

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
} as const;

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
  // six years: what HMRC and the Limitation Act 1980 make a practice keep business records for
  auditRetentionDays: 2_190,
};

/** The keys an administrator may write (the rules list the same). */
export const SITE_SETTINGS_KEYS = Object.keys(DEFAULT_SITE_SETTINGS) as readonly (keyof SiteSettings)[];

type Data = Record<string, unknown>;
const asData = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const text = (value: unknown, max: number, fallback: string): string => (typeof value === 'string' ? value.slice(0, max) : fallback);
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
  for (const key of ['draftRetentionDays', 'auditRetentionDays'] as const) {
    const value = input[key];
    if (!Number.isInteger(value) || value < L.minRetentionDays || value > L.maxRetentionDays) {
      problems[key] = `Enter a whole number of days from ${L.minRetentionDays} to ${L.maxRetentionDays}.`;
    }
  }
  return problems;
}

/** "180 days" / "6 years" / "18 months": a retention period as the Privacy notice says it. */
export function retentionInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  if (days % 30 === 0 && days >= 60) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}
