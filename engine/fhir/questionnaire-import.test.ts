import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { score } from '../scoring/score.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { sampleAnswers } from '../test-support/sample-answers.ts';
import type { ImportResult } from '../builder/import-export.ts';
import { exportQuestionnaire } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import type { QuestionnaireItem } from './r4-types.ts';

function imported(result: ImportResult) {
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.issues)}`);
  return result;
}

const LOINC = 'http://loinc.org';
const ANSWERS = [['LA6568-5', 'Not at all', 0], ['LA6569-3', 'Several days', 1], ['LA6570-1', 'More than half the days', 2], ['LA6571-9', 'Nearly every day', 3]] as const;
const PHQ_ITEMS = ['44250-9', '44255-8', '44259-0', '44254-1', '44251-7', '44258-2', '44252-5', '44253-3', '44260-8'];

/** A PHQ-9 shaped as published instruments are (LOINC linkIds, a contained answer list with ordinal values, a total summing ordinal()). */
const publishedPhq9 = {
  resourceType: 'Questionnaire',
  id: 'phq-9',
  status: 'active',
  title: 'PHQ-9 quick depression assessment panel',
  code: [{ system: LOINC, code: '44249-1', display: 'PHQ-9 quick depression assessment panel' }],
  contained: [
    {
      resourceType: 'ValueSet',
      id: 'LL358-3',
      status: 'active',
      compose: {
        include: [
          {
            system: LOINC,
            concept: ANSWERS.map(([code, display, score]) => ({ code, display, extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: score }] })),
          },
        ],
      },
    },
  ],
  item: [
    {
      linkId: '/44249-1',
      text: 'PHQ-9',
      type: 'group',
      item: [
        ...PHQ_ITEMS.map((code, i) => ({ linkId: `/44249-1/${code}`, code: [{ system: LOINC, code }], text: `Item ${i + 1}`, type: 'choice', required: true, answerValueSet: '#LL358-3' })),
        {
          linkId: '/44249-1/44261-6',
          code: [{ system: LOINC, code: '44261-6' }],
          text: 'Patient health questionnaire 9 item total score',
          type: 'integer',
          readOnly: true,
          extension: [
            {
              url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
              valueExpression: { language: 'text/fhirpath', expression: `%resource.item.where(linkId='/44249-1').item.where(linkId in (${PHQ_ITEMS.map((c) => `'/44249-1/${c}'`).join(' | ')})).answer.value.ordinal().sum()` },
            },
          ],
        },
        {
          linkId: '/44249-1/69722-7',
          text: 'How difficult have these problems made it…',
          type: 'choice',
          answerOption: [{ valueString: 'Not difficult at all' }, { valueString: 'Very difficult' }],
          enableWhen: [{ question: '/44249-1/44250-9', operator: '=', answerCoding: { system: LOINC, code: 'LA6571-9' } }, { question: '/44249-1/44255-8', operator: 'exists', answerBoolean: true }],
          enableBehavior: 'any',
          extension: [{ url: 'http://example.org/fhir/StructureDefinition/render-style', valueString: 'bold' }],
        },
      ],
    },
  ],
};

describe('importing a published FHIR instrument', () => {
  it('reads groups, coded items, a contained answer list with ordinal values and the summed total as a scale', () => {
    const { definition, notes } = imported(importQuestionnaire(publishedPhq9));
    expect(definition.id).toBe('phq-9');
    expect(definition.sections).toHaveLength(1);
    const names = definition.sections![0]!.fields;
    expect(names).toHaveLength(10);
    const first = definition.schema.properties![names[0]!]!;
    expect(first).toMatchObject({ type: 'integer', oneOf: ANSWERS.map(([, display, value]) => ({ const: value, title: display })) });
    expect(definition.codes?.form?.[0]?.code).toBe('44249-1');
    expect(definition.codes?.fields?.[names[0]!]).toEqual([{ system: LOINC, code: '44250-9' }]);
    expect(definition.codes?.choices?.[names[0]!]?.['3']).toEqual({ system: LOINC, code: 'LA6571-9', display: 'Nearly every day' });
    const [scaleId, scale] = Object.entries(definition.scoring!.scales!)[0]!;
    expect(scale.items).toEqual(names.slice(0, 9));
    expect(scale).toMatchObject({ itemMin: 0, itemMax: 3 });
    expect(definition.codes?.scales?.[scaleId]?.[0]?.code).toBe('44261-6');
    const answers = Object.fromEntries(names.slice(0, 9).map((n, i) => [n, i % 4]));
    expect(score(definition, answers).scales[scaleId]!.total).toBe(12);
    expect(notes.join('\n')).toContain('linkId "/44249-1/44250-9" is the question "q44250_9"');
  });

  it('reads enableWhen as a condition, and keeps (and names) an extension it has no place for', () => {
    const { definition, notes } = imported(importQuestionnaire(publishedPhq9));
    const names = definition.sections![0]!.fields;
    const difficulty = names[9]!;
    expect(definition.conditions).toEqual([{ id: expect.any(String), show: [difficulty], when: { any: [{ field: names[0], equals: 3 }, { field: names[1], truthy: true }] } }]);
    expect(definition.settings?.fhir).toEqual({ kept: [{ path: '/item/0/item/10/extension/0', value: { url: 'http://example.org/fhir/StructureDefinition/render-style', valueString: 'bold' } }] });
    expect(notes.join('\n')).toMatch(/render-style has no place in a form here; kept verbatim/);
  });

  it('refuses what the answer model cannot hold or the file does not contain, naming the item', () => {
    const attachment = importQuestionnaire({ resourceType: 'Questionnaire', status: 'active', item: [{ linkId: 'photo', type: 'attachment' }] });
    expect(attachment).toEqual({ ok: false, issues: [{ path: '/item/0', message: 'an attachment (a file) is not an answer this app can hold' }] });
    const missing = importQuestionnaire({ ...publishedPhq9, contained: [] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.issues[0]).toMatchObject({ path: '/item/0/item/0', message: 'answerValueSet "#LL358-3" names no contained ValueSet' });
    expect(importQuestionnaire('{"resourceType": "Questionnaire"')).toMatchObject({ ok: false, issues: [{ path: '/', message: expect.stringMatching(/not JSON/) }] });
    expect(importQuestionnaire({ resourceType: 'Questionnaire', status: 'active', item: [] })).toMatchObject({ ok: false, issues: [{ path: '/item' }] });
  });
});

/** A Questionnaire as another service would hold it: none of the practice's own extensions. */
function withoutPracticeExtensions(items: QuestionnaireItem[]): QuestionnaireItem[] {
  return items.map((item) => {
    const extension = item.extension?.filter((e) => !e.url.startsWith('https://wellness.example/'));
    const { extension: _e, item: children, ...rest } = item;
    return { ...rest, ...(extension?.length ? { extension } : {}), ...(children ? { item: withoutPracticeExtensions(children) } : {}) };
  });
}

describe.each(['ptsd', 'initial-assessment'] as const)('%s read back from FHIR alone (no practice extensions)', (id) => {
  it('scores every response the same', () => {
    const def: FormDefinition = committedForm(id);
    const { questionnaire } = exportQuestionnaire(def);
    const bare = { ...questionnaire, extension: [], item: withoutPracticeExtensions(questionnaire.item!) };
    const { definition } = imported(importQuestionnaire(bare));
    for (let seed = 1; seed <= 10; seed++) {
      const data = sampleAnswers(def, seed, seed % 2 === 0 ? 0 : 10);
      const ours = score(def, data).scales;
      const theirs = score(definition, data).scales;
      for (const [scale, result] of Object.entries(ours)) expect(theirs[scale]?.total, `${seed} ${scale}`).toBe(result.total);
    }
  });
});
