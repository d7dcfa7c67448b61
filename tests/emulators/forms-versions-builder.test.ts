// The FormBuilder's side of form versions against the emulators, through the web app's forms
// repository (src/data/forms.ts): client SDK, rules enforced, the real publishForm callable.
// The publish dialog's open-draft query passes the rules for administrators only; the renames the
// builder records are saved with the draft and become the new version's migration; the version
// history (every version with its migration) reads back.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit, type FormDefinition } from '@engine';
import { admin, callError, closeApps, createAccount, resetEmulators, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const data = await import('../../src/data/forms');

const FORM = 'versions-builder-form';
const wellbeing = JSON.parse(readFileSync(new URL('../../scripts/stack/wellbeing-check-in.json', import.meta.url), 'utf8')) as FormDefinition;
const v1: FormDefinition = { ...wellbeing, id: FORM, version: 1 };

/** v1 with wb1 renamed to `to` by the builder's own edit (sections, scales, flags and conditions follow). */
function renamed(to: string): FormDefinition {
  const result = applyEdit(v1, { type: 'renameField', from: 'wb1', to });
  if (!result.ok) throw new Error(result.refusal.message);
  return result.definition;
}

beforeAll(async () => {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  await createAccount('member');
  const { db } = admin();
  const now = new Date();
  await db.doc(`forms/${FORM}`).set({ title: v1.title, slug: FORM, description: '', status: 'published', source: 'builder', currentVersion: 1, updatedAt: now, updatedBy: 'admin' });
  await db.doc(`forms/${FORM}/versions/1`).set({ definition: v1, contentHash: 'v1', source: 'builder', publishedAt: now, publishedBy: 'admin' });
  const draft = (memberId: string, answers: Record<string, unknown>) => ({
    formId: FORM, formVersion: 1, memberId, status: 'draft', submissionKey: 'abcdefghij0123456789', data: answers, createdAt: now, updatedAt: now,
  });
  await db.doc(`responses/member_${FORM}`).set(draft('member', { wb1: 2, anythingElse: 'private words' }));
  await db.doc(`responses/other_${FORM}`).set(draft('other', { wb2: 1 }));
  // a submitted response is not an open draft
  await db.doc(`responses/submitted-${FORM}`).set({ ...draft('member', { wb1: 1 }), status: 'submitted' });
});
afterAll(async () => {
  await close();
  await closeApps();
});

describe('the publish dialog\'s reads', () => {
  it('an administrator reads the open drafts of a form (answers and version, to count them)', async () => {
    await signInAs('admin');
    const drafts = await data.listOpenDrafts(FORM);
    expect(drafts).toHaveLength(2);
    expect(drafts.every((d) => d.version === 1)).toBe(true);
  });

  it('a member cannot run that query (other members\' drafts)', async () => {
    await signInAs('member');
    expect((await callError(data.listOpenDrafts(FORM))).code).toBe('permission-denied');
  });
});

describe('renames recorded by the builder', () => {
  it('are saved with the draft, read back, and become the next version\'s migration', async () => {
    await signInAs('admin');
    const declared = { renamed: [{ from: 'wb1', to: 'calm' }], removed: [] };
    expect(await data.saveBuilderDraft(FORM, renamed('calm'), 0, declared)).toMatchObject({ revision: 1, declared });
    expect((await data.loadBuilderDraft(FORM))?.declared).toEqual(declared);

    expect(await data.publishForm(FORM, 1)).toMatchObject({ version: 2, changed: true });
    const history = await data.listFormVersions(FORM);
    expect(history.map((v) => v.version)).toEqual([1, 2]);
    expect(history[1]!.migration).toMatchObject({ from: 1, to: 2, renamed: [{ from: 'wb1', to: 'calm' }], removed: [] });
    expect(history[0]!.migration).toBeNull();
    // a callable's first call on a loaded machine can take long (the functions emulator starts its worker)
  }, 120_000);
});
