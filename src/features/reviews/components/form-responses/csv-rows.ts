/**
 * The CSV export of a form's responses, as pure functions: which columns (one per question,
 * followed through renames across versions so a renamed question stays one column), each
 * response's row (labels or raw values), and the file text (papaparse, UTF-8 with a BOM so Excel
 * reads non-Latin text correctly).
 */
import Papa from 'papaparse';
import { kindOfField, questionLineage, recallOutline, type FormDefinition } from '@engine';
import { londonWallClock, ukNumericDateTime, type ExportRow, type FormVersionStep } from '@model';
import { answerText, isDrawnSignature } from '../../../../form-renderer';
import { fieldTitle } from '../../../../form-renderer/options';
import { flagsInWords } from './flag-words';

/** A published version as the export needs it (the migration that led to it; none for version 1). */
export type CsvVersion = FormVersionStep;

export type CsvValues = 'labels' | 'raw';

/** One question column: its heading and, per version, the question's name on that version. */
export interface CsvQuestionColumn {
  key: string;
  title: string;
  names: Map<number, string>;
}

export interface CsvPlan {
  questions: CsvQuestionColumn[];
  scales: { id: string; title: string }[];
  versions: Map<number, FormDefinition>;
}

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const BOM = '\uFEFF';

const questionsOf = (def: FormDefinition): string[] => Object.keys(def.schema.properties ?? {});

/**
 * Columns for every question of every version. A question's column is keyed by its name on the
 * newest version that has it (renames followed through the migration chain); a question removed
 * later keeps its own column. Current questions come first, in the form's order, then retired ones.
 */
export function planCsvColumns(versions: readonly CsvVersion[]): CsvPlan {
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  const migrations = versions.flatMap((v) => (v.migration ? [v.migration] : []));
  const newest = sorted[0]?.version ?? 0;
  const columns = new Map<string, CsvQuestionColumn>();
  for (const { version, definition } of sorted) {
    // Where each name goes on every newer version (a chain with a gap: names kept as they are).
    const later = sorted.filter((v) => v.version > version).map((v) => v.version).sort((a, b) => b - a);
    for (const name of questionsOf(definition)) {
      let key = `${name}@${version}`;
      for (const target of later) {
        const lineage = questionLineage(migrations, version, target);
        const followed = lineage.ok ? lineage.follow(name) : name;
        if (followed !== null && questionsOf(sorted.find((v) => v.version === target)!.definition).includes(followed)) {
          key = target === newest ? followed : `${followed}@${target}`;
          break;
        }
      }
      if (later.length === 0) key = name;
      // a title showing an earlier answer differs per member: the header shows it as «fallback»
      const column = columns.get(key) ?? { key, title: recallOutline(fieldTitle(definition, name)), names: new Map<number, string>() };
      column.names.set(version, name);
      columns.set(key, column);
    }
  }
  return {
    // Map order: newest version's questions first (in its order), then those only older versions had.
    questions: [...columns.values()],
    scales: scaleColumns(versions).map(({ id, title }) => ({ id, title })),
    versions: new Map(versions.map((v) => [v.version, v.definition])),
  };
}

/** A scale of the form and its bands (the newest version's title and bands; scales only older versions had after). */
export interface ScaleColumn {
  id: string;
  title: string;
  bands: { id: string; label: string }[];
}

/** Every scale any version scores, newest version first. */
export function scaleColumns(versions: readonly Pick<CsvVersion, 'version' | 'definition'>[]): ScaleColumn[] {
  const scales = new Map<string, ScaleColumn>();
  for (const { definition } of [...versions].sort((a, b) => b.version - a.version)) {
    for (const [id, scale] of Object.entries(definition.scoring?.scales ?? {})) {
      if (!scales.has(id)) scales.set(id, { id, title: scale.title, bands: (scale.bands ?? []).map((band) => ({ id: band.id, label: band.label })) });
    }
  }
  return [...scales.values()];
}

export function csvHeader(plan: CsvPlan): string[] {
  return [
    'Member',
    'Member ID',
    'Response ID',
    'Submitted at (ISO 8601)',
    'Submitted (UK time)',
    'Version',
    'Scoring version',
    ...plan.scales.flatMap((scale) => [`${scale.title} total`, `${scale.title} band`]),
    'Flags',
    'Open flags',
    ...plan.questions.map((q) => q.title),
  ];
}

function rawText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return isDrawnSignature(value) ? '[drawn signature]' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The kind of a question of a version, for answers whose cell differs by kind (a ranking, a slider). */
function kindIn(def: FormDefinition | undefined, field: string): string | undefined {
  const schema = def?.schema.properties?.[field];
  return schema ? kindOfField(schema, def?.uiSchema?.[field] as Record<string, unknown> | undefined) : undefined;
}

/**
 * An answer in the cell: raw values, or the words the member read (labels); a tick-box list joined
 * with "; "; a ranking numbered in the member's order ("1. Less pain, 2. Better sleep"); a slider
 * or a calculated value its number, in either form (a spreadsheet can sum it).
 */
