// Form versions through the emulators: publishForm stores each version's migration (from the
// builder's declared renames) and refuses an unversioned scoring change; submitResponse carries a
// draft given on version 1 to the current version 4 (rename, then removal, then changed values),
// scores it there and keeps the removed answer on the response as unplaced; a draft the app
// carried on open keeps its unplaced answers through submission.
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyEdit, declaredChanges, readMigration, type Migration, type Edit, type FormDefinition, type JsonSchemaObject } from '@engine';
import { HEALTH_NOTICE_VERSION, SCORING_VERSION_REQUIRED, draftResponseId, responseReviewPath, type PublishFormAnswer, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { startingAnswers } from '../../src/features/assessments/carry-draft.ts';
import { signInWithCode } from '../support/second-factor-sign-in.ts';
import { PASSWORD, PROJECT_ID, admin, callError, clearCollections, closeApps, freshAdminAndMember } from './support.ts';
import type { SignedIn } from './support.ts';

const FORM_ID = 'pcl-versions';
const ptsd = JSON.parse(readFileSync(new URL('../../schemas/forms/ptsd.json', import.meta.url), 'utf8')) as FormDefinition;
const earlier = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));

/** The definition after the builder's edits (a refused edit fails the test). */
function edited(definition: FormDefinition, edits: Edit[]): FormDefinition {
  return edits.reduce((def, edit) => {
    const result = applyEdit(def, edit);
    if (!result.ok) throw new Error(`edit ${edit.type} refused: ${result.refusal.message}`);
    return result.definition;
  }, definition);
}

const support = (choices: [string, string][]): JsonSchemaObject => ({
  type: 'string',
  title: 'Do you have someone to talk to about it?',
  oneOf: choices.map(([value, title]) => ({ const: value, title })),
});

// v1: the PCL-5 with a choice question; v2 renames pcl1; v3 removes the first section (and its
// question worstEvent); v4 gives the choice question new values with the same labels.
const v1 = edited({ ...ptsd, id: FORM_ID }, [
  { type: 'insertField', name: 'support', schema: support([['yes', 'Yes'], ['no', 'No'], ['notSure', 'Not sure']]), uiSchema: { 'ui:widget': 'radio' }, section: 'questions-11-20' },
]);
const renameEdits: Edit[] = [{ type: 'renameField', from: 'pcl1', to: 'intrusiveMemories' }];
const v2 = edited(v1, renameEdits);
const v3 = edited(v2, [{ type: 'removeSection', id: 'experience' }]);
const v4 = edited(v3, [{ type: 'updateField', name: 'support', schema: support([['y', 'Yes'], ['n', 'No']]) }]);

let administrator: SignedIn;
let member: SignedIn;

/** Saves the builder draft (with what its edit log declares) and publishes it. */
async function publishDraft(definition: FormDefinition, revision: number, edits: Edit[] = []): Promise<PublishFormAnswer> {
  const { db } = admin();
  const form = db.doc(`forms/${FORM_ID}`);
  if (!(await form.get()).exists) {
    await form.set({ title: definition.title, description: '', status: 'draft', source: 'builder', updatedAt: earlier, updatedBy: 'admin' });
  }
  await db.doc(`forms/${FORM_ID}/private/draft`).set({ definition, revision, declared: declaredChanges(edits), updatedAt: earlier, updatedBy: 'admin' });
  return administrator.call<unknown, PublishFormAnswer>('publishForm', { formId: FORM_ID, revision });
}

const versionDoc = async (n: number) => (await admin().db.doc(`forms/${FORM_ID}/versions/${n}`).get()).data();

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
});
beforeEach(async () => {
  await clearCollections(['forms', 'auditLog', 'responses']);
  await admin().db.doc('users/member').set({ displayName: 'Member', consent: { healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } } });
});
afterAll(closeApps);

describe('publishForm: each version stores its migration', () => {
  it('version 1 has none; version 2 holds the rename the builder recorded', async () => {
    expect(await publishDraft(v1, 1)).toMatchObject({ version: 1, changed: true });
    expect(await versionDoc(1)).not.toHaveProperty('migration');
    expect(await publishDraft(v2, 2, renameEdits)).toMatchObject({ version: 2, changed: true });
    expect((await versionDoc(2))?.migration).toEqual({
      formId: FORM_ID, from: 1, to: 2, renamed: [{ from: 'pcl1', to: 'intrusiveMemories' }], removed: [], values: [], reask: [],
    });
  });

  it('refuses a scoring change without a new scoring version, proposing one, and stores nothing', async () => {
    await publishDraft(v1, 1);
    const scale = v1.scoring!.scales!.pcl5!;
    const rules = { ...scale.rules, cutoff: { kind: 'totalAtLeast' as const, title: 'Cut-off', value: 31 } };
    const changed = edited(v1, [{ type: 'setScale', id: 'pcl5', scale: { ...scale, rules } }]);
    const error = await callError(publishDraft(changed, 2));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toMatch(/scoring changed.*"pcl5-3"/);
    expect(error.details).toMatchObject({ reason: SCORING_VERSION_REQUIRED, proposed: 'pcl5-3' });
    expect(await versionDoc(2)).toBeUndefined();
    expect((await admin().db.doc(`forms/${FORM_ID}`).get()).get('currentVersion')).toBe(1);

    const versioned = edited(changed, [{ type: 'setScoringVersion', version: 'pcl5-3' }]);
    expect(await publishDraft(versioned, 3)).toMatchObject({ version: 2, changed: true });
  });
});

