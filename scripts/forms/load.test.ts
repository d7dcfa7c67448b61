import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAll, checkFiles, loadForms, REPO_ROOT } from './load.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'forms-check-'));
  await cp(path.join(REPO_ROOT, 'schemas'), path.join(root, 'schemas'), { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('checkAll', () => {
  it('passes the committed schemas folder', async () => {
    const result = await checkAll(REPO_ROOT);
    expect(result.files.filter((f) => !f.ok)).toEqual([]);
    expect(result.files.map((f) => f.file)).toEqual(expect.arrayContaining(['schemas/forms/ptsd.json', 'schemas/meta/form-definition.schema.json']));
  });

  it('refuses a committed form that could not be published (an empty section), though it is structurally fine', async () => {
    const file = path.join(root, 'schemas/forms/ptsd.json');
    const def = JSON.parse(await readFile(file, 'utf8'));
    def.sections.push({ id: 'later', title: 'Later', fields: [] });
    await writeFile(file, JSON.stringify(def));
    const result = await checkAll(root);
    expect(result.ok).toBe(false);
    const broken = result.files.find((f) => f.file === 'schemas/forms/ptsd.json')!;
    expect(broken.issues.map((i) => i.path)).toContain(`/sections/${def.sections.length - 1}/fields`);
  });

  it('names the file, path and reason of a broken definition', async () => {
    const file = path.join(root, 'schemas/forms/ptsd.json');
    const def = JSON.parse(await readFile(file, 'utf8'));
    def.sections[1].fields.push('pcl21');
    await writeFile(file, JSON.stringify(def));
    const result = await checkAll(root);
    expect(result.ok).toBe(false);
    const broken = result.files.find((f) => f.file === 'schemas/forms/ptsd.json')!;
    expect(broken.issues).toContainEqual(
      expect.objectContaining({
        source: 'schemas/forms/ptsd.json',
        path: '/sections/1/fields/10',
        message: 'section "questions-1-10" lists "pcl21", which is not a field of the schema',
      }),
    );
  });

  it('reports invalid JSON, an id that does not match the file name, and a broken meta-schema', async () => {
    await writeFile(path.join(root, 'schemas/forms/broken.json'), '{ "id": ');
    const ptsd = await readFile(path.join(root, 'schemas/forms/ptsd.json'), 'utf8');
    await writeFile(path.join(root, 'schemas/forms/ptsd-copy.json'), ptsd);
    await writeFile(path.join(root, 'schemas/meta/extra.schema.json'), '{"type": "object", "propertees": {}}');
    const result = await checkAll(root);
    const failing = Object.fromEntries(result.files.filter((f) => !f.ok).map((f) => [f.file, f.issues[0]!.message]));
    expect(failing['schemas/forms/broken.json']).toMatch(/^not valid JSON/);
    expect(failing['schemas/forms/ptsd-copy.json']).toBe('id "ptsd" must equal the file name "ptsd-copy"');
    expect(failing['schemas/meta/extra.schema.json']).toMatch(/does not compile.*propertees/);
  });
});

describe('checkFiles', () => {
  it('checks just the files named, wherever they are', async () => {
    const ptsd = JSON.parse(await readFile(path.join(root, 'schemas/forms/ptsd.json'), 'utf8'));
    await writeFile(path.join(root, 'draft.json'), JSON.stringify({ ...ptsd, id: 'my-draft' }));
    await writeFile(path.join(root, 'broken.json'), JSON.stringify({ ...ptsd, title: '' }));
    const result = await checkFiles(root, ['draft.json', 'broken.json', 'schemas/forms/ptsd.json', 'schemas/meta/form-definition.schema.json'], root);
    expect(result.ok).toBe(false);
    expect(result.files.map((f) => [f.file, f.ok])).toEqual([
      ['draft.json', true],
      ['broken.json', false],
      ['schemas/forms/ptsd.json', true],
      ['schemas/meta/form-definition.schema.json', true],
    ]);
    expect(result.files[1]!.issues[0]).toMatchObject({ source: 'broken.json', path: '/title' });
  });

  it('still requires a file in schemas/forms to carry its file name as id', async () => {
    const ptsd = await readFile(path.join(root, 'schemas/forms/ptsd.json'), 'utf8');
    await writeFile(path.join(root, 'schemas/forms/copy.json'), ptsd);
    const result = await checkFiles(root, [path.join(root, 'schemas/forms/copy.json')]);
    expect(result.files[0]!.issues[0]!.message).toBe('id "ptsd" must equal the file name "copy"');
  });
});

describe('loadForms', () => {
  it('loads one form by id, or reports why it cannot', async () => {
    expect((await loadForms(REPO_ROOT, 'ptsd')).definitions.map((d) => d.id)).toEqual(['ptsd']);
    const missing = await loadForms(REPO_ROOT, 'no-such-form');
    expect(missing.definitions).toEqual([]);
    expect(missing.problems[0]!.issues[0]!.message).toMatch(/cannot read the file/);
  });
});
