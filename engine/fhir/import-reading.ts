/** What reading a Questionnaire carries from item to item, and the small readers every step uses. */
import type { ImportResult } from '../builder/import-export.ts';
import type { Coding, FormCodes, FormCondition, FormGrid, FormSection, JsonSchemaObject, ScaleSpec } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import type { practiceExtensions } from './fhir-urls.ts';
import type { QuestionnaireItem } from './r4-types.ts';

/** What has been read so far: the form's parts, in the definition's shapes, and what is still to place. */
export interface Walk {
  fields: Record<string, JsonSchemaObject>;
  ui: Record<string, unknown>;
  required: string[];
  sections: FormSection[];
  conditions: FormCondition[];
  grids: FormGrid[];
  codes: FormCodes;
  scales: Record<string, ScaleSpec>;
  scaleCodes: Record<string, Coding[]>;
  notes: string[];
  kept: { path: string; value: unknown }[];
  /** linkId → question name */
  names: Map<string, string>;
  taken: Set<string>;
  /** linkIds of the groups read as sections or grids (a sum walking through them does not add them) */
  groups: Set<string>;
  /** enableWhen waiting until every question is read (they may point forward) */
  pending: { name: string; item: QuestionnaireItem; path: string }[];
  calculated: { item: QuestionnaireItem; path: string }[];
}

/** One Questionnaire being read: the walk, the practice's extension URLs under its base, its own code systems and contained resources. */
export interface Reading {
  walk: Walk;
  own: ReturnType<typeof practiceExtensions>;
  /** the form's own code systems (`<base>/CodeSystem/<form-id>-…`) */
  localSystem: RegExp;
  /** the resources the Questionnaire contains (its value sets) */
  contained: Record<string, unknown>[];
}

export function newWalk(): Walk {
  return {
    fields: {}, ui: {}, required: [], sections: [], conditions: [], grids: [], codes: {}, scales: {}, scaleCodes: {}, notes: [], kept: [],
    names: new Map(), taken: new Set(), groups: new Set(), pending: [], calculated: [],
  };
}

/** The refusal of the whole document, at `path`. */
export function refuse(path: string, message: string): ImportResult {
  return { ok: false, issues: [{ path, message }] };
}

/** JSON text (the practice's extensions carry it) read, or undefined. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A FHIR Coding as the definition's codes keep it. */
export function codingOf(value: unknown): Coding {
  const c = isRecord(value) ? value : {};
  return { system: String(c.system ?? ''), code: String(c.code ?? ''), ...(typeof c.display === 'string' && c.display !== '' ? { display: c.display } : {}) };
}

/** An item's text as a title, or `name` when it has none. */
export const textOf = (item: QuestionnaireItem, name: string) => (typeof item.text === 'string' && item.text.trim() !== '' ? item.text.trim() : name);
