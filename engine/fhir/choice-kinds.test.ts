// The slider, the exclusive choice and the ranking in FHIR: the SDC slider control and step, the
// optionExclusive extension both ways, a ranking's answers in the member's order.
import { describe, expect, it } from 'vitest';
import { choiceKindsForm } from '../test-support/choice-forms.ts';
import { EXT } from './fhir-urls.ts';
import { exportQuestionnaire } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import { questionnaireResponse } from './response-bundle.ts';
import type { QuestionnaireItem } from './r4-types.ts';

const itemOf = (items: QuestionnaireItem[] | undefined, linkId: string): QuestionnaireItem =>
  (items ?? []).flatMap((i) => [i, ...(i.item ?? [])]).find((i) => i.linkId === linkId)!;

describe('the newer kinds in FHIR', () => {
  const def = choiceKindsForm();
  const { questionnaire } = exportQuestionnaire(def);

  it('exports a slider as a number with the slider control, its ends and its step', () => {
    const item = itemOf(questionnaire.item, 'wellbeing');
    expect(item.type).toBe('integer');
    expect(item.extension).toEqual(
      expect.arrayContaining([
        { url: EXT.minValue, valueInteger: 0 },
        { url: EXT.maxValue, valueInteger: 100 },
        { url: EXT.sliderStepValue, valueInteger: 1 },
        expect.objectContaining({ url: EXT.itemControl, valueCodeableConcept: { coding: [expect.objectContaining({ code: 'slider' })] } }),
      ]),
    );
  });

  it('marks the exclusive option with optionExclusive, and reads it back as the rule', () => {
    const item = itemOf(questionnaire.item, 'symptoms');
    const marked = (item.answerOption ?? []).filter((o) => o.extension?.some((e) => e.url === EXT.optionExclusive && e.valueBoolean === true));
    expect(marked.map((o) => o.valueCoding?.code)).toEqual(['none']);
    // a Questionnaire from elsewhere (no practice extensions) still gives the rule
    const foreign = { resourceType: 'Questionnaire', status: 'active', item: [{ ...item, extension: undefined }] };
    const read = importQuestionnaire(foreign, { id: 'foreign' });
    expect(read.ok && read.definition.schema.properties?.symptoms?.not).toEqual({ contains: { enum: ['none'] }, minItems: 2 });
  });

  it('exports a ranking as a repeating choice whose answers keep the member’s order', () => {
    expect(itemOf(questionnaire.item, 'priorities')).toMatchObject({ type: 'choice', repeats: true });
    const qr = questionnaireResponse(def, {
      id: 'r1', memberId: 'm1', formVersion: 1, submittedAt: '2026-11-02T09:30:00Z',
      data: { wellbeing: 40, symptoms: ['none'], priorities: ['mood', 'sleep', 'pain'] },
    });
    const answers = itemOf(qr.item as QuestionnaireItem[], 'priorities') as unknown as { answer: { valueCoding: { code: string } }[] };
    expect(answers.answer.map((a) => a.valueCoding.code)).toEqual(['mood', 'sleep', 'pain']);
  });
});
