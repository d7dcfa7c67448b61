/**
 * A FHIR R4 Questionnaire read into a definition: groups as sections, items as questions of the
 * matching kind (`item-types.ts`), answerOption and contained answerValueSet as choices with their
 * codes, enableWhen/enableBehavior as conditions, required, repeats, the limit extensions,
 * scored options as rating items and calculatedExpression totals that add scores as scales. What
 * this app has no place for is kept verbatim under `settings.fhir.kept` and named in a note;
 * a document that is not an R4 Questionnaire, or is malformed, is refused with the path and the reason.
 * The steps, one file each: `import-sections.ts` (groups as sections), `import-questions.ts` (one
 * question), `import-grids.ts`, `import-conditions.ts`, `import-scales.ts`; what they share in
 * `import-reading.ts` and `import-names.ts`.
 */
import type { ImportResult } from '../builder/import-export.ts';
import { IMPORT_MAX_DEPTH, nestsDeeperThan } from '../builder/import-export.ts';
import type { FormCheck, FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { validateDefinition } from '../definition/validate-definition.ts';
import { isRecord } from '../read/is-record.ts';
import { QUESTIONNAIRE_CONSTRAINT } from './check-constraints.ts';
import { DEFAULT_FHIR_BASE, practiceExtensions } from './fhir-urls.ts';
import { fhirVersionProblem } from './fhir-version.ts';
import { readConditions } from './import-conditions.ts';
import { withDrawableGrids } from './import-grids.ts';
import { FORM_ID, slug } from './import-names.ts';
import { codingOf, newWalk, parseJson, refuse, type Reading } from './import-reading.ts';
import { readScales } from './import-scales.ts';
import { readSections } from './import-sections.ts';
import { extensionOf } from './item-types.ts';
import type { Extension, QuestionnaireItem } from './r4-types.ts';

/** The largest Questionnaire read (characters of JSON text): instruments are a few hundred KB at most. */
export const FHIR_IMPORT_MAX_CHARS = 5_000_000;
/** The most items read: more is no form a member could finish. */
export const FHIR_IMPORT_MAX_ITEMS = 2000;

/** Read a Questionnaire (a parsed object or JSON text) into a definition, with notes; or the path and reason it cannot be. */
export function importQuestionnaire(input: unknown, options: { id?: string; base?: string } = {}): ImportResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > FHIR_IMPORT_MAX_CHARS) return refuse('/', `the file is larger than ${FHIR_IMPORT_MAX_CHARS / 1_000_000} million characters, more than any questionnaire needs`);
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      return refuse('/', `the file is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!isRecord(value)) return refuse('/', 'the file must hold a FHIR Questionnaire (a JSON object)');
  if (nestsDeeperThan(value, IMPORT_MAX_DEPTH)) return refuse('/', `the document nests more than ${IMPORT_MAX_DEPTH} levels deep, which no questionnaire needs`);
  if (value.resourceType !== 'Questionnaire') {
    return refuse('/resourceType', `this is ${typeof value.resourceType === 'string' ? `a FHIR ${value.resourceType}` : 'not a FHIR resource'}, not a Questionnaire`);
  }
  const version = fhirVersionProblem(value);
  if (version) return refuse(version.path, version.message);
  if (!Array.isArray(value.item) || value.item.length === 0) return refuse('/item', 'the Questionnaire has no items to ask');
  if (options.id !== undefined && !FORM_ID.test(options.id)) return refuse('/id', `"${options.id}" is not a form id: use lower-case letters, digits and single hyphens`);
  const base = (options.base ?? DEFAULT_FHIR_BASE).replace(/\/+$/, '');
  const own = practiceExtensions(base);
  const q = value as Record<string, unknown> & { item: QuestionnaireItem[]; extension?: Extension[]; contained?: unknown[] };

  let count = 0;
  const countItems = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      count++;
      if (isRecord(item)) countItems(item.item);
    }
  };
  countItems(q.item);
  if (count > FHIR_IMPORT_MAX_ITEMS) return refuse('/item', `the Questionnaire has ${count} items; this app reads at most ${FHIR_IMPORT_MAX_ITEMS}`);

  const formId = options.id ?? (() => {
    const ownId = extensionOf(q, own.formId)?.valueString;
    if (typeof ownId === 'string' && FORM_ID.test(ownId)) return ownId;
    const raw = typeof q.id === 'string' ? q.id : typeof q.name === 'string' ? q.name : typeof q.title === 'string' ? q.title : 'imported-questionnaire';
    return slug(raw.replace(/([a-z])([A-Z])/g, '$1-$2'), 'imported-questionnaire');
  })();
  const localSystem = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/CodeSystem/${formId}-`);

  const walk = newWalk();
  const reading: Reading = { walk, own, localSystem, contained: Array.isArray(q.contained) ? q.contained.filter(isRecord) : [] };
  const problem = readSections(reading, q.item);
  if (problem) return problem;
  readConditions(reading);
  readScales(reading);

  const formLevel = parseJson(extensionOf(q, own.scoring)?.valueString);
  const formSchemaExtra = parseJson(extensionOf(q, own.schema)?.valueString);
  (q.extension ?? []).forEach((ext, i) => {
    // our own export's questionnaire-constraints are the checks kept whole in the practice's extension; another service's are kept verbatim
    const ownCheck = isRecord(ext) && ext.url === QUESTIONNAIRE_CONSTRAINT && isRecord(formLevel) && Array.isArray(formLevel.checks);
    if (isRecord(ext) && !ownCheck && !([own.formId, own.scoring, own.schema] as string[]).includes(ext.url)) {
      walk.kept.push({ path: `/extension/${i}`, value: ext });
      walk.notes.push(`extension ${ext.url} has no place in a form here; kept verbatim in settings.fhir.kept`);
    }
  });
  const level = isRecord(formLevel) ? formLevel : {};
  const scoringLevel = isRecord(level.scoring) ? level.scoring : {};
  const settings = { ...(isRecord(level.settings) ? level.settings : {}), ...(walk.kept.length > 0 ? { fhir: { kept: walk.kept } } : {}) };
  if (Object.keys(walk.scaleCodes).length > 0) walk.codes.scales = walk.scaleCodes;
  if (Array.isArray(q.code) && q.code.length > 0) walk.codes.form = q.code.map(codingOf);
  const uiSchema = { ...(isRecord(level.uiSchema) ? level.uiSchema : {}), ...walk.ui };
  const title = typeof q.title === 'string' && q.title.trim() !== '' ? q.title.trim().slice(0, 200) : typeof q.name === 'string' ? q.name : 'Imported questionnaire';
  const scales = Object.keys(walk.scales).length > 0;
  const def: FormDefinition = {
    id: formId,
    version: 1,
    title,
    ...(typeof q.description === 'string' && q.description !== '' ? { description: q.description.slice(0, 4000) } : {}),
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: walk.fields,
      ...(walk.required.length > 0 ? { required: walk.required } : {}),
      additionalProperties: false,
      ...(isRecord(formSchemaExtra) ? (formSchemaExtra as JsonSchemaObject) : {}),
    },
    ...(Object.keys(uiSchema).length > 0 ? { uiSchema } : {}),
    sections: walk.sections,
    ...(walk.conditions.length > 0 ? { conditions: walk.conditions } : {}),
    ...(walk.grids.length > 0 ? { grids: walk.grids } : {}),
    ...(Array.isArray(level.checks) && level.checks.length > 0 ? { checks: level.checks as FormCheck[] } : {}),
    ...(scales || scoringLevel.flags
      ? {
          scoring: {
            version: typeof scoringLevel.version === 'string' ? scoringLevel.version : `${formId}-1`,
            ...(scales ? { scales: walk.scales } : {}),
            ...(Array.isArray(scoringLevel.flags) ? { flags: scoringLevel.flags as never } : {}),
          },
        }
      : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(Object.keys(walk.codes).length > 0 ? { codes: walk.codes } : {}),
  };
  const result = validateDefinition(withDrawableGrids(def, walk.notes));
  if (!result.ok) return { ok: false, issues: result.issues };
  return { ok: true, definition: result.definition, notes: walk.notes };
}
