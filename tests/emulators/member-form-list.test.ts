// The members' form reads of the web app (src/data/form-list.ts, published-forms.ts, forms.ts)
// against the emulators with the rules enforced: a form for assigned members only reaches the
// members it was assigned to (read by its id, beside the list of forms for everyone), and no one
// else; forms for everyone reach every member.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { admin, callError, closeApps, createAccount, resetEmulators, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const formList = await import('../../src/data/form-list');
const publishedForms = await import('../../src/data/published-forms');
const forms = await import('../../src/data/forms');
const assignments = await import('../../src/data/assignments');

const wellbeing = JSON.parse(readFileSync(new URL('../../scripts/stack/wellbeing-check-in.json', import.meta.url), 'utf8')) as FormDefinition;

/** A published form at version 1, as publishForm leaves it. */
async function givenForm(id: string, title: string, audience: 'everyone' | 'assigned'): Promise<void> {
  await admin().db.doc(`forms/${id}`).set({ title, slug: id, description: '', status: 'published', source: 'builder', currentVersion: 1, audience });
  await admin().db.doc(`forms/${id}/versions/1`).set({ definition: { ...wellbeing, id, title, version: 1 }, contentHash: id });
}

beforeAll(async () => {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  for (const uid of ['assignee', 'other']) {
    await createAccount(uid);
    await admin().db.doc(`users/${uid}`).set({ displayName: uid });
  }
  await givenForm('open-check', 'Open check', 'everyone');
  await givenForm('private-check', 'Private check', 'assigned');
  // the administrator's assignment, written with its marker as the reviewer workspace writes it
  await signInAs('admin');
  await assignments.createAssignment({ memberId: 'assignee', formId: 'private-check', dueAt: null, message: '' });
});
afterAll(async () => {
  await close();
  await closeApps();
});

describe('a form for assigned members only', () => {
  it('reaches the member it was assigned to: in their list of forms, and opened with its version', async () => {
    await signInAs('assignee');
    const listed = await formList.listPublishedForms();
    expect(listed.map((f) => [f.id, f.audience])).toEqual([['open-check', 'everyone'], ['private-check', 'assigned']]);
    expect(await publishedForms.loadPublishedForm('private-check')).toMatchObject({ formId: 'private-check', version: 1, audience: 'assigned' });
    expect((await forms.loadFormVersion('private-check', 1)).definition.title).toBe('Private check');
  });

  it('reaches no other member: not listed, not opened, its versions refused; forms for everyone unchanged', async () => {
    await signInAs('other');
    expect((await formList.listPublishedForms()).map((f) => f.id)).toEqual(['open-check']);
    expect((await callError(publishedForms.loadPublishedForm('private-check'))).code).toBe('not-found');
    expect((await callError(forms.loadFormVersion('private-check', 1))).code).toBe('permission-denied');
    expect(await publishedForms.loadPublishedForm('open-check')).toMatchObject({ formId: 'open-check', version: 1, audience: 'everyone' });
  });
});
