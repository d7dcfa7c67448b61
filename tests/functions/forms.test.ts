// publishForm and archiveForm through the Auth + Functions emulators, as the FormBuilder calls them.
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, type DefinitionIssue, type FormDefinition } from '@engine';
import { type PublishFormAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { checkedForm } from '../../engine/test-support/check-forms.ts';
import { admin, callError, clearCollections, client, closeApps, createAccount, freshAdminAndMember } from './support.ts';
import type { SignedIn } from './support.ts';

const wellbeing = JSON.parse(readFileSync(new URL('../../scripts/stack/wellbeing-check-in.json', import.meta.url), 'utf8')) as FormDefinition;
const committed = (id: string) => JSON.parse(readFileSync(new URL(`../../schemas/forms/${id}.json`, import.meta.url), 'utf8')) as FormDefinition;
const earlier = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));

let administrator: SignedIn;
let member: SignedIn;

/** A builder form as the data layer leaves it: forms/{id} (a new draft builder form unless it exists) and private/draft at `revision`. */
async function givenBuilderDraft(definition: FormDefinition, revision: number): Promise<void> {
  const { db } = admin();
  const form = db.doc(`forms/${definition.id}`);
  if (!(await form.get()).exists) {
    await form.set({ title: definition.title, description: '', status: 'draft', source: 'builder', updatedAt: earlier, updatedBy: 'admin' });
  }
  await db.doc(`forms/${definition.id}/private/draft`).set({ definition, revision, updatedAt: earlier, updatedBy: 'admin' });
}

const publish = (caller: SignedIn, formId: string, revision: number) => caller.call<unknown, PublishFormAnswer>('publishForm', { formId, revision });

async function versionIds(formId: string): Promise<string[]> {
  return (await admin().db.collection(`forms/${formId}/versions`).get()).docs.map((d) => d.id).sort();
}

async function auditFor(formId: string): Promise<Record<string, unknown>[]> {
  const entries = await admin().db.collection('auditLog').where('formId', '==', formId).get();
  return entries.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
});
beforeEach(async () => {
  await clearCollections(['forms', 'auditLog']);
});
afterAll(closeApps);

describe('publishForm: who and what', () => {
  it('is for administrators only', async () => {
    await givenBuilderDraft(wellbeing, 1);
    const visitor = await client(null);
    expect((await callError(publish(visitor, wellbeing.id, 1))).code).toBe('functions/unauthenticated');
    expect((await callError(publish(member, wellbeing.id, 1))).code).toBe('functions/permission-denied');
    expect(await versionIds(wellbeing.id)).toEqual([]);
  });

  it('refuses an administrator whose role was revoked, though their token (up to an hour old) still says admin', async () => {
    await givenBuilderDraft(wellbeing, 1);
    await createAccount('former', { admin: true });
    const former = await client('former@functions.test');
    expect((await former.user!.getIdTokenResult()).claims.admin).toBe(true);
    await admin().auth.setCustomUserClaims('former', {});
    expect((await callError(publish(former, wellbeing.id, 1))).code).toBe('functions/permission-denied');
    expect((await callError(former.call('archiveForm', { formId: wellbeing.id, archived: true }))).code).toBe('functions/permission-denied');
    expect(await versionIds(wellbeing.id)).toEqual([]);
  });

  it('explains a malformed request and a form without a saved draft', async () => {
    const bad = await callError(administrator.call('publishForm', { formId: 'Not An Id', revision: 1 }));
    expect(bad).toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining('lower-case') });
    const missing = await callError(publish(administrator, 'no-such-form', 1));
    expect(missing).toMatchObject({ code: 'functions/not-found', message: expect.stringContaining('no saved draft') });
  });
});

