// submitResponse refuses answers that break a form's checks across questions, as the browser does:
// the server runs the engine's validateResponse whatever the browser said.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '@engine';
import type { SubmitResponseAnswer } from '@model';
import { checkedForm } from '../../engine/test-support/check-forms.ts';
import { admin, callError, closeApps, memberWithPublishedForm } from './support.ts';

const good = { start: '2026-03-01', end: '2026-03-08', inBed: 8, asleep: 7, works: 'yes', work: 40, rest: 35, play: 25 };

let submit: (data: Record<string, unknown>) => Promise<SubmitResponseAnswer>;
const storedCount = async () => (await admin().db.collection('responses').where('formId', '==', 'checked-form').get()).size;

beforeAll(async () => {
  ({ submit } = await memberWithPublishedForm(checkedForm()));
});
afterAll(closeApps);

describe('submitResponse: checks across questions', () => {
  it('refuses dates out of order, a number over another and a group not adding up, each at its later question, and stores nothing', async () => {
    const error = await callError(submit({ ...good, end: '2026-02-01', asleep: 9, play: 5 }));
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { errors: FieldError[] }).errors).toEqual([
      { field: 'asleep', section: 'dates', message: '‘Hours asleep’ must not be more than ‘Hours in bed’' },
      { field: 'end', section: 'time', message: '‘End date’ must be after ‘Start date’' },
      { field: 'play', section: 'time', message: '‘Work’, ‘Rest’ and ‘Play’ must add up to 100 (they add up to 80)' },
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('stores answers that keep every check, and does not add up a hidden question', async () => {
    expect(await submit(good)).toMatchObject({ status: 'submitted' });
    // "work" is hidden when the member does not work: its stale answer is dropped and the sum does not fire
    expect(await submit({ ...good, works: 'no', rest: 60, play: 40 })).toMatchObject({ status: 'submitted' });
    expect(await storedCount()).toBe(2);
  });
});
