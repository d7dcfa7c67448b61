// The web app's forms repository (src/data/forms.ts) against the emulators, as the FormBuilder,
// the forms list and the member dashboard use it: client SDK, rules enforced, real callables.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { admin, callError, closeApps, createAccount, resetEmulators, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/forms');
const formList = await import('../../src/data/form-list');

const wellbeing = JSON.parse(readFileSync(new URL('../../scripts/stack/wellbeing-check-in.json', import.meta.url), 'utf8')) as FormDefinition;
const definition: FormDefinition = { ...wellbeing, id: 'mood-diary', title: 'Mood diary' };

beforeAll(async () => {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  await createAccount('member');
  await signInAs('admin');
});
afterAll(async () => {
  await close();
  await closeApps();
});

describe('the FormBuilder\'s draft (administrator)', () => {
  it('creates a builder form with its draft at revision 1, and refuses a taken id', async () => {
    const created = await data.createBuilderForm(definition);
    expect(created).toMatchObject({ definition, revision: 1, updatedBy: 'admin' });
    expect((await admin().db.doc('forms/mood-diary').get()).data()).toMatchObject({ status: 'draft', source: 'builder', title: 'Mood diary', updatedBy: 'admin' });
    expect(await callError(data.createBuilderForm(definition))).toMatchObject({ code: 'already-exists', message: expect.stringContaining('mood-diary') });
  });

  it('saves the next revision, and refuses a save made on a stale revision (a second tab) with a conflict', async () => {
    const renamed = { ...definition, title: 'Daily mood diary' };
    expect(await data.saveBuilderDraft('mood-diary', renamed, 1)).toMatchObject({ revision: 2 });
    const stale = await callError(data.saveBuilderDraft('mood-diary', { ...definition, title: 'Other tab' }, 1));
    expect(stale).toMatchObject({ code: 'conflict', message: expect.stringContaining('newer version') });
    expect(await data.loadBuilderDraft('mood-diary')).toMatchObject({ revision: 2, definition: renamed, updatedBy: 'admin' });
    expect(await data.loadBuilderDraft('no-draft-here')).toBeNull();
  });

  it('starts a draft for a form that has none (baseRevision 0), and explains a draft it cannot store', async () => {
    await admin().db.doc('forms/committed').set({ title: 'Committed', status: 'published', source: 'repo', currentVersion: 1, audience: 'everyone' });
    const committed = { ...wellbeing, id: 'committed' };
    expect(await data.saveBuilderDraft('committed', committed, 0)).toMatchObject({ revision: 1 });
    expect((await admin().db.doc('forms/committed').get()).get('title')).toBe('Committed');
    expect(await callError(data.saveBuilderDraft('committed', { ...committed, id: 'renamed' }, 1))).toMatchObject({ code: 'invalid-argument' });
  });

  it('lists every form newest edit first, with a responses count', async () => {
    const forms = await data.listForms();
    expect(forms.map((f) => f.id)).toEqual(['committed', 'mood-diary']);
    expect(forms[1]).toMatchObject({ title: 'Daily mood diary', status: 'draft', source: 'builder', currentVersion: null });
    await admin().db.collection('responses').add({ formId: 'mood-diary', status: 'submitted', memberId: 'member' });
    await admin().db.collection('responses').add({ formId: 'mood-diary', status: 'draft', memberId: 'member' });
    expect(await data.countResponses('mood-diary')).toBe(1);
  });

  it('publishes the saved revision through the server, refusing an older one', async () => {
    expect(await callError(data.publishForm('mood-diary', 1))).toMatchObject({ code: 'conflict' });
    const published = await data.publishForm('mood-diary', 2);
    expect(published).toMatchObject({ version: 1, changed: true });
    expect(await data.publishForm('mood-diary', 2)).toMatchObject({ version: 1, changed: false, contentHash: published.contentHash });
    expect(await data.loadFormVersion('mood-diary', 1)).toMatchObject({ formId: 'mood-diary', version: 1, definition: { title: 'Daily mood diary', version: 1 } });
  });
});

describe('members', () => {
  it('list published forms, open their versions, and never read a builder draft', async () => {
    await signInAs('member');
    expect((await formList.listPublishedForms()).map((f) => f.id)).toEqual(['committed', 'mood-diary']);
    expect((await data.loadFormVersion('mood-diary', 1)).definition.title).toBe('Daily mood diary');
    expect((await callError(data.loadBuilderDraft('mood-diary'))).code).toBe('permission-denied');
    expect((await callError(data.saveBuilderDraft('mood-diary', definition, 2))).code).toBe('permission-denied');
    expect((await callError(data.archiveForm('mood-diary', true))).code).toBe('functions/permission-denied');
  });

  it('stop seeing a form once an administrator archives it', async () => {
    await signInAs('admin');
    await data.archiveForm('mood-diary', true);
    expect((await data.listForms()).find((f) => f.id === 'mood-diary')?.status).toBe('archived');
    await signInAs('member');
    expect((await formList.listPublishedForms()).map((f) => f.id)).toEqual(['committed']);
  });
});
