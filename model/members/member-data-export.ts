/**
 * A member's data export: its shape (MemberDataExport), the `exportMyData` callable's request and
 * answer, and how stored Firestore values become plain JSON. Pure: nothing here throws or touches
 * Firebase.
 */
import { isRecord, type FhirBundle } from '@engine';
import type { Parsed } from '../forms/form-callables.ts';
import { MEMBER_DATA_KEYS, type MemberDataKey } from './member-data-inventory.ts';

export const MEMBER_EXPORT_LIMITS = {
  /** documents read per query page (the export reads a section a page at a time) */
  pageSize: 500,
  /** documents exported per section; past this the section says `truncated` and the member is told to ask the practice */
  perSection: 5000,
} as const;

/** A JSON value as the export writes it: timestamps become ISO strings, references their paths. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };

/** One stored document in the export. */
export interface ExportRecord {
  /** its Firestore path (or 'auth' for the account) */
  path: string;
  id: string;
  data: { [key: string]: ExportValue };
}

export interface ExportSection {
  key: MemberDataKey;
  title: string;
  held: string;
  /** the inventory's path pattern */
  source: string;
  records: ExportRecord[];
  /** true: more than MEMBER_EXPORT_LIMITS.perSection documents; the rest were not included */
  truncated: boolean;
  /**
   * The member's own copy: what was left out of this section and how to ask for it (the same words
   * for every member, whether or not anything was left out: see WITHHELD_FROM_MEMBER_COPY).
   */
  withheld?: string;
  /** The practice's copy for a subject-access request: what a practitioner must review before it is sent. */
  reviewBeforeSending?: string;
}

/** A form version's wording, so a copy of the data shows questions rather than their ids. */
export interface ExportFormWording {
  title: string;
  /** question id (an answer's key) -> its title as the member read it */
  questions: { [name: string]: string };
}

/** The key of a form version's wording in `MemberDataExport.forms`: "pcl5@2". */
export const formWordingKey = (formId: string, version: number): string => `${formId}@${version}`;

/**
 * Pure: a definition's wording: its title, and each question's title (a question without one keeps
 * its id).
 */
export function formWording(definition: { title?: unknown; schema: { properties?: { [name: string]: unknown } } }): ExportFormWording {
  const questions: { [name: string]: string } = {};
  for (const [name, schema] of Object.entries(definition.schema.properties ?? {})) {
    const title = typeof schema === 'object' && schema !== null ? (schema as { title?: unknown }).title : undefined;
    questions[name] = typeof title === 'string' && title.trim() !== '' ? title : name;
  }
  return { title: typeof definition.title === 'string' ? definition.title : '', questions };
}

/** Everything the practice holds about one member, as `exportMyData` answers it. */
export interface MemberDataExport {
  format: 'member-data-export';
  version: 1;
  /** ISO 8601 */
  exportedAt: string;
  member: { uid: string; email: string | null; displayName: string | null };
  /** 'member': they exported their own; 'administrator': a subject-access request made by the practice */
  requestedBy: 'member' | 'administrator';
  /** one per inventory entry, in MEMBER_DATA_KEYS order (an entry with nothing held has no records) */
  sections: ExportSection[];
  /**
   * The wording of each form version the member's responses were given to (formWordingKey), so a
   * reader sees the questions, not their ids; a version no longer stored is left out. Absent in
   * exports made before it was added.
   */
  forms?: { [key: string]: ExportFormWording };
  /**
   * The member's submitted responses in the care world's format, for another service: a FHIR R4
   * Bundle (a QuestionnaireResponse each, an Observation per complete scale total, coded). Absent
   * in exports made before it was added.
   */
  fhir?: FhirBundle;
}

/** `exportMyData`: `{}` for the caller's own data; `{memberId}` (administrators only) for a subject-access request. */
export interface ExportMyDataRequest {
  memberId: string | null;
}
export type ExportMyDataAnswer = MemberDataExport;

/** Audit action of an administrator's export of a member's data. */
export const MEMBER_EXPORT_AUDIT_ACTION = 'member.export';

const UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Checks exportMyData's payload: `{}` / nothing, or `{memberId}` with a Firebase uid. */
export function parseExportMyDataRequest(payload: unknown): Parsed<ExportMyDataRequest> {
  if (payload === undefined || payload === null) return { ok: true, value: { memberId: null } };
  if (!isRecord(payload)) return { ok: false, message: 'Send {} for your own data, or {memberId}.' };
  const data = payload;
  const unknownKeys = Object.keys(data).filter((key) => key !== 'memberId');
  if (unknownKeys.length) return { ok: false, message: `Unexpected field: ${unknownKeys[0]!.slice(0, 40)}.` };
  if (data.memberId === undefined || data.memberId === null) return { ok: true, value: { memberId: null } };
  if (typeof data.memberId !== 'string' || !UID_PATTERN.test(data.memberId)) {
    return { ok: false, message: 'memberId must be a member’s id (letters, digits, - and _).' };
  }
  return { ok: true, value: { memberId: data.memberId } };
}

/**
 * Pure: a stored Firestore value as plain JSON. Timestamps (anything with `toDate()`) become ISO
 * strings, document references their path, bytes base64 (raw bytes as numbers), geopoints {latitude, longitude};
 * undefined and functions are dropped. Works on Admin SDK and web SDK values alike (duck-typed).
 */
export function toExportValue(value: unknown): ExportValue | undefined {
  if (value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => toExportValue(item) ?? null);
  if (isRecord(value)) {
    if (typeof value.toDate === 'function') {
      const date = (value.toDate as () => unknown)();
      return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
    }
    if (typeof value.path === 'string' && typeof value.id === 'string' && 'firestore' in value) return value.path;
    if (typeof value.toBase64 === 'function') return String((value.toBase64 as () => unknown)());
    if (typeof value.latitude === 'number' && typeof value.longitude === 'number' && typeof value.isEqual === 'function') {
      return { latitude: value.latitude, longitude: value.longitude };
    }
    if (value instanceof Uint8Array) return Array.from(value);
    const out: { [key: string]: ExportValue } = {};
    for (const key of Object.keys(value).sort()) {
      const converted = toExportValue(value[key]);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return null;
}

/** Pure: a stored document's data as export data (a non-object reads as {}). */
export function toExportData(data: unknown): { [key: string]: ExportValue } {
  const converted = toExportValue(data);
  return isRecord(converted) ? (converted as { [key: string]: ExportValue }) : {};
}

/** Pure: how many records each section holds (the page's counts). */
export function countExportRecords(data: MemberDataExport): Record<MemberDataKey, number> {
  const counts = Object.fromEntries(MEMBER_DATA_KEYS.map((key) => [key, 0])) as Record<MemberDataKey, number>;
  for (const section of data.sections) counts[section.key] = section.records.length;
  return counts;
}

/** Pure: the export's file name, e.g. `my-data-2026-11-27.json`. */
export function exportFileName(data: Pick<MemberDataExport, 'exportedAt'>, extension: 'json' | 'html' | 'fhir.json'): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(data.exportedAt)?.[0] ?? 'export';
  return `my-data-${day}.${extension}`;
}