describe('submitResponse: a draft on an older version', () => {
  it('is carried from version 1 to version 4, scored there, with the removed answer kept as unplaced', async () => {
    await publishDraft(v1, 1);
    // the member starts on version 1
    const answers: Record<string, unknown> = { worstEvent: 'A car crash', support: 'yes' };
    for (let item = 1; item <= 20; item += 1) answers[`pcl${item}`] = item <= 5 ? 2 : item <= 7 ? 1 : item <= 14 ? 3 : 0;
    const submissionKey = admin().db.collection('responses').doc().id;
    const draftRef = admin().db.doc(`responses/${draftResponseId('member', FORM_ID)}`);
    await draftRef.set({ formId: FORM_ID, formVersion: 1, memberId: 'member', status: 'draft', submissionKey, data: answers, createdAt: earlier, updatedAt: earlier });
    // then three versions are published
    await publishDraft(v2, 2, renameEdits);
    await publishDraft(v3, 3, [{ type: 'removeField', name: 'worstEvent' }]);
    expect(await publishDraft(v4, 4)).toMatchObject({ version: 4, changed: true });
    expect((await versionDoc(4))?.migration).toMatchObject({ from: 3, to: 4, values: [{ field: 'support', map: { yes: 'y', no: 'n', notSure: null } }] });

    const result = await member.call<unknown, SubmitResponseAnswer & { migratedFrom?: number }>('submitResponse', { formId: FORM_ID, formVersion: 1, submissionKey, data: answers });
    // B 5x2, C 2x1, D 7x3, E 6x0 = 33: the renamed item still counts
    expect(result).toMatchObject({ responseId: submissionKey, formVersion: 4, migratedFrom: 1, scoringVersion: 'pcl5-2' });
    expect(result.scores.pcl5).toMatchObject({ total: 33, complete: true, subscales: { B: { total: 10 } } });

    const stored = (await admin().db.doc(`responses/${submissionKey}`).get()).data()!;
    expect(stored).toMatchObject({ formVersion: 4, migratedFrom: 1, status: 'submitted' });
    expect(stored.data).toMatchObject({ intrusiveMemories: 2, support: 'y' });
    expect(stored.data).not.toHaveProperty('pcl1');
    expect(stored.data).not.toHaveProperty('worstEvent');
    expect(stored.unplaced).toEqual([{ field: 'worstEvent', value: 'A car crash', version: 2, reason: 'removed' }]);
    expect((await admin().db.doc(responseReviewPath(submissionKey)).get()).get('formVersion')).toBe(4);
    expect((await draftRef.get()).exists).toBe(false);

    // a retry answers the same, still saying where the answers came from
    expect(await member.call('submitResponse', { formId: FORM_ID, formVersion: 1, submissionKey, data: answers })).toEqual(result);
  });

  it('carried by the app on open (answers kept aside on the draft), then submitted after one more version: both carryings kept', async () => {
    await publishDraft(v1, 1);
    const answers: Record<string, unknown> = { worstEvent: 'A car crash', support: 'notSure' };
    for (let item = 1; item <= 20; item += 1) answers[`pcl${item}`] = item <= 5 ? 2 : item <= 7 ? 1 : item <= 14 ? 3 : 0;
    const submissionKey = admin().db.collection('responses').doc().id;
    const draftRef = admin().db.doc(`responses/${draftResponseId('member', FORM_ID)}`);
    await draftRef.set({ formId: FORM_ID, formVersion: 1, memberId: 'member', status: 'draft', submissionKey, data: answers, createdAt: earlier, updatedAt: earlier });
    await publishDraft(v2, 2, renameEdits);
    await publishDraft(v3, 3, [{ type: 'removeField', name: 'worstEvent' }]);

    // the member opens the form: the app carries the draft to version 3 with the stored migrations
    const chain: Migration[] = [];
    for (const n of [2, 3]) {
      const read = readMigration((await versionDoc(n))?.migration);
      if (!read.ok) throw new Error(`version ${n} has no readable migration`);
      chain.push(read.migration);
    }
    const opened = startingAnswers({ version: 1, data: answers }, null, chain, { ...v3, version: 3 });
    expect(opened.data).toMatchObject({ intrusiveMemories: 2, support: 'notSure' });
    expect(opened.carried).toEqual({ migratedFrom: 1, unplaced: [{ field: 'worstEvent', value: 'A car crash', version: 2, reason: 'removed' }] });
    await draftRef.update({ formVersion: 3, data: opened.data, ...opened.carried, updatedAt: Timestamp.now() });

    // version 4 drops "Not sure" before the member submits from version 3
    await publishDraft(v4, 4);
    const result = await member.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: FORM_ID, formVersion: 3, submissionKey, data: opened.data });
    expect(result).toMatchObject({ formVersion: 4, migratedFrom: 1 });
    expect(result.scores.pcl5).toMatchObject({ total: 33, complete: true });

    const stored = (await admin().db.doc(`responses/${submissionKey}`).get()).data()!;
    expect(stored).toMatchObject({ formVersion: 4, migratedFrom: 1 });
    expect(stored.data).toMatchObject({ intrusiveMemories: 2 });
    expect(stored.data).not.toHaveProperty('support');
    expect(stored.unplaced).toEqual([
      { field: 'worstEvent', value: 'A car crash', version: 2, reason: 'removed' },
      { field: 'support', value: 'notSure', version: 3, reason: 'choice-removed' },
    ]);
    expect((await draftRef.get()).exists).toBe(false);
  });

  it('refuses a version newer than the current one', async () => {
    await publishDraft(v1, 1);
    const error = await callError(member.call('submitResponse', { formId: FORM_ID, formVersion: 2, data: {} }));
    expect(error.code).toBe('functions/not-found');
  });
});

