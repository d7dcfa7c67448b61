// The resources repositories (src/data/resources.ts, src/data/resource-admin.ts) against the
// emulators, as /resources, /resources/:id and /admin/resources use them: client SDK, the rules
// enforced. Accounts and resources are this file's own (unique per run); nothing else is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const pub = await import('../../src/data/resources');
const adm = await import('../../src/data/resource-admin');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `r1admin${run}`;
const memberUid = `r1member${run}`;
const paidUid = `r1paid${run}`;
const locked = `r1-locked-${run}`;
const open = `r1-open-${run}`;
const draft = `r1-draft-${run}`;
const DAY = 86_400_000;

const fields = (title: string, over: Partial<Parameters<typeof adm.saveResource>[0]['fields']> = {}) => ({
  title, summary: `About ${title}`, kind: 'article' as const, topic: 'Sleep', audience: 'public' as const, published: true, ...over,
});

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  await createAccount(paidUid);
  await admin().db.doc(`users/${paidUid}`).set({
    displayName: 'Paid member', email: `${paidUid}@functions.test`,
    membership: { status: 'active', plan: 'monthly', renewsAt: Timestamp.fromMillis(Date.now() + 30 * DAY), cancelAtPeriodEnd: false, subscriptionId: 'sub_r1', productId: 'membership-monthly', eventCreated: 1 },
  });
  await signInAs(adminUid);
  await adm.saveResource({ id: locked, isNew: true, fields: fields('Members worksheet', { kind: 'worksheet', audience: 'members' }), body: { markdown: '## Members only', url: null } });
  await adm.saveResource({ id: open, isNew: true, fields: fields('Public link', { kind: 'link' }), body: { markdown: '', url: 'https://www.nhs.uk/sleep' } });
  await adm.saveResource({ id: draft, isNew: true, fields: fields('Draft', { published: false }), body: { markdown: 'Not yet', url: null } });
});
afterAll(async () => {
  const db = admin().db;
  for (const id of [locked, open, draft]) await Promise.all([db.doc(`resources/${id}/content/body`).delete(), db.doc(`resources/${id}`).delete()]);
  await close();
  await closeApps();
});

describe('resources for administrators', () => {
  it('saves the card and the body together, stamped, and reads them back for editing', async () => {
    const stored = (await admin().db.doc(`resources/${locked}`).get()).data()!;
    expect(stored).toMatchObject({ title: 'Members worksheet', kind: 'worksheet', audience: 'members', published: true, updatedBy: adminUid });
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    await signInAs(adminUid);
    const editable = await adm.loadEditableResource(locked);
    expect(editable?.body).toEqual({ markdown: '## Members only', url: null });
    expect((await adm.listAllResources()).map((r) => r.id)).toEqual(expect.arrayContaining([locked, open, draft]));
    await adm.saveResource({ id: draft, isNew: false, fields: fields('Draft, renamed', { published: false }), body: { markdown: 'Soon', url: null } });
    const renamed = await adm.loadEditableResource(draft);
    expect(renamed?.resource.title).toBe('Draft, renamed');
    expect(renamed?.resource.createdAt).toBeInstanceOf(Date);
    expect(renamed?.body.markdown).toBe('Soon');
  });

  it('refuses a member’s save and an http address', async () => {
    await signInAs(memberUid);
    await expect(adm.saveResource({ id: `r1-x-${run}`, isNew: true, fields: fields('Mine'), body: { markdown: 'x', url: null } })).rejects.toMatchObject({ code: 'permission-denied' });
    await signInAs(adminUid);
    await expect(adm.saveResource({ id: `r1-y-${run}`, isNew: true, fields: fields('Insecure', { kind: 'link' }), body: { markdown: '', url: 'http://example.org' } })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin().db.doc(`resources/r1-y-${run}`).get()).exists).toBe(false);
  });
});

describe('resources for readers', () => {
  it('lists published resources of both audiences to visitors, never drafts', async () => {
    await signInAs(null);
    const ids = (await pub.listResources()).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([locked, open]));
    expect(ids).not.toContain(draft);
  });

  it('opens a public resource to a visitor and locks a members-only one; a draft is not found', async () => {
    await signInAs(null);
    expect(await pub.loadResource(open)).toMatchObject({ locked: false, body: { url: 'https://www.nhs.uk/sleep' } });
    expect(await pub.loadResource(locked)).toMatchObject({ locked: true, body: null, resource: { title: 'Members worksheet' } });
    expect(await pub.loadResource(draft)).toBeNull();
    expect(await pub.loadResource(`r1-none-${run}`)).toBeNull();
  });

  it('locks a members-only resource for a member without a membership, opens it with one and for an administrator', async () => {
    await signInAs(memberUid);
    expect(await pub.loadResource(locked)).toMatchObject({ locked: true });
    await signInAs(paidUid);
    expect(await pub.loadResource(locked)).toMatchObject({ locked: false, body: { markdown: '## Members only' } });
    await signInAs(adminUid);
    expect(await pub.loadResource(locked)).toMatchObject({ locked: false });
  });

  it('unpublishing hides it (not found), deleting removes card and body', async () => {
    await signInAs(adminUid);
    await adm.setResourcePublished(open, false);
    await signInAs(null);
    expect(await pub.loadResource(open)).toBeNull();
    await signInAs(adminUid);
    await adm.deleteResource(open);
    expect((await admin().db.doc(`resources/${open}`).get()).exists).toBe(false);
    expect((await admin().db.doc(`resources/${open}/content/body`).get()).exists).toBe(false);
  });
});
