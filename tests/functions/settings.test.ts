// The saveSettings callable through the Auth + Functions + Firestore emulators: who may save,
// what is refused (in words, nothing written), the audit period's floor, the audit entry of every
// change; and the retention core refusing a sub-floor audit period that bypassed the callable.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_FLOOR_DAYS, COLLECTIONS, DAY_MS, DEFAULT_PRIVATE_SETTINGS, DEFAULT_SITE_SETTINGS, SETTINGS_AUDIT_ACTION, privateSettingsPath, siteSettingsPath, type AdminSettings } from '@model';
import { runRetention } from '../../functions/src/retention/core.ts';
import { admin, callError, client, closeApps, freshAdminAndMember, type SignedIn } from './support.ts';

type Answer = { settings: AdminSettings; changed: string[] };

const current: AdminSettings = {
  ...DEFAULT_SITE_SETTINGS,
  ...DEFAULT_PRIVATE_SETTINGS,
  practiceName: 'Calm Rooms',
  ownerName: 'Sam Patel',
  contactEmail: 'hello@calm.example',
};

let administrator: SignedIn;
let member: SignedIn;

const db = () => admin().db;
const stored = async (path: string) => (await db().doc(path).get()).data();
const settingsAudit = async () =>
  (await db().collection(COLLECTIONS.auditLog).where('action', '==', SETTINGS_AUDIT_ACTION).get()).docs.map((d) => d.data());
const save = (as: SignedIn, settings: unknown) => as.call<unknown, Answer>('saveSettings', settings);

