// The demo builder form as `npm run dev` seeds it: published as publishForm leaves it, so members
// can fill it and administrators can open and publish it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash, type FormDefinition } from '@engine';
import { responseReviewPath, type PublishFormAnswer } from '@model';
import { seedDemoData } from '../../scripts/stack/seedDemo.mjs';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demoData.mjs';
import { admin, client, closeApps, PROJECT_ID, resetEmulators } from '../functions/support.ts';

const [demoAdmin, demoMember] = [DEMO_ACCOUNTS.find((a) => a.admin)!, DEMO_ACCOUNTS.find((a) => !a.admin && a.onboarded)!];

beforeAll(async () => {
  await resetEmulators();
  await seedDemoData({ projectId: PROJECT_ID });
});
afterAll(closeApps);

describe('seeded builder form wellbeing-check-in', () => {
  it('is published from the builder at version 1, with its draft at revision 1', async () => {
    const { db } = admin();
    const form = (await db.doc('forms/wellbeing-check-in').get()).data()!;
    const version = (await db.doc('forms/wellbeing-check-in/versions/1').get()).data()!;
    const draft = (await db.doc('forms/wellbeing-check-in/private/draft').get()).data()!;
    expect(form).toMatchObject({ status: 'published', source: 'builder', currentVersion: 1, publishedRevision: 1, updatedBy: demoAdmin.uid });
    expect(version.contentHash).toBe(contentHash(version.definition as FormDefinition));
    expect(form.contentHash).toBe(version.contentHash);
    expect(draft).toMatchObject({ revision: 1, updatedBy: demoAdmin.uid });
  });

  it('is filled, scored and flagged for a member like any published form', async () => {
    const member = await client(demoMember.email, demoMember.password);
    const answers = { wb1: 4, wb2: 3, wb3: 3, wb4: 2, wb5: 2, wantsContact: 'yes', contactReason: 'My sleep', unsafe: 'yes' };
    const result = await member.call<unknown, { responseId: string; scores: Record<string, { total: number; band: string }>; flags: { id: string; severity: string }[] }>(
      'submitResponse', { formId: 'wellbeing-check-in', data: answers },
    );
    expect(result.scores.wellbeing).toMatchObject({ total: 14, band: 'struggling' });
    // the member sees the flag written for them; the urgent one is for the reviewer only
    expect(result.flags.map((f) => f.id)).toEqual(['support-signpost']);
    const review = (await admin().db.doc(responseReviewPath(result.responseId)).get()).data();
    expect(review?.flags).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'self-harm-thoughts', severity: 'urgent', acknowledged: null })]));
    expect(review).toMatchObject({ topSeverity: 'urgent', memberId: demoMember.uid });
  });

  it('is published again by the demo administrator without a new version, and seeding keeps their edits', async () => {
    const administrator = await client(demoAdmin.email, demoAdmin.password);
    expect(await administrator.call<unknown, PublishFormAnswer>('publishForm', { formId: 'wellbeing-check-in', revision: 1 })).toMatchObject({ version: 1, changed: false });
    await admin().db.doc('forms/wellbeing-check-in/private/draft').update({ revision: 2, 'definition.title': 'Edited while developing' });
    await seedDemoData({ projectId: PROJECT_ID });
    expect((await admin().db.doc('forms/wellbeing-check-in/private/draft').get()).data()).toMatchObject({ revision: 2, definition: { title: 'Edited while developing' } });
  });
});
