// `npm run forms -- publish` against a real Firestore emulator (FIRESTORE_EMULATOR_HOST, project demo-test).
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, type FormDefinition } from '@engine';
import { openFirestore, publishDefinition } from '../../scripts/forms/publish.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT || 'demo-test';
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST must point at a running Firestore emulator (npm run test:emulators sets it)');

let db: Firestore;
let close: () => Promise<void>;

async function committed(id: string): Promise<FormDefinition> {
  return JSON.parse(await readFile(path.join(root, 'schemas/forms', `${id}.json`), 'utf8')) as FormDefinition;
}

function publishCli(...args: string[]) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/forms.ts', 'publish', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: host, GCLOUD_PROJECT: projectId, METADATA_SERVER_DETECTION: 'none' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function versionIds(formId: string): Promise<string[]> {
  const snapshot = await db.collection('forms').doc(formId).collection('versions').get();
  return snapshot.docs.map((d) => d.id).sort();
}

beforeAll(() => {
  ({ db, close } = openFirestore({ mode: 'emulator', host: host!, projectId }));
});
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  expect(response.ok).toBe(true);
});

describe('forms publish (Firestore emulator)', () => {
  it('publishes every committed definition as forms/{id} and an immutable versions/1', async () => {
    const { code, stdout, stderr } = publishCli();
    expect(code, stderr).toBe(0);
    const output = JSON.parse(stdout);
    expect(output.target).toEqual({ mode: 'emulator', host, projectId });
    expect(output.published.map((p: { id: string; version: number; changed: boolean }) => [p.id, p.version, p.changed])).toEqual([
      ['indian-head', 1, true], ['initial-assessment', 1, true], ['ptsd', 1, true],
    ]);

    const ptsd = await committed('ptsd');
    const form = (await db.doc('forms/ptsd').get()).data()!;
    expect(form).toMatchObject({
      title: ptsd.title, slug: 'ptsd', description: ptsd.description, status: 'published',
      currentVersion: 1, contentHash: contentHash(ptsd), source: 'repo', updatedBy: 'cli',
    });
    expect(form.updatedAt.toDate()).toBeInstanceOf(Date);
    const version = (await db.doc('forms/ptsd/versions/1').get()).data()!;
    expect(version.definition).toEqual(ptsd);
    expect(version).toMatchObject({ contentHash: contentHash(ptsd), publishedBy: 'cli' });
    expect(contentHash(version.definition as FormDefinition)).toBe(version.contentHash);
  });

  it('is idempotent: publishing unchanged definitions creates no version', async () => {
    expect(publishCli().code).toBe(0);
    const again = publishCli();
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).published.every((p: { changed: boolean; version: number }) => !p.changed && p.version === 1)).toBe(true);
    expect(await versionIds('initial-assessment')).toEqual(['1']);
  });

  it('publishes only the named form', async () => {
    const { code, stdout } = publishCli('ptsd');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).published.map((p: { id: string }) => p.id)).toEqual(['ptsd']);
    expect((await db.doc('forms/indian-head').get()).exists).toBe(false);
  });

  it('creates version 2 when the content changes and leaves version 1 as it was', async () => {
    const ptsd = await committed('ptsd');
    await publishDefinition(db, ptsd);
    const edited = { ...ptsd, title: 'PCL-5 (reworded)' };
    const outcome = await publishDefinition(db, edited);
    expect(outcome).toMatchObject({ id: 'ptsd', version: 2, changed: true, contentHash: contentHash(edited) });
    expect((await db.doc('forms/ptsd/versions/1').get()).data()!.definition).toEqual(ptsd);
    expect((await db.doc('forms/ptsd/versions/2').get()).data()!.definition).toEqual({ ...edited, version: 2 });
    expect((await db.doc('forms/ptsd').get()).data()).toMatchObject({ currentVersion: 2, title: 'PCL-5 (reworded)' });
  });

  it('two publishers racing with the same change create one version', async () => {
    const ptsd = await committed('ptsd');
    const outcomes = await Promise.all([publishDefinition(db, ptsd), publishDefinition(db, ptsd)]);
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    expect(await versionIds('ptsd')).toEqual(['1']);
  });

  it('refuses to overwrite a form made in the FormBuilder', async () => {
    await db.doc('forms/ptsd').set({ title: 'Builder form', source: 'builder', currentVersion: 1, contentHash: 'x' });
    const { code, stderr } = publishCli('ptsd');
    expect(code).toBe(1);
    expect(stderr).toMatch(/ptsd: refused: a form with this id was made in the FormBuilder/);
    expect((await db.doc('forms/ptsd').get()).data()!.title).toBe('Builder form');
  });
});