beforeEach(async () => {
  ({ administrator, member } = await freshAdminAndMember());
  await db().doc(siteSettingsPath()).set({ ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', ownerName: 'Sam Patel', contactEmail: 'hello@calm.example' });
  await db().doc(privateSettingsPath()).set({ ...DEFAULT_PRIVATE_SETTINGS });
}, 120_000);
afterAll(closeApps);

describe('saveSettings', () => {
  it('refuses a visitor, a member and a demoted administrator whose token still says admin; nothing changes', async () => {
    const before = await stored(siteSettingsPath());
    expect((await callError(save(await client(null), { ...current, practiceName: 'Taken' }))).code).toBe('functions/unauthenticated');
    expect((await callError(save(member, { ...current, practiceName: 'Taken' }))).code).toBe('functions/permission-denied');
    await admin().auth.setCustomUserClaims('admin', {}); // demoted; the signed-in token is older
    expect((await administrator.user!.getIdTokenResult()).claims.admin).toBe(true);
    const demoted = await callError(save(administrator, { ...current, auditRetentionDays: 1, legalReason: 'x' }));
    expect(demoted.code).toBe('functions/permission-denied');
    expect(await stored(siteSettingsPath())).toEqual(before);
    expect(await settingsAudit()).toEqual([]);
  });

  it('refuses invalid values in words, field by field, and writes nothing', async () => {
    const before = [await stored(siteSettingsPath()), await stored(privateSettingsPath())];
    const error = await callError(save(administrator, { ...current, practiceName: ' ', contactEmail: 'hello at calm', draftRetentionDays: 0 }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('3 settings need fixing; nothing was saved.');
    expect(error.details).toEqual({
      problems: {
        practiceName: 'Enter the practice name.',
        contactEmail: 'Enter an email address, like hello@example.org.',
        draftRetentionDays: 'Enter a whole number of days from 1 to 3650.',
      },
    });
    const mistyped = await callError(save(administrator, { ...current, auditRetentionDays: '2190' }));
    expect(mistyped.details).toEqual({ problems: { auditRetentionDays: 'Enter a whole number of days from 1 to 3650.' } });
    const extra = await callError(save(administrator, { ...current, isAdmin: true }));
    expect(extra.message).toBe('These are not settings: isAdmin.');
    const { practiceName: _name, ...missing } = current;
    expect((await callError(save(administrator, missing))).details).toEqual({ problems: { practiceName: 'Enter text here (it may be empty).' } });
    expect([await stored(siteSettingsPath()), await stored(privateSettingsPath())]).toEqual(before);
    expect(await settingsAudit()).toEqual([]);
  });

  it(`keeps audit entries at least ${AUDIT_RETENTION_FLOOR_DAYS} days unless a legal reason is recorded, and audits the reason`, async () => {
    const short = await callError(save(administrator, { ...current, auditRetentionDays: 1 }));
    expect(short.code).toBe('functions/invalid-argument');
    expect(short.details).toEqual({ problems: { legalReason: expect.stringContaining('Give the legal reason for keeping logs for less than 6 years') } });
    expect(await callError(save(administrator, { ...current, auditRetentionDays: 365, legalReason: '   ' }))).toMatchObject({ code: 'functions/invalid-argument' });
    expect((await stored(siteSettingsPath()))?.auditRetentionDays).toBe(AUDIT_RETENTION_FLOOR_DAYS);

    const reason = 'Contract with the NHS trust: activity logs destroyed after one year.';
    const answer = await save(administrator, { ...current, auditRetentionDays: 365, legalReason: reason });
    expect(answer.changed).toEqual(['auditRetentionDays', 'legalReason']);
    expect((await stored(siteSettingsPath()))?.auditRetentionDays).toBe(365);
    expect(await stored(privateSettingsPath())).toEqual({ ...DEFAULT_PRIVATE_SETTINGS, legalReason: reason });
    expect(await settingsAudit()).toEqual([
      expect.objectContaining({
        actorUid: 'admin',
        via: 'saveSettings',
        fields: ['auditRetentionDays', 'legalReason'],
        values: { auditRetentionDays: { from: AUDIT_RETENTION_FLOOR_DAYS, to: 365 }, legalReason: { from: '', to: reason } },
      }),
    ]);
  });

  it('keeps the administrators\' idle timeout in settings/private: 5 to 60 whole minutes, audited old -> new', async () => {
    const short = await callError(save(administrator, { ...current, idleTimeoutMinutes: 4 }));
    expect(short).toMatchObject({ code: 'functions/invalid-argument', details: { problems: { idleTimeoutMinutes: 'Enter a whole number of minutes from 5 to 60.' } } });
    expect((await stored(privateSettingsPath()))?.idleTimeoutMinutes).toBe(15); // unchanged

    const answer = await save(administrator, { ...current, idleTimeoutMinutes: 30 });
    expect(answer.changed).toEqual(['idleTimeoutMinutes']);
    expect((await stored(privateSettingsPath()))?.idleTimeoutMinutes).toBe(30);
    expect((await stored(siteSettingsPath()))?.idleTimeoutMinutes).toBeUndefined(); // never on the public document
    expect(await settingsAudit()).toEqual([expect.objectContaining({ fields: ['idleTimeoutMinutes'], values: { idleTimeoutMinutes: { from: 15, to: 30 } } })]);
  });

  it('audits every change: who, which fields, old -> new for values that are not personal (personal ones named only)', async () => {
    await save(administrator, { ...current, practiceName: 'Willow Rooms', ownerName: 'Alex Morgan', phone: '0113 496 0000', draftRetentionDays: 90 });
    await save(administrator, { ...current, practiceName: 'Willow Rooms', ownerName: 'Alex Morgan', phone: '0113 496 0000', draftRetentionDays: 90 }); // no change
    await save(administrator, current);
    const entries = await settingsAudit();
    expect(entries).toHaveLength(2);
    const [first, second] = [...entries].sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(first).toMatchObject({
      actorUid: 'admin',
      fields: ['practiceName', 'ownerName', 'phone', 'draftRetentionDays'],
      values: { practiceName: { from: 'Calm Rooms', to: 'Willow Rooms' }, draftRetentionDays: { from: 180, to: 90 } },
    });
    expect(JSON.stringify(first)).not.toContain('Alex Morgan');
    expect(JSON.stringify(first)).not.toContain('0113');
    expect(second).toMatchObject({ fields: ['practiceName', 'ownerName', 'phone', 'draftRetentionDays'] });
    expect(await stored(siteSettingsPath())).toEqual({ ...DEFAULT_SITE_SETTINGS, practiceName: 'Calm Rooms', ownerName: 'Sam Patel', contactEmail: 'hello@calm.example' });
  });
});

describe('retention with an audit period under the floor', () => {
  it('deletes no audit entry when no legal reason is recorded, says why, and still deletes expired drafts', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // written around the callable (as an old client write or a console edit could have)
    await db().doc(siteSettingsPath()).set({ practiceName: 'Calm Rooms', draftRetentionDays: 30, auditRetentionDays: 1 });
    await db().doc(privateSettingsPath()).delete();
    await db().collection(COLLECTIONS.auditLog).doc('audit-old').set({ action: 'form.publish', actorUid: 'admin', at: ago(400) });
    await db().collection(COLLECTIONS.responses).doc('old_phq9').set({ formId: 'phq9', formVersion: 1, memberId: 'old', status: 'draft', data: {}, createdAt: ago(40), updatedAt: ago(40) });

    const report = await runRetention(db(), { dryRun: false, trigger: 'schedule', now });
    expect(report.auditRefusal).toMatch(/kept at least 2190 days .* unless a legal reason .* 1 days has none/);
    expect(report.auditEntries).toBe(0);
    expect(report.drafts).toBe(1);
    expect((await db().collection(COLLECTIONS.auditLog).doc('audit-old').get()).exists).toBe(true);
    const recorded = (await db().collection(COLLECTIONS.auditLog).where('action', '==', 'retention.applied').get()).docs.map((d) => d.data());
    expect(recorded).toEqual([expect.objectContaining({ auditEntries: 0, auditRefusal: report.auditRefusal })]);

    // with a legal reason recorded, the shorter period is applied
    await db().doc(privateSettingsPath()).set({ legalReason: 'Court order 2026/123.' });
    const applied = await runRetention(db(), { dryRun: false, trigger: 'schedule', now });
    expect(applied.auditRefusal).toBeNull();
    expect((await db().collection(COLLECTIONS.auditLog).doc('audit-old').get()).exists).toBe(false);
  });
});
