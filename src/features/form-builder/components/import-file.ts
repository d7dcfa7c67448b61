/**
 * Reading a file the administrator chose to import: a definition file, an RJSF `{schema, uiSchema}`
 * document or a FHIR R4 Questionnaire, through the engine's importDocument or importQuestionnaire.
 * Every failure is a sentence they can act on.
 */
import { importDocument, importQuestionnaire, isRecord, type FormDefinition } from '@engine';
import { parseJsonText } from './json-text';

/** Bigger than any form (the 300-question bench form is about 150 kB). */
export const IMPORT_MAX_BYTES = 1_000_000;

export type ImportedFile =
  | { ok: true; definition: FormDefinition; notes: string[]; fileName: string }
  | { ok: false; message: string; details: string[] };

const sentence = (text: string) => {
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

/** `id` keeps the form being edited under its own id (the file may come from another form). */
export async function readImportFile(file: File, id: string): Promise<ImportedFile> {
  if (file.size > IMPORT_MAX_BYTES) {
    return { ok: false, message: `“${file.name}” is ${(file.size / 1_000_000).toFixed(1)} MB: a form file is at most 1 MB. Is this the right file?`, details: [] };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: `“${file.name}” could not be read. Try choosing it again.`, details: [] };
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    const where = parsed.line !== null ? ` (line ${parsed.line}, column ${parsed.column})` : '';
    return { ok: false, message: `“${file.name}” is not a JSON file${where}: ${parsed.message}`, details: [] };
  }
  // a FHIR resource names its resourceType; anything else is a definition or an RJSF document
  const result = isRecord(parsed.value) && 'resourceType' in parsed.value ? importQuestionnaire(parsed.value, { id }) : importDocument(parsed.value, { id });
  if (!result.ok) {
    return {
      ok: false,
      message: `“${file.name}” is not a form the builder can open.`,
      details: result.issues.slice(0, 8).map((issue) => sentence(issue.path && issue.path !== '/' ? `${issue.message} (at ${issue.path})` : issue.message)),
    };
  }
  return { ok: true, definition: result.definition, notes: result.notes.map(sentence), fileName: file.name };
}
