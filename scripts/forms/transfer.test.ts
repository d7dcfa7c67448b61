import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '@engine';
import { REPO_ROOT } from './load.ts';
import { exportSource, importFile } from './transfer.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'forms-transfer-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, value: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('importFile', () => {
  it('prints a committed definition file exactly as it is', async () => {
    const file = path.join(REPO_ROOT, 'schemas/forms/indian-head.json');
    const result = await importFile(file, null);
    expect(result).toEqual({ ok: true, stdout: await readFile(file, 'utf8'), notes: [] });
  });

  it('prints the definition of an RJSF document with notes on what was converted', async () => {
    const file = await write('doc.json', {
      schema: { title: 'Sizes', type: 'object', properties: { size: { type: 'string', enum: ['s', 'l'], enumNames: ['Small', 'Large'] } } },
      uiSchema: { size: { 'ui:widget': 'radio' } },
    });
    const result = await importFile(file, 'size-check');
    if (!result.ok) throw new Error(result.lines.join('\n'));
    const definition = JSON.parse(result.stdout);
    expect(definition).toMatchObject({ id: 'size-check', title: 'Sizes', sections: [{ fields: ['size'] }] });
    expect(definition.schema.properties.size.oneOf).toEqual([{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }]);
    expect(result.notes.join('\n')).toMatch(/enumNames/);
  });

  it('names the file and the reason when it cannot', async () => {
    const junk = await write('junk.json', [1, 2]);
    expect(await importFile(junk, null)).toEqual({
      ok: false,
      lines: [`${junk} cannot be imported:`, `${junk} /: the file must hold a JSON object: a form definition, an RJSF {schema, uiSchema} document or a JSON Schema`],
    });
    const broken = await write('broken.json', '{"schema": ');
    const result = await importFile(broken, null);
    expect(result.ok === false && result.lines[1]).toMatch(/broken\.json \/: the file is not JSON/);
  });
});

describe('exportSource', () => {
  it('exports a committed form by id as {schema, uiSchema} with ui:order from the sections', async () => {
    const result = await exportSource(REPO_ROOT, { formId: 'ptsd' });
    if (!result.ok) throw new Error(result.lines.join('\n'));
    const doc = JSON.parse(result.stdout);
    expect(Object.keys(doc)).toEqual(['schema', 'uiSchema']);
    const ptsd = JSON.parse(await readFile(path.join(REPO_ROOT, 'schemas/forms/ptsd.json'), 'utf8'));
    expect(canonicalJson(doc.schema)).toBe(canonicalJson(ptsd.schema));
    expect(doc.uiSchema['ui:order']).toHaveLength(21);
  });

  it('exports a definition file, and refuses one that is not a valid definition', async () => {
    const ptsd = JSON.parse(await readFile(path.join(REPO_ROOT, 'schemas/forms/ptsd.json'), 'utf8'));
    const good = await exportSource(REPO_ROOT, { file: await write('ptsd.json', ptsd) });
    expect(good.ok).toBe(true);
    const bad = await exportSource(REPO_ROOT, { file: await write('bad.json', { ...ptsd, version: 0 }) });
    expect(bad.ok === false && bad.lines.join('\n')).toMatch(/not a valid form definition[\s\S]*\/version/);
    const missing = await exportSource(REPO_ROOT, { formId: 'no-such-form' });
    expect(missing.ok === false && missing.lines.join('\n')).toMatch(/form "no-such-form" cannot be exported/);
  });
});
