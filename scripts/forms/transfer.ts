/**
 * `forms import` and `forms export`: the FormBuilder's import/export (engine/builder/import-export.ts)
 * on files. Each returns the text for stdout, or the lines of a readable reason for stderr.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  exportDefinitionFile, exportQuestionnaire, exportRjsf, FHIR_IMPORT_MAX_CHARS, importDocument, importQuestionnaire, isRecord, validateDefinition,
  type FormDefinition,
} from '@engine';
import { loadForms, readJson } from './load.ts';
import { formatIssue } from './output.ts';

export type Transfer = { ok: true; stdout: string; notes: string[] } | { ok: false; lines: string[] };

/** A definition read from a definition file, an RJSF document or a JSON Schema, as canonical file text. */
/** The largest file `import` reads (bytes): a published instrument is a few hundred KB at most. */
export const IMPORT_MAX_BYTES = FHIR_IMPORT_MAX_CHARS;

/** Whether the text is a FHIR resource (it names a resourceType), read by the FHIR import rather than as a definition. */
function isFhirResource(text: string): boolean {
  if (!/"resourceType"/.test(text)) return false;
  try {
    const value = JSON.parse(text) as unknown;
    return isRecord(value) && 'resourceType' in value;
  } catch {
    return false;
  }
}

/** A definition read from a definition file, an RJSF document, a JSON Schema or a FHIR R4 Questionnaire, as canonical file text. */
export async function importFile(file: string, id: string | null, cwd = process.cwd()): Promise<Transfer> {
  let text: string;
  const cannotRead = (message: string): Transfer => ({ ok: false, lines: [formatIssue({ source: file, path: '/', message })] });
  try {
    const size = (await stat(path.resolve(cwd, file))).size;
    if (size > IMPORT_MAX_BYTES) return cannotRead(`the file is ${(size / 1_000_000).toFixed(1)} MB; import reads files up to ${IMPORT_MAX_BYTES / 1_000_000} MB`);
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    return cannotRead(`cannot read the file: ${(error as Error).message}`);
  }
  const options = id === null ? {} : { id };
  // the text, not the parsed value: the importers parse it (a file holding a JSON string is refused, not parsed twice)
  const result = isFhirResource(text) ? importQuestionnaire(text, { ...options, base: fhirBase() }) : importDocument(text, options);
  if (!result.ok) {
    return { ok: false, lines: [`${file} cannot be imported:`, ...result.issues.map((issue) => formatIssue({ ...issue, source: file }))] };
  }
  return { ok: true, stdout: exportDefinitionFile(result.definition), notes: result.notes };
}

async function definitionFrom(root: string, source: { file: string } | { formId: string }, cwd: string): Promise<{ definition: FormDefinition } | { lines: string[] }> {
  if ('formId' in source) {
    const { definitions, problems } = await loadForms(root, source.formId);
    const definition = definitions[0];
    if (definition) return { definition };
    return { lines: [`form "${source.formId}" cannot be exported:`, ...problems.flatMap((p) => p.issues.map(formatIssue))] };
  }
  const parsed = await readJson(path.resolve(cwd, source.file), source.file);
  if (!parsed.ok) return { lines: [formatIssue(parsed.issue)] };
  const result = validateDefinition(parsed.value, source.file);
  if (!result.ok) {
    return { lines: [`${source.file} is not a valid form definition (import it first):`, ...result.issues.map(formatIssue)] };
  }
  return { definition: result.definition };
}

/** The practice's FHIR base address: FHIR_BASE_URL, else the engine's default. */
export function fhirBase(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.FHIR_BASE_URL && /^https?:\/\/\S+$/.test(env.FHIR_BASE_URL) ? env.FHIR_BASE_URL : undefined;
}

/**
 * A definition (a file, or a committed form by id) as an RJSF `{"schema", "uiSchema"}` document, or
 * with `fhir` as a FHIR R4 Questionnaire (notes name what FHIR has no form for).
 */
export async function exportSource(root: string, source: { file: string } | { formId: string }, cwd = process.cwd(), fhir = false): Promise<Transfer> {
  const found = await definitionFrom(root, source, cwd);
  if ('lines' in found) return { ok: false, lines: found.lines };
  if (fhir) {
    const { questionnaire, notes } = exportQuestionnaire(found.definition, { base: fhirBase() });
    return { ok: true, stdout: `${JSON.stringify(questionnaire, null, 2)}\n`, notes };
  }
  return { ok: true, stdout: `${JSON.stringify(exportRjsf(found.definition), null, 2)}\n`, notes: [] };
}

export { definitionFrom };
