// Calculated values on the server: submitResponse works every calculated question out again from
// the answers (a value the browser sent is never kept), stores it like any answer and raises the
// flags that read it; publishForm refuses a formula or an earlier answer in text that reads itself,
// a later question or one that does not exist, naming the question.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefinitionIssue, FormDefinition } from '@engine';
import { responseReviewPath, type SubmitResponseAnswer } from '@model';
import { bmiForm } from '../../engine/test-support/recall-calc-forms.ts';
import { admin, callError, client, closeApps, createAccount, memberWithPublishedForm, type SignedIn } from './support.ts';

const answers = { worstEvent: 'A flood', eventDate: '2025-03-03', mood: 'low', heightCm: 160, weightKg: 80 };

let administrator: SignedIn;
let submit: (data: Record<string, unknown>) => Promise<SubmitResponseAnswer>;
const stored = async (id: string) => (await admin().db.doc(`responses/${id}`).get()).data()!;

beforeAll(async () => {
  ({ submit } = await memberWithPublishedForm(bmiForm()));
  await createAccount('admin', { admin: true });
  administrator = await client('admin@functions.test');
});
afterAll(closeApps);

describe('submitResponse: calculated values', () => {
  it('stores the server’s BMI, not the one sent, and raises the flag that reads it', async () => {
    const answer = await submit({ ...answers, bmi: 12, bmiBand: 0 });
    expect(answer).toMatchObject({ status: 'submitted' });
    const response = await stored(answer.responseId);
    expect(response.data).toMatchObject({ bmi: 31.3, bmiBand: 1 });
    const review = (await admin().db.doc(responseReviewPath(answer.responseId)).get()).data();
    expect(JSON.stringify(review?.flags)).toContain('high-bmi');
  });

  it('drops a sent value the answers do not give (never a wrong number), and raises no flag from it', async () => {
    const answer = await submit({ ...answers, heightCm: 190, weightKg: 70, bmi: 45, bmiBand: 1 });
    const response = await stored(answer.responseId);
    expect(response.data).toMatchObject({ bmi: 19.4, bmiBand: 0 });
    expect(JSON.stringify((await admin().db.doc(responseReviewPath(answer.responseId)).get()).data()?.flags ?? [])).not.toContain('high-bmi');
  });

  it('refuses missing answers for what they are, whatever calculated value comes with them', async () => {
    const { weightKg: _weight, ...withoutWeight } = answers;
    const error = await callError(submit({ ...withoutWeight, bmi: 25 }));
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { errors: { field: string | null }[] }).errors.map((e) => e.field)).toContain('weightKg');
  });
});

describe('publishForm: formulas and earlier answers', () => {
  it('refuses a formula reading a later question and a title showing an unknown one, naming both questions', async () => {
    const def = bmiForm();
    const broken: FormDefinition = {
      ...def,
      id: 'bmi-broken',
      schema: { ...def.schema, properties: { ...def.schema.properties, mood: { ...def.schema.properties!.mood!, title: 'Mood since {nothingHere}?' } } },
      uiSchema: { ...def.uiSchema, bmi: { 'ui:widget': 'calculated', 'ui:options': { formula: 'bmiBand + weightKg', shown: true } } },
    };
    const { db } = admin();
    await db.doc('forms/bmi-broken').set({ title: broken.title, description: '', status: 'draft', source: 'builder', updatedAt: Timestamp.now(), updatedBy: 'admin' });
    await db.doc('forms/bmi-broken/private/draft').set({ definition: broken, revision: 1, updatedAt: Timestamp.now(), updatedBy: 'admin' });
    const error = await callError(administrator.call('publishForm', { formId: 'bmi-broken', revision: 1 }));
    expect(error.code).toBe('functions/invalid-argument');
    const messages = (error.details as { issues: DefinitionIssue[] }).issues.map((i) => i.message);
    expect(messages).toContain('the formula of "Your BMI" (bmi) reads "BMI over 30" (bmiBand), which comes later in the form: it can only read earlier questions');
    expect(messages).toContain('the title of "Mood since «nothingHere»?" (mood) reads "nothingHere", which is not a question on this form');
    expect((await db.collection('forms/bmi-broken/versions').get()).size).toBe(0);
  });
});
