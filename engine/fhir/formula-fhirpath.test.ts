// Calculated questions in FHIR: each formula exported as SDC's calculatedExpression and evaluated by
// HL7's FHIRPath engine (`fhirpath`) gives the engine's value, and nothing where the engine has none.
import fhirpath from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4/index.js';
import { describe, expect, it } from 'vitest';
import { withCalculatedValues } from '../calculate/calculated-values.ts';
import type { FormDefinition } from '../definition/types.ts';
import { bmiForm } from '../test-support/recall-calc-forms.ts';
import { EXT } from './fhir-urls.ts';
import { exportQuestionnaire } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import type { QuestionnaireItem, QuestionnaireResponse } from './r4-types.ts';
import { responseBundle } from './response-bundle.ts';

function allItems(items: QuestionnaireItem[] | undefined): QuestionnaireItem[] {
  return (items ?? []).flatMap((item) => [item, ...allItems(item.item)]);
}

function withFormula(def: FormDefinition, name: string, formula: string): FormDefinition {
  return { ...def, uiSchema: { ...def.uiSchema, [name]: { 'ui:widget': 'calculated', 'ui:options': { formula, shown: true } } } };
}

const CASES: Record<string, unknown>[] = [
  { heightCm: 180, weightKg: 81 },
  { heightCm: 172, weightKg: 95.5 },
  { heightCm: 150, weightKg: 40 },
  { heightCm: 172 },
  {},
];

function check(def: FormDefinition): number {
  const { questionnaire } = exportQuestionnaire(def);
  const calculated = allItems(questionnaire.item).filter((i) => ['bmi', 'bmiBand'].includes(i.linkId));
  let values = 0;
  for (const [i, answers] of CASES.entries()) {
    const data = withCalculatedValues(def, { worstEvent: 'A flood', ...answers });
    const { bundle } = responseBundle([{ id: `r${i}`, memberId: 'm', formVersion: 1, data: data as never, submittedAt: '2026-11-02T09:30:00Z' }], () => def);
    const qr = bundle.entry[0]!.resource as QuestionnaireResponse;
    for (const item of calculated) {
      expect(item).toMatchObject({ type: 'decimal', readOnly: true });
      const expression = item.extension!.find((e) => e.url === EXT.calculatedExpression)!.valueExpression as { expression: string };
      const result = fhirpath.evaluate(qr, expression.expression, { resource: qr, questionnaire }, r4);
      const engine = (data as Record<string, unknown>)[item.linkId];
      expect(result, `${item.linkId} for ${JSON.stringify(answers)}`).toEqual(engine === undefined ? [] : [engine]);
      if (engine !== undefined) values++;
    }
  }
  return values;
}

describe('calculated questions in FHIR', () => {
  it("each formula's calculatedExpression gives the engine's value, and nothing while an answer is missing", () => {
    expect(check(bmiForm())).toBeGreaterThan(4);
  });

  it('min, max, if with and/or/not, and division by zero agree with the engine', () => {
    const formulas = [
      'max(heightCm, weightKg * 2, 100)',
      'min(heightCm, weightKg) - 1',
      'if(!(heightCm < 160) && weightKg > 45 || heightCm == 150, -heightCm, round(weightKg / 3, 2))',
      'weightKg / (heightCm - 172)',
    ];
    for (const formula of formulas) expect(check(withFormula(bmiForm(), 'bmi', formula)), formula).toBeGreaterThan(0);
  });

  it('an export read back is the same calculated question, with the same values', () => {
    const def = bmiForm();
    const back = importQuestionnaire(JSON.parse(JSON.stringify(exportQuestionnaire(def).questionnaire)));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.definition.uiSchema?.bmi).toEqual(def.uiSchema!.bmi);
    expect(back.definition.schema.properties?.bmi).toMatchObject({ type: 'number', readOnly: true });
    for (const answers of CASES) expect(withCalculatedValues(back.definition, answers)).toEqual(withCalculatedValues(def, answers));
  });
});
