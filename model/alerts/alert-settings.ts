/**
 * Who hears about risk flags, and when: the alert part of settings/private (administrators only,
 * saved through saveSettings with the rest of the settings). Addresses are kept as the text the
 * administrator typed (one per line, or separated by commas) and read into a list with
 * alertAddresses; every address is checked before a save (alertSettingsProblems).
 * Urgent flags always alert and quiet hours never hold them back; warnings alert only when
 * `alertOnWarning` is on, and wait for the end of quiet hours.
 */
import { asData, text } from '@engine';

export const ALERT_SETTINGS_LIMITS = {
  /** the text of one list of addresses */
  recipientsText: 2_000,
  /** addresses in one list */
  recipients: 20,
  minEscalationHours: 1,
  /** a week */
  maxEscalationHours: 168,
} as const;

export interface AlertSettings {
  /** who is emailed when a flag is raised: addresses, one per line (empty: every administrator) */
  alertRecipients: string;
  /** warnings alert too (urgent flags always do) */
  alertOnWarning: boolean;
  /** 'HH:MM' UK time, or '' for none: warnings raised from here until quietHoursEnd wait; urgent never waits */
  quietHoursStart: string;
  /** 'HH:MM' UK time, or '' for none */
  quietHoursEnd: string;
  /** an urgent flag nobody has acknowledged after this many hours is escalated */
  escalationHours: number;
  /** who escalations go to, one per line (empty: the alert recipients again) */
  escalationRecipients: string;
  /** a daily email listing the open flags, oldest first */
  digestEnabled: boolean;
  /** 'HH:MM' UK time the digest is sent */
  digestTime: string;
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  alertRecipients: '',
  alertOnWarning: false,
  quietHoursStart: '',
  quietHoursEnd: '',
  escalationHours: 4,
  escalationRecipients: '',
  digestEnabled: true,
  digestTime: '08:00',
};

export const ALERT_SETTINGS_KEYS = Object.keys(DEFAULT_ALERT_SETTINGS) as readonly (keyof AlertSettings)[];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** True for a 'HH:MM' 24-hour clock time. */
export const isClockTime = (value: string): boolean => CLOCK.test(value);

/** The entries of an address list as typed: split on new lines, commas and semicolons, blanks dropped. */
export function addressEntries(list: string): string[] {
  return list.split(/[\n,;]+/).map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** The addresses of a list, each once (compared without case), in the order typed; entries that are not addresses are left out. */
export function alertAddresses(list: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of addressEntries(list)) {
    const key = entry.toLowerCase();
    if (!EMAIL.test(entry) || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out.slice(0, ALERT_SETTINGS_LIMITS.recipients);
}

const hours = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= ALERT_SETTINGS_LIMITS.minEscalationHours && value <= ALERT_SETTINGS_LIMITS.maxEscalationHours ? value : fallback;
const clock = (value: unknown, fallback: string): string => (typeof value === 'string' && (value === '' || isClockTime(value)) ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** settings/private data (or nothing) -> AlertSettings, every field usable. */
export function readAlertSettings(input: unknown): AlertSettings {
  const data = asData(input);
  const d = DEFAULT_ALERT_SETTINGS;
  const L = ALERT_SETTINGS_LIMITS;
  return {
    alertRecipients: text(data.alertRecipients, L.recipientsText, d.alertRecipients),
    alertOnWarning: flag(data.alertOnWarning, d.alertOnWarning),
    quietHoursStart: clock(data.quietHoursStart, d.quietHoursStart),
    quietHoursEnd: clock(data.quietHoursEnd, d.quietHoursEnd),
    escalationHours: hours(data.escalationHours, d.escalationHours),
    escalationRecipients: text(data.escalationRecipients, L.recipientsText, d.escalationRecipients),
    digestEnabled: flag(data.digestEnabled, d.digestEnabled),
    digestTime: clock(data.digestTime, d.digestTime),
  };
}

/** What is wrong with one list of addresses, in words, or null. */
function addressListProblem(list: string): string | null {
  const L = ALERT_SETTINGS_LIMITS;
  if (list.length > L.recipientsText) return `Keep this to ${L.recipientsText} characters or fewer.`;
  const entries = addressEntries(list);
  const wrong = entries.filter((entry) => !EMAIL.test(entry));
  if (wrong.length === 1) return `“${wrong[0]!.slice(0, 80)}” is not an email address. Enter addresses like name@example.org, one per line.`;
  if (wrong.length > 1) return `These are not email addresses: ${wrong.slice(0, 5).map((entry) => `“${entry.slice(0, 80)}”`).join(', ')}${wrong.length > 5 ? ' and more' : ''}. Enter addresses like name@example.org, one per line.`;
  if (new Set(entries.map((entry) => entry.toLowerCase())).size > L.recipients) return `List at most ${L.recipients} addresses.`;
  return null;
}

/** The message for a number of hours outside the range (also saveSettings' word for a value of the wrong type). */
export const ESCALATION_HOURS_MESSAGE = `Enter a whole number of hours from ${ALERT_SETTINGS_LIMITS.minEscalationHours} to ${ALERT_SETTINGS_LIMITS.maxEscalationHours}.`;

/** What stops these alert settings being saved, in words, keyed by field (empty when they can be). */
export function alertSettingsProblems(input: AlertSettings): Partial<Record<keyof AlertSettings, string>> {
  const problems: Partial<Record<keyof AlertSettings, string>> = {};
  for (const key of ['alertRecipients', 'escalationRecipients'] as const) {
    const problem = addressListProblem(input[key]);
    if (problem) problems[key] = problem;
  }
  for (const key of ['quietHoursStart', 'quietHoursEnd'] as const) {
    if (input[key] !== '' && !isClockTime(input[key])) problems[key] = 'Enter a time on the 24-hour clock, like 21:00, or leave it empty.';
  }
  if (!problems.quietHoursStart && !problems.quietHoursEnd) {
    const start = input.quietHoursStart;
    const end = input.quietHoursEnd;
    if ((start === '') !== (end === '')) problems[start === '' ? 'quietHoursStart' : 'quietHoursEnd'] = 'Enter both the start and the end of quiet hours, or neither.';
    else if (start !== '' && start === end) problems.quietHoursEnd = 'Quiet hours must end at a different time from when they start.';
  }
  if (!Number.isInteger(input.escalationHours) || input.escalationHours < ALERT_SETTINGS_LIMITS.minEscalationHours || input.escalationHours > ALERT_SETTINGS_LIMITS.maxEscalationHours) {
    problems.escalationHours = ESCALATION_HOURS_MESSAGE;
  }
  if (!isClockTime(input.digestTime)) problems.digestTime = 'Enter a time on the 24-hour clock, like 08:00.';
  return problems;
}
