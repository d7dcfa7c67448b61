/**
 * A member's responses as a FHIR Bundle: one QuestionnaireResponse each (the answers with their
 * codings, `questionnaire` as the form's canonical URL with its version, `authored`, the member as
 * a subject reference the practice can map) and one Observation per complete scale total, coded
 * (LOINC where the scale has it). An incomplete total never becomes an Observation.
 */
import type { Coding, FormDefinition, FormGrid, JsonValue, ScaleScore } from '../definition/types.ts';
import { score } from '../scoring/score.ts';
import { visibleData } from '../validate/effective-schema.ts';
import { isRecord } from '../read/is-record.ts';
import { DEFAULT_FHIR_BASE, questionnaireUrl } from './fhir-urls.ts';
import { responseItems, type Question } from './item-kinds.ts';
import { gridLinkId, inGrids, scaleLinkId, sectionLinkId } from './questionnaire-export.ts';
import type { Bundle, Observation, QuestionnaireResponse, Reference, ResponseItem } from './r4-types.ts';

/** A submitted response as the export reads it. */
export interface ResponseForExport {
  id: string;
  memberId: string;
  /** the form version the member answered */
  formVersion: number;
  data: Record<string, unknown>;
  /** when it was submitted (ISO 8601 with a time zone) */
  submittedAt: string;
}

export interface ResponseExportOptions {
  base?: string;
}

const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The member as a logical reference: an identifier in the practice's member-id system (no Patient resource is assumed). */
export function memberReference(base: string, memberId: string): Reference {
  return { type: 'Patient', identifier: { system: `${base}/member-id`, value: memberId } };
}

/** The scale's codes, or its id in the form's own code system of scales. */
export function scaleCodes(def: FormDefinition, id: string, base: string): Coding[] {
  return def.codes?.scales?.[id] ?? [{ system: `${base}/CodeSystem/${def.id}-scales`, code: id, display: def.scoring?.scales?.[id]?.title ?? id }];
}

/** One response as a QuestionnaireResponse: answers of the questions shown, in the form's sections, with complete totals. */
export function questionnaireResponse(def: FormDefinition, response: ResponseForExport, options: ResponseExportOptions = {}): QuestionnaireResponse {
  const base = (options.base ?? DEFAULT_FHIR_BASE).replace(/\/+$/, '');
  const fields = def.schema.properties ?? {};
  const answers = visibleData(def, response.data);
  const scores = score(def, response.data).scales;
  const ui = (name: string) => (isRecord(def.uiSchema?.[name]) ? (def.uiSchema![name] as Record<string, unknown>) : undefined);
  const itemsFor = (name: string): ResponseItem[] => {
    if (!Object.hasOwn(fields, name) || !Object.hasOwn(answers, name)) return [];
    const q: Question = { linkId: name, name, schema: fields[name]!, ui: ui(name), codes: undefined, choiceCodes: def.codes?.choices?.[name], base, formId: def.id };
    const title = fields[name]!.title;
    return responseItems(answers[name] as JsonValue, q).map((item) => (typeof title === 'string' && item.linkId === name ? { ...item, text: title } : item));
  };
  const totalsAfter = new Map<string, ResponseItem[]>();
  for (const [id, spec] of Object.entries(def.scoring?.scales ?? {})) {
    const total = scores[id];
    if (!total?.complete || total.total === null) continue;
    const last = spec.items.at(-1)!;
    const answer = Number.isInteger(total.total) ? { valueInteger: total.total } : { valueDecimal: total.total };
    totalsAfter.set(last, [...(totalsAfter.get(last) ?? []), { linkId: scaleLinkId(id), text: spec.title, answer: [answer] }]);
  }
  const withTotals = (names: string[]) => names.flatMap((name) => [...itemsFor(name), ...(totalsAfter.get(name) ?? [])]);
  // a Likert grid's answers sit in its group, as its questions do in the Questionnaire; its rows' totals follow it
  const gridItems = (grid: FormGrid): ResponseItem[] => {
    const inner = grid.fields.flatMap(itemsFor);
    const totals = grid.fields.flatMap((name) => totalsAfter.get(name) ?? []);
    return [...(inner.length > 0 ? [{ linkId: gridLinkId(grid.id), ...(grid.title ? { text: grid.title } : {}), item: inner }] : []), ...totals];
  };
  const inSection = (names: string[]) => inGrids(def, names, withTotals, gridItems);
  const sections = def.sections ?? [];
  const item =
    sections.length > 0
      ? sections.flatMap((s) => {
          const inner = inSection(s.fields);
          return inner.length > 0 ? [{ linkId: sectionLinkId(s.id), text: s.title, item: inner }] : [];
        })
      : inSection(Object.keys(fields));
  return {
    resourceType: 'QuestionnaireResponse',
    id: response.id,
    questionnaire: `${questionnaireUrl(base, def.id)}|${response.formVersion}`,
    status: 'completed',
    subject: memberReference(base, response.memberId),
    authored: response.submittedAt,
    ...(item.length > 0 ? { item } : {}),
  };
}

/** An Observation of one complete scale total (null for an incomplete one). */
export function totalObservation(def: FormDefinition, id: string, total: ScaleScore, response: ResponseForExport, base: string): Observation | null {
  if (!total.complete || total.total === null) return null;
  const value = Number.isInteger(total.total) ? { valueInteger: total.total } : { valueQuantity: { value: total.total, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' } };
  return {
    resourceType: 'Observation',
    id: `${response.id}-${id}`,
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'survey', display: 'Survey' }] }],
    code: { coding: scaleCodes(def, id, base), text: total.title },
    subject: memberReference(base, response.memberId),
    effectiveDateTime: response.submittedAt,
    ...value,
    ...(total.bandLabel ? { interpretation: [{ text: total.bandLabel }] } : {}),
    derivedFrom: [{ reference: `QuestionnaireResponse/${response.id}` }],
  };
}

/**
 * Responses as a Bundle (type collection): each QuestionnaireResponse followed by the Observations
 * of its complete scale totals. `definitionOf` gives the definition a response was answered
 * against (its form version); a response without one is left out and named in `skipped`.
 */
export function responseBundle(
  responses: ResponseForExport[],
  definitionOf: (response: ResponseForExport) => FormDefinition | null,
  options: ResponseExportOptions & { timestamp?: string } = {},
): { bundle: Bundle; skipped: string[] } {
  const base = (options.base ?? DEFAULT_FHIR_BASE).replace(/\/+$/, '');
  const entry: Bundle['entry'] = [];
  const skipped: string[] = [];
  for (const response of responses) {
    const def = definitionOf(response);
    if (!def) {
      skipped.push(response.id);
      continue;
    }
    const qr = questionnaireResponse(def, response, { base });
    entry.push({ fullUrl: `${base}/QuestionnaireResponse/${response.id}`, resource: qr });
    for (const [id, total] of Object.entries(score(def, response.data).scales)) {
      const observation = totalObservation(def, id, total, response, base);
      if (observation) entry.push({ fullUrl: `${base}/Observation/${observation.id}`, resource: observation });
    }
  }
  return { bundle: { resourceType: 'Bundle', type: 'collection', ...(options.timestamp ? { timestamp: options.timestamp } : {}), entry }, skipped };
}
