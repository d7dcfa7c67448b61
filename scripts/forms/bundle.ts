/**
 * `forms bundle`: responses (a JSON file) as a FHIR Bundle of QuestionnaireResponse plus one
 * Observation per complete scale total, against one definition (a file or a committed form).
 * Each response is checked first; a bad one is refused with its path and reason, nothing printed.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, responseBundle, type ResponseForExport } from '@engine';
import { IMPORT_MAX_BYTES, definitionFrom, fhirBase, type Transfer } from './transfer.ts';
import { readJson } from './load.ts';
import { formatIssue } from './output.ts';

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

/** A response entry as the bundle needs it, or why it cannot be read. */
export function readResponse(value: unknown, at: string, version: number): ResponseForExport | { path: string; message: string } {
  if (!isRecord(value)) return { path: at, message: 'a response must be an object with id, memberId, data and submittedAt' };
  if (typeof value.id !== 'string' || !FHIR_ID.test(value.id)) return { path: `${at}/id`, message: 'id must be 1–64 letters, digits, "-" or "."' };
  if (typeof value.memberId !== 'string' || value.memberId === '') return { path: `${at}/memberId`, message: 'memberId must name the member' };
  if (!isRecord(value.data)) return { path: `${at}/data`, message: 'data must be the object of answers' };
  if (typeof value.submittedAt !== 'string' || !ISO_WITH_ZONE.test(value.submittedAt)) {
    return { path: `${at}/submittedAt`, message: 'submittedAt must be a date and time with its zone, like 2026-11-02T09:30:00Z' };
  }
  const formVersion = value.formVersion === undefined ? version : value.formVersion;
  if (!Number.isInteger(formVersion) || (formVersion as number) < 1) return { path: `${at}/formVersion`, message: 'formVersion must be a whole number from 1' };
  return { id: value.id, memberId: value.memberId, data: value.data, submittedAt: value.submittedAt, formVersion: formVersion as number };
}

/** The Bundle of the responses in `file` (an array, or `{"responses": [...]}`) against the definition. */
export async function bundleFile(root: string, source: { file: string } | { formId: string }, file: string, cwd = process.cwd()): Promise<Transfer> {
  const found = await definitionFrom(root, source, cwd);
  if ('lines' in found) return { ok: false, lines: found.lines };
  const full = path.resolve(cwd, file);
  try {
    const size = (await stat(full)).size;
    if (size > IMPORT_MAX_BYTES) return { ok: false, lines: [formatIssue({ source: file, path: '/', message: `the file is ${(size / 1_000_000).toFixed(1)} MB; bundle reads files up to ${IMPORT_MAX_BYTES / 1_000_000} MB` })] };
  } catch (error) {
    return { ok: false, lines: [formatIssue({ source: file, path: '/', message: `cannot read the file: ${(error as Error).message}` })] };
  }
  const parsed = await readJson(full, file);
  if (!parsed.ok) return { ok: false, lines: [formatIssue(parsed.issue)] };
  const list = Array.isArray(parsed.value) ? parsed.value : isRecord(parsed.value) && Array.isArray(parsed.value.responses) ? parsed.value.responses : null;
  const prefix = Array.isArray(parsed.value) ? '' : '/responses';
  if (list === null) return { ok: false, lines: [formatIssue({ source: file, path: '/', message: 'the file must hold a list of responses (or {"responses": [...]})' })] };
  const responses: ResponseForExport[] = [];
  const problems: string[] = [];
  list.forEach((entry, i) => {
    const read = readResponse(entry, `${prefix}/${i}`, found.definition.version);
    if ('message' in read) problems.push(formatIssue({ source: file, ...read }));
    else responses.push(read);
  });
  if (problems.length > 0) return { ok: false, lines: [`${file}: no bundle written; fix these responses first:`, ...problems] };
  const def = found.definition;
  const { bundle } = responseBundle(responses, () => def, { base: fhirBase(), timestamp: new Date().toISOString() });
  const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation').length;
  return { ok: true, stdout: `${JSON.stringify(bundle, null, 2)}\n`, notes: [`${responses.length} responses, ${observations} complete scale totals as Observations`] };
}