describe('forms publish (CLI): the committed file as the next version', () => {
  const committed = { ...ptsd, id: 'pcl-cli' };
  const renamed = edited(committed, renameEdits);
  const migrationOf = async (n: number) => (await admin().db.doc(`forms/pcl-cli/versions/${n}`).get()).get('migration');

  it('refuses a question that looks renamed until the author declares it, then stores the rename', async () => {
    expect(await publishDefinition(admin().db, { ...committed, version: 3 }, 'cli-test')).toMatchObject({ version: 1, changed: true });
    const refused = await publishDefinition(admin().db, renamed, 'cli-test');
    expect(refused).toMatchObject({ version: null, changed: false });
    expect(refused.error).toContain('--rename pcl1=intrusiveMemories');
    expect(await migrationOf(2)).toBeUndefined();

    const declared = await publishDefinition(admin().db, renamed, 'cli-test', { renames: [{ from: 'pcl1', to: 'intrusiveMemories' }] });
    expect(declared).toMatchObject({ version: 2, changed: true });
    expect(await migrationOf(2)).toEqual({ formId: 'pcl-cli', from: 1, to: 2, renamed: [{ from: 'pcl1', to: 'intrusiveMemories' }], removed: [], values: [], reask: [] });
  });

  it('--no-rename publishes them as different questions (the old answers are then kept aside)', async () => {
    await publishDefinition(admin().db, committed, 'cli-test');
    // a different scored item is a scoring change: refused until the scoring version changes too
    expect((await publishDefinition(admin().db, renamed, 'cli-test', { noRename: true })).error).toMatch(/scoring changed/);
    const versioned = edited(renamed, [{ type: 'setScoringVersion', version: 'pcl5-3' }]);
    expect(await publishDefinition(admin().db, versioned, 'cli-test', { noRename: true })).toMatchObject({ version: 2, changed: true });
    expect(await migrationOf(2)).toMatchObject({ from: 1, to: 2, renamed: [], removed: ['pcl1'] });
  });

  it('refuses a scoring change without a new scoring version', async () => {
    await publishDefinition(admin().db, committed, 'cli-test');
    const scale = committed.scoring!.scales!.pcl5!;
    const rules = { ...scale.rules, cutoff: { kind: 'totalAtLeast' as const, title: 'Cut-off', value: 31 } };
    const outcome = await publishDefinition(admin().db, edited(committed, [{ type: 'setScale', id: 'pcl5', scale: { ...scale, rules } }]), 'cli-test');
    expect(outcome.error).toMatch(/scoring changed.*"pcl5-3"/);
    expect((await admin().db.doc('forms/pcl-cli').get()).get('currentVersion')).toBe(1);
  });
});

describe('firestore.rules: the builder draft may hold its declared renames and removals', () => {
  it('accepts declared {renamed, removed} and refuses anything else under it', async () => {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `rules-${Date.now()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithCode(auth, 'admin@functions.test', PASSWORD);
    const db = getFirestore(app);
    const [host = '127.0.0.1', port = '8080'] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    connectFirestoreEmulator(db, host, Number(port));
    const draft = (declared: unknown) => ({ definition: v2, revision: 1, declared, updatedAt: serverTimestamp(), updatedBy: 'admin' });
    try {
      await setDoc(doc(db, `forms/${FORM_ID}/private/draft`), draft(declaredChanges(renameEdits)));
      expect((await admin().db.doc(`forms/${FORM_ID}/private/draft`).get()).get('declared')).toEqual({ renamed: [{ from: 'pcl1', to: 'intrusiveMemories' }], removed: [] });
      await admin().db.doc(`forms/${FORM_ID}/private/draft`).delete();
      await expect(setDoc(doc(db, `forms/${FORM_ID}/private/draft`), draft({ renamed: [], reask: ['x'] }))).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(setDoc(doc(db, `forms/${FORM_ID}/private/draft`), draft('pcl1'))).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await auth.signOut();
    }
  });
});
