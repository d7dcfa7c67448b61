import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { validateResponse, type FormDefinition } from '../engine/index.ts';
import { compiledValidator } from '../engine/validate/validator-cache.ts';
import indianHead from '../schemas/forms/indian-head.json' with { type: 'json' };
import initial from '../schemas/forms/initial-assessment.json' with { type: 'json' };
import ptsd from '../schemas/forms/ptsd.json' with { type: 'json' };
import { asEsModule, standaloneValidator } from './committed-validators-plugin.ts';

const dir = mkdtempSync(join(tmpdir(), 'committed-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The standalone module bundled as the app's bundler takes it (esbuild's CommonJS interop is rolldown's). */
async function load(schema: object): Promise<(data: unknown) => boolean> {
  const bundled = await build({
    stdin: { contents: standaloneValidator(schema), resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const file = join(dir, `v${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, bundled.outputFiles[0]!.text);
  return ((await import(pathToFileURL(file).href)) as { default: (data: unknown) => boolean }).default;
}

describe('the committed forms\' validators compiled at build time', () => {
  it('turn each require ajv leaves into one namespace import, read back as require answers under either interop', async () => {
    const code = asEsModule('"use strict";export const a = require("x/y").default;export const b = require("x/y").default;export const c = require("z").fullFormats;');
    expect(code).toContain('import * as __ajvRuntime0_ns from "x/y";');
    expect(code).toContain('import * as __ajvRuntime1_ns from "z";');
    expect(code).not.toContain('require(');
    expect(code).toContain('export const b = __ajvRuntime0.default;');
    const helper = /const __asRequired = (.*);/.exec(code)?.[1];
    const asRequired = new Function(`return ${helper};`)() as (ns: object) => { default?: unknown; fullFormats?: unknown };
    const helperFn = () => 1;
    const exportsObject = { __esModule: true, default: helperFn, fullFormats: { email: /./ } };
    // the build's namespace (exports copied) and the dev server's (module.exports as default)
    expect(asRequired({ ...exportsObject }).default).toBe(helperFn);
    expect(asRequired({ ...exportsObject, default: exportsObject }).default).toBe(helperFn);
    expect(asRequired({ ...exportsObject, default: exportsObject }).fullFormats).toBe(exportsObject.fullFormats);
  });

  it.each([ptsd, indianHead, initial].map((form) => [form.id, form]))('%s: the same verdict and errors as the engine\'s own compile', async (_id, form) => {
    const definition = form as unknown as FormDefinition;
    const ahead = (await load(definition.schema)) as ((data: unknown) => boolean) & { errors?: unknown };
    const runtime = compiledValidator(definition.schema);
    const properties = Object.keys(definition.schema.properties ?? {});
    const samples: unknown[] = [
      {},
      Object.fromEntries(properties.map((p) => [p, 'x'])),
      Object.fromEntries(properties.map((p) => [p, 2])),
      { email: 'kim@', dateOfBirth: '1990-02-30', fullName: '' },
      { email: 'kim@example.org', dateOfBirth: '1990-05-05', fullName: 'Kim' },
      { pcl1: 9, pcl2: -1, worstEvent: 'x'.repeat(600) },
      [],
      null,
    ];
    for (const data of samples) {
      expect(ahead(data), JSON.stringify(data)).toBe(runtime(data));
      expect(ahead.errors ?? null).toEqual(runtime.errors ?? null);
    }
    // and the engine's messages from it are the ones members always saw
    expect(validateResponse(definition, {}).errors.length).toBeGreaterThan(0);
  });
});
