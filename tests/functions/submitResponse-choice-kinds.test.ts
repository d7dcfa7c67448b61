// submitResponse refuses what the browser's widgets never send for the slider, the exclusive
// choice and the ranking: the server runs the engine's validateResponse whatever the browser said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '@engine';
import type { SubmitResponseAnswer } from '@model';
import { choiceKindsForm } from '../../engine/test-support/choice-forms.ts';
import { admin, callError, closeApps, memberWithPublishedForm } from './support.ts';

const good = { wellbeing: 62, symptoms: ['headache', 'nausea'], priorities: ['pain', 'sleep', 'mood'] };

let submit: (data: Record<string, unknown>) => Promise<SubmitResponseAnswer>;
const stored = async () => (await admin().db.collection('responses').where('formId', '==', 'choice-kinds').get()).docs.map((d) => d.data());

beforeAll(async () => {
  ({ submit } = await memberWithPublishedForm(choiceKindsForm()));
});
afterAll(closeApps);

describe('submitResponse: sliders, exclusive choices and rankings', () => {
  it('refuses "None of these" ticked with another answer, a slider off its points and a ranking missing an option, and stores nothing', async () => {
    const error = await callError(submit({ wellbeing: 62.5, symptoms: ['headache', 'none'], priorities: ['pain', 'sleep'] }));
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { errors: FieldError[] }).errors).toEqual([
      { field: 'wellbeing', section: 'today', message: 'Choose a point on the slider between 0 and 100' },
      { field: 'symptoms', section: 'today', message: '‘None of these’ cannot be ticked with other answers' },
      { field: 'priorities', section: 'today', message: 'Put every option in order, each once' },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a required slider and ranking left unanswered in their own words', async () => {
    const error = await callError(submit({ symptoms: ['none'] }));
    expect((error.details as { errors: FieldError[] }).errors.filter((e) => e.field !== null).map((e) => e.message)).toEqual([
      'Move the slider to give your answer',
      'Put every option in order',
    ]);
  });

  it('stores good answers as given (the ranking in the member’s order) and scores the slider', async () => {
    expect(await submit(good)).toMatchObject({ status: 'submitted' });
    expect(await submit({ ...good, symptoms: ['none'] })).toMatchObject({ status: 'submitted' });
    const docs = await stored();
    expect(docs).toHaveLength(2);
    expect(docs.map((d) => d.data)).toEqual(expect.arrayContaining([good, { ...good, symptoms: ['none'] }]));
    expect(docs[0]!.scores).toMatchObject({ wellbeing: { total: 62, complete: true } });
  });
});
