import { describe, expect, it } from 'vitest';
import { committedForm } from '../test-support/committed-forms.ts';
import { initialAssessment } from '../test-support/responses.ts';
import { ITEM_CONTROL_SYSTEM } from './fhir-urls.ts';
import { exportQuestionnaire, GRID_ITEM_CONTROL, gridLinkId } from './questionnaire-export.ts';
import { importQuestionnaire } from './questionnaire-import.ts';
import { questionnaireResponse } from './response-bundle.ts';

const def = committedForm('initial-assessment');
const section = <T extends { linkId: string }>(items: T[] | undefined, id: string): T => items!.find((i) => i.linkId === `section-${id}`)!;

describe('a Likert grid in FHIR', () => {
  it('is a group drawn as a table (questions as rows, answers as columns) holding its questions, the scale total after it', () => {
    const phq = section(exportQuestionnaire(def).questionnaire.item, 'phq9');
    const grid = phq.item!.find((i) => i.linkId === gridLinkId('phq9-grid'))!;
    expect(grid.type).toBe('group');
    expect(grid.extension).toContainEqual(expect.objectContaining({ valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: GRID_ITEM_CONTROL }] } }));
    expect(grid.item!.map((i) => i.linkId)).toEqual(def.grids![0]!.fields);
    const after = phq.item!.map((i) => i.linkId);
    expect(after.slice(after.indexOf(grid.linkId))).toEqual([grid.linkId, 'scale-phq9', 'phqDifficulty']);
  });

  it('a response nests the grid\'s answers the same way, and a Questionnaire read back shows the same grids', () => {
    const qr = questionnaireResponse(def, { id: 'r1', memberId: 'm1', formVersion: 1, data: initialAssessment([1, 1, 1, 1, 1, 1, 1, 1, 0], [0, 0, 0, 0, 0, 0, 0]), submittedAt: '2026-11-02T09:30:00Z' });
    const grid = section(qr.item, 'phq9').item!.find((i) => i.linkId === gridLinkId('phq9-grid'))!;
    expect(grid.item!.map((i) => i.linkId)).toEqual(def.grids![0]!.fields);
    const back = importQuestionnaire(JSON.parse(JSON.stringify(exportQuestionnaire(def).questionnaire)));
    expect(back.ok && back.definition.grids).toEqual(def.grids);
  });
});
