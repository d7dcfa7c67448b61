// Checks across questions in FHIR: each a questionnaire-constraint whose FHIRPath, evaluated by
// HL7's engine (`fhirpath`) on the exported QuestionnaireResponse, agrees with the engine's own
// verdict; the Questionnaire passes the official R4 JSON schema; an import gives the checks back.
import fhirpath from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4/index.js';
import { describe, expect, it } from 'vitest';
import { fhirSchemaValidator } from '../../tests/support/fhir-schema-validator.ts';
import type { FormCheck, FormDefinition } from '../definition/types.ts';
import { checkedForm } from '../test-support/check-forms.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { QUESTIONNAIRE_CONSTRAINT } from './check-constraints.ts';
import { exportQuestionnaire } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import type { Extension } from './r4-types.ts';
import { questionnaireResponse } from './response-bundle.ts';

const schemaValidator = fhirSchemaValidator();

/** The checked form plus a rating question (its answers are scored codings) in a number check. */
function form(): FormDefinition {
  const def = structuredClone(checkedForm()) as FormDefinition;
  def.schema.properties!.mood = { type: 'integer', title: 'Mood', oneOf: [0, 1, 2, 3].map((n) => ({ const: n, title: `Level ${n}` })) };
  def.uiSchema = { ...def.uiSchema, mood: { 'ui:widget': 'rating' } };
  def.sections![0]!.fields.push('mood');
  def.checks = [...def.checks!, { id: 'mood-under-rest', kind: 'notMoreThan', field: 'mood', other: 'rest' }];
  return def;
}

const good = { start: '2026-03-01', end: '2026-03-08', inBed: 8, asleep: 7, mood: 2, works: 'yes', work: 40, rest: 35, play: 25 };
const VARIANTS: Record<string, unknown>[] = [
  good,
  { ...good, end: '2026-02-28' },
  { ...good, end: '2026-03-01' },
  { ...good, asleep: 8 },
  { ...good, asleep: 8.5 },
  { ...good, play: 24 },
  { ...good, works: 'no', rest: 50, play: 50 },
  { ...good, works: 'no', play: 20 },
  { ...good, inBed: undefined, asleep: 12 },
  { ...good, mood: 3, rest: 2 },
  { ...good, mood: 3, rest: 3 },
];

const constraints = (def: FormDefinition): Extension[] => (exportQuestionnaire(def).questionnaire.extension ?? []).filter((e) => e.url === QUESTIONNAIRE_CONSTRAINT);
const part = (constraint: Extension, url: string): Record<string, unknown> => (constraint.extension as Extension[]).find((e) => e.url === url)!;

describe('checks across questions as FHIR questionnaire-constraints', () => {
  it('writes one error constraint per check, keyed by its id, with the member’s words', () => {
    const def = form();
    const written = constraints(def);
    expect(written.map((c) => part(c, 'key').valueId)).toEqual(def.checks!.map((c) => c.id));
    expect(written.every((c) => part(c, 'severity').valueCode === 'error')).toBe(true);
    expect(part(written[0]!, 'human').valueString).toBe('‘Start date’ must be before ‘End date’');
    expect(schemaValidator.current.validate(exportQuestionnaire(def).questionnaire, true)).toEqual([]);
  });

  it('each expression holds exactly when the engine says the check holds, on every response', () => {
    const def = form();
    const { questionnaire } = exportQuestionnaire(def);
    const byId = new Map(constraints(def).map((c) => [part(c, 'key').valueId as string, part(c, 'expression').valueString as string]));
    let broken = 0;
    VARIANTS.forEach((data, i) => {
      const qr = questionnaireResponse(def, { id: `r${i}`, memberId: 'm', formVersion: 1, data, submittedAt: '2026-11-02T09:30:00Z' });
      for (const check of def.checks!) {
        const alone: FormDefinition = { ...def, checks: [check as FormCheck] };
        const engineHolds = validateResponse(alone, data).valid;
        const fhirHolds = fhirpath.evaluate(qr, byId.get(check.id)!, { resource: qr, questionnaire }, r4) as unknown[];
        expect([`variant ${i}`, check.id, fhirHolds]).toEqual([`variant ${i}`, check.id, [engineHolds]]);
        if (!engineHolds) broken++;
      }
    });
    // the variants break each kind of check at least once
    expect(broken).toBeGreaterThanOrEqual(6);
  });

  it('an import of the export gives the checks back as they were', () => {
    const def = form();
    const result = importQuestionnaire(exportQuestionnaire(def).questionnaire);
    expect(result.ok && result.definition.checks).toEqual(def.checks);
  });
});
