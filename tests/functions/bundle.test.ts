// The deployed functions must carry the engine inside their bundle (Cloud Functions installs
// only functions/package.json's dependencies, and the engine is not one of them).
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildOptions } from '../../functions/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('functions bundle', () => {
  it('includes the engine\'s validation and scoring sources', async () => {
    const { metafile } = await esbuild.build({ ...buildOptions, write: false, metafile: true });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toEqual(expect.arrayContaining(['engine/index.ts', 'engine/validate/validate-response.ts', 'engine/scoring/score.ts']));
    // ajv travels inside the bundle too; only the Firebase SDKs stay external.
    expect(inputs.some((input) => input.includes('node_modules/ajv/'))).toBe(true);
  });

  it('left no @engine import unresolved in the built lib/index.js', () => {
    const built = path.join(root, 'functions', 'lib', 'index.js');
    expect(existsSync(built), 'functions/lib/index.js is built by `scripts/with-emulators.mjs --functions`').toBe(true);
    const code = readFileSync(built, 'utf8');
    expect(code).not.toMatch(/require\(["']@engine["']\)/);
    expect(code).toContain('function validateResponse(');
    expect(code).toContain('function score(');
    const externals = [...code.matchAll(/require\("([^"./][^"]*)"\)/g)].map((m) => m[1]!.split('/')[0] ?? '');
    expect(new Set(externals.filter((name) => !name.startsWith('node:') && !builtinModules.includes(name)))).toEqual(new Set(['firebase-admin', 'firebase-functions']));
  });
});