export function answerCell(def: FormDefinition | undefined, field: string, value: unknown, values: CsvValues): string {
  if (value === undefined || value === null || value === '') return '';
  const kind = kindIn(def, field);
  if (kind === 'ranking' && Array.isArray(value)) {
    return values === 'raw' ? value.map((v, i) => `${i + 1}. ${rawText(v)}`).join('; ') : answerText(def!, field, value);
  }
  if (kind === 'slider' && typeof value === 'number') return String(value);
  // a calculated value is the server's number: a spreadsheet can use it as it is
  if (kind === 'calculated' && typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.map((v) => (values === 'raw' || !def ? rawText(v) : answerText(def, field, [v]))).join('; ');
  }
  if (values === 'raw' || !def) return rawText(value);
  if (typeof value === 'string' && isDrawnSignature(value)) return '[drawn signature]';
  return answerText(def, field, value);
}

/**
 * A question's cells already written in this export, by answer: most answers are one of a few
 * choices, and working a choice's words out (answerText reads the question's options) for each of
 * 600 000 cells was most of an export's time. Per plan, so an export's cache goes with it.
 */
type CellCache = { single: Map<string | number | boolean, string>; list: Map<string, string> };
const cellCaches = new WeakMap<CsvPlan, Map<string, CellCache[]>>();

/** The caches of every question column (plan order) for the rows of one version, in labels or raw values. */
function columnCaches(plan: CsvPlan, version: number, values: CsvValues): CellCache[] {
  let byVersion = cellCaches.get(plan);
  if (!byVersion) cellCaches.set(plan, (byVersion = new Map()));
  const key = `${version}:${values}`;
  let caches = byVersion.get(key);
  if (!caches) byVersion.set(key, (caches = plan.questions.map(() => ({ single: new Map(), list: new Map() }))));
  return caches;
}

/** answerCell, remembered per answer (it is a pure function of the definition, question, answer and `values`). */
function cachedAnswerCell(cache: CellCache, def: FormDefinition | undefined, field: string, value: unknown, values: CsvValues): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    let cell = cache.single.get(value);
    if (cell === undefined) cache.single.set(value, (cell = answerCell(def, field, value, values)));
    return cell;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    const key = JSON.stringify(value);
    let cell = cache.list.get(key);
    if (cell === undefined) cache.list.set(key, (cell = answerCell(def, field, value, values)));
    return cell;
  }
  return answerCell(def, field, value, values);
}

/** One response's row, in the order of `csvHeader(plan)`. */
export function csvRecord(row: ExportRow<Date>, plan: CsvPlan, memberName: string, values: CsvValues): string[] {
  const def = plan.versions.get(row.formVersion);
  const caches = columnCaches(plan, row.formVersion, values);
  const flags = row.review?.flags ?? row.memberFlags.map((flag) => ({ ...flag, acknowledged: null }));
  return [
    memberName,
    row.memberId,
    row.id,
    row.submittedAt ? row.submittedAt.toISOString() : '',
    // "23/11/2026, 15:44" in UK time: what a UK reader expects beside the ISO timestamp
    row.submittedAt ? ukNumericDateTime(row.submittedAt) : '',
    String(row.formVersion),
    row.scoringVersion,
    ...plan.scales.flatMap((scale) => {
      const score = row.scores[scale.id];
      if (!score) return ['', ''];
      return [score.total === null ? '' : String(score.total), values === 'raw' ? (score.band ?? '') : (score.bandLabel ?? score.band ?? '')];
    }),
    flagsInWords(flags),
    String(flags.filter((flag) => !flag.acknowledged).length),
    ...plan.questions.map((q, i) => {
      const name = q.names.get(row.formVersion);
      return name === undefined ? '' : cachedAnswerCell(caches[i]!, def, name, row.data[name], values);
    }),
  ];
}

const UNPARSE = { newline: '\r\n', quotes: false, escapeFormulae: true } as const;

/** One batch of the file: a line per record (CRLF between, as Excel writes; none after the last). */
export function csvLines(records: string[][]): string {
  return Papa.unparse(records, UNPARSE);
}

/** The file in parts (a Blob joins them without one big string): BOM, header, then each batch of lines. */
export function csvFileParts(header: string[], batches: readonly string[]): string[] {
  return [BOM + Papa.unparse([header], UNPARSE), ...batches.filter((lines) => lines !== '').map((lines) => `\r\n${lines}`)];
}

/** The file's text: BOM, header, one line per response. */
export function toCsv(header: string[], records: string[][]): string {
  return csvFileParts(header, [csvLines(records)]).join('');
}

/** "<form-id>-responses-2026-11-23.csv" (the UK date of the export). */
export function csvFileName(formId: string, at: Date): string {
  return `${formId}-responses-${londonWallClock(at).date}.csv`;
}