describe('publishForm: publishing a builder draft', () => {
  it('stores version 1 with its content hash, publishes the form and writes an audit entry', async () => {
    await givenBuilderDraft(wellbeing, 4);
    const answer = await publish(administrator, wellbeing.id, 4);
    expect(answer).toEqual({ formId: wellbeing.id, version: 1, changed: true, contentHash: contentHash(wellbeing), status: 'published' });

    const version = (await admin().db.doc(`forms/${wellbeing.id}/versions/1`).get()).data()!;
    expect(version).toMatchObject({ definition: { ...wellbeing, version: 1 }, contentHash: contentHash(wellbeing), source: 'builder', draftRevision: 4, publishedBy: 'admin' });
    expect(version.publishedAt).toBeInstanceOf(Timestamp);
    const form = (await admin().db.doc(`forms/${wellbeing.id}`).get()).data()!;
    expect(form).toMatchObject({
      title: wellbeing.title, description: wellbeing.description, status: 'published', source: 'builder',
      currentVersion: 1, contentHash: contentHash(wellbeing), publishedRevision: 4, updatedBy: 'admin',
    });
    expect(form.updatedAt.toMillis()).toBeGreaterThan(earlier.toMillis());
    expect(await auditFor(wellbeing.id)).toEqual([expect.objectContaining({
      action: 'form.publish', actorUid: 'admin', version: 1, changed: true, fromStatus: 'draft', toStatus: 'published',
    })]);
    // The draft itself is untouched: an open builder tab keeps saving from its revision.
    expect((await admin().db.doc(`forms/${wellbeing.id}/private/draft`).get()).get('revision')).toBe(4);
  });

  it('refuses a stale revision (someone saved a newer draft) and writes nothing', async () => {
    await givenBuilderDraft(wellbeing, 3);
    const error = await callError(publish(administrator, wellbeing.id, 2));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toMatch(/newer draft/);
    expect(error.details).toEqual({ reason: 'stale-revision', savedRevision: 3 });
    expect(await versionIds(wellbeing.id)).toEqual([]);
    expect((await admin().db.doc(`forms/${wellbeing.id}`).get()).get('status')).toBe('draft');
    expect(await auditFor(wellbeing.id)).toEqual([]);
  });

  it('refuses a definition the engine rejects, listing every issue', async () => {
    const broken: FormDefinition = {
      ...wellbeing,
      sections: [wellbeing.sections![0]!, { ...wellbeing.sections![1]!, fields: [...wellbeing.sections![1]!.fields, 'sleepHours'] }],
    };
    await givenBuilderDraft(broken, 2);
    const error = await callError(publish(administrator, wellbeing.id, 2));
    expect(error.code).toBe('functions/invalid-argument');
    const issues = (error.details as { issues: DefinitionIssue[] }).issues;
    expect(issues.some((issue) => issue.message.includes('sleepHours'))).toBe(true);
    expect(error.message).toMatch(/cannot be published yet: .*sleepHours/);
    expect(await versionIds(wellbeing.id)).toEqual([]);
  });

  it('refuses checks across questions naming a missing question or one of the wrong kind, naming the check and the question', async () => {
    const form = checkedForm();
    const broken: FormDefinition = {
      ...form,
      checks: [...form.checks!, { id: 'ghost', kind: 'before', field: 'start', other: 'leaveDate' }, { id: 'mixed', kind: 'after', field: 'end', other: 'inBed' }],
    };
    await givenBuilderDraft(broken, 1);
    const error = await callError(publish(administrator, form.id, 1));
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { issues: DefinitionIssue[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/checks/3/other', message: 'check "ghost" reads "leaveDate", which is not a question of the form', ref: { kind: 'check', id: 'ghost' } }),
        expect.objectContaining({ path: '/checks/4/other', message: 'check "mixed" compares date questions, but "Hours in bed" (inBed) is not a date question', ref: { kind: 'check', id: 'mixed' } }),
      ]),
    );
    expect(await versionIds(form.id)).toEqual([]);
  });

  it('refuses a Likert grid with no statements, or with a statement that is not a single choice, naming the grid and the question', async () => {
    const ptsd = committed('ptsd');
    const broken: FormDefinition = { ...ptsd, grids: [...ptsd.grids!, { id: 'empty', title: 'Past month', fields: [] }, { id: 'mixed', fields: ['worstEvent'] }] };
    await givenBuilderDraft(broken, 1);
    const error = await callError(publish(administrator, ptsd.id, 1));
    expect(error.code).toBe('functions/invalid-argument');
    expect((error.details as { issues: DefinitionIssue[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/grids/2/fields', message: 'grid "Past month" (empty) has no statements: add a question to it or remove the grid' }),
        expect.objectContaining({ path: '/grids/3/fields/0', message: expect.stringMatching(/\(worstEvent\) cannot be a row of grid "mixed"/), ref: { kind: 'field', id: 'worstEvent' } }),
      ]),
    );
    expect(await versionIds(ptsd.id)).toEqual([]);
  });

  it('stores no new version for unchanged content, and the next one when it changes', async () => {
    await givenBuilderDraft(wellbeing, 1);
    await publish(administrator, wellbeing.id, 1);
    await givenBuilderDraft(wellbeing, 2);
    expect(await publish(administrator, wellbeing.id, 2)).toMatchObject({ version: 1, changed: false });
    expect(await versionIds(wellbeing.id)).toEqual(['1']);
    expect(await auditFor(wellbeing.id)).toHaveLength(1);

    const reworded = { ...wellbeing, title: 'Weekly check-in' };
    await givenBuilderDraft(reworded, 3);
    expect(await publish(administrator, wellbeing.id, 3)).toMatchObject({ version: 2, changed: true, contentHash: contentHash(reworded) });
    expect(await versionIds(wellbeing.id)).toEqual(['1', '2']);
    expect((await admin().db.doc(`forms/${wellbeing.id}/versions/1`).get()).get('definition.title')).toBe(wellbeing.title);
    expect((await admin().db.doc(`forms/${wellbeing.id}`).get()).data()).toMatchObject({ currentVersion: 2, title: 'Weekly check-in', publishedRevision: 3 });
  });

  it('publishes over a committed form, which then becomes a builder form the CLI leaves alone', async () => {
    const ptsd = committed('ptsd');
    expect((await publishDefinition(admin().db, ptsd, 'functions-test')).version).toBe(1);
    const edited = { ...ptsd, description: 'Reworded in the FormBuilder.' };
    await admin().db.doc('forms/ptsd/private/draft').set({ definition: edited, revision: 1, updatedAt: earlier, updatedBy: 'admin' });
    expect(await publish(administrator, 'ptsd', 1)).toMatchObject({ version: 2, changed: true });
    expect((await admin().db.doc('forms/ptsd').get()).get('source')).toBe('builder');
    const cli = await publishDefinition(admin().db, ptsd, 'functions-test');
    expect(cli.error).toMatch(/FormBuilder/);
    expect((await admin().db.doc('forms/ptsd').get()).get('currentVersion')).toBe(2);
  });
});

