/**
 * `forms import` and `forms export`: the FormBuilder's import/export (engine/builder/import-export.ts)
 * on files. Each returns the text for stdout, or the lines of a readable reason for stderr.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { exportDefinitionFile, exportRjsf, importDocument, validateDefinition, type FormDefinition } from '@engine';
import { loadForms, readJson } from './load.ts';
import { formatIssue } from './output.ts';

export type Transfer = { ok: true; stdout: string; notes: string[] } | { ok: false; lines: string[] };

/** A definition read from a definition file, an RJSF document or a JSON Schema, as canonical file text. */
export async function importFile(file: string, id: string | null, cwd = process.cwd()): Promise<Transfer> {
  let text: string;
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    return { ok: false, lines: [formatIssue({ source: file, path: '/', message: `cannot read the file: ${(error as Error).message}` })] };
  }
  // the text, not the parsed value: importDocument parses it (a file holding a JSON string is refused, not parsed twice)
  const result = importDocument(text, id === null ? {} : { id });
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

/** A definition (a file, or a committed form by id) as an RJSF `{"schema", "uiSchema"}` document. */
export async function exportSource(root: string, source: { file: string } | { formId: string }, cwd = process.cwd()): Promise<Transfer> {
  const found = await definitionFrom(root, source, cwd);
  if ('lines' in found) return { ok: false, lines: found.lines };
  return { ok: true, stdout: `${JSON.stringify(exportRjsf(found.definition), null, 2)}\n`, notes: [] };
}