describe('archiveForm', () => {
  it('archives and brings back a published form, with an audit entry each time', async () => {
    await givenBuilderDraft(wellbeing, 1);
    await publish(administrator, wellbeing.id, 1);
    expect(await administrator.call('archiveForm', { formId: wellbeing.id, archived: true })).toEqual({ formId: wellbeing.id, status: 'archived' });
    expect((await admin().db.doc(`forms/${wellbeing.id}`).get()).get('status')).toBe('archived');
    // Members can no longer submit to it.
    const refused = await callError(member.call('submitResponse', { formId: wellbeing.id, data: {} }));
    expect(refused.code).toBe('functions/failed-precondition');

    expect(await administrator.call('archiveForm', { formId: wellbeing.id, archived: false })).toEqual({ formId: wellbeing.id, status: 'published' });
    const actions = (await auditFor(wellbeing.id)).map((entry) => [entry.action, entry.fromStatus, entry.toStatus]);
    expect(actions).toEqual([['form.publish', 'draft', 'published'], ['form.archive', 'published', 'archived'], ['form.unarchive', 'archived', 'published']]);
  });

  it('brings a never-published form back as a draft, and changes nothing when asked for the status it has', async () => {
    await givenBuilderDraft(wellbeing, 1);
    await administrator.call('archiveForm', { formId: wellbeing.id, archived: true });
    expect(await administrator.call('archiveForm', { formId: wellbeing.id, archived: false })).toEqual({ formId: wellbeing.id, status: 'draft' });
    expect(await administrator.call('archiveForm', { formId: wellbeing.id, archived: false })).toEqual({ formId: wellbeing.id, status: 'draft' });
    expect(await auditFor(wellbeing.id)).toHaveLength(2);
  });

  it('is for administrators only, and names a missing form', async () => {
    await givenBuilderDraft(wellbeing, 1);
    expect((await callError(member.call('archiveForm', { formId: wellbeing.id, archived: true }))).code).toBe('functions/permission-denied');
    expect((await admin().db.doc(`forms/${wellbeing.id}`).get()).get('status')).toBe('draft');
    expect((await callError(administrator.call('archiveForm', { formId: 'no-such-form', archived: true }))).code).toBe('functions/not-found');
    expect((await callError(administrator.call('archiveForm', { formId: wellbeing.id, archived: 'yes' }))).code).toBe('functions/invalid-argument');
  });
});
