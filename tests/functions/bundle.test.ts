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
  it('includes the engine\'s validation and scoring sources and ajv; only the Firebase SDKs and stripe stay external', async () => {
    const { metafile } = await esbuild.build({ ...buildOptions, write: false, metafile: true });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toEqual(expect.arrayContaining(['engine/index.ts', 'engine/validate/validate-response.ts', 'engine/scoring/score.ts']));
    expect(inputs.some((input) => input.includes('node_modules/ajv/'))).toBe(true);
    const externals = Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !builtinModules.includes(entry.path.replace(/^node:/, '').split('/')[0]!))
      .map((entry) => entry.path.split('/')[0]);
    expect(new Set(externals)).toEqual(new Set(['firebase-admin', 'firebase-functions', 'stripe']));
  });

  it('built lib/index.js holds the engine code, with no @engine import left', () => {
    const built = path.join(root, 'functions', 'lib', 'index.js');
    expect(existsSync(built), 'functions/lib/index.js is built by `scripts/with-emulators.mjs --functions`').toBe(true);
    const code = readFileSync(built, 'utf8');
    expect(code).not.toMatch(/require\(["']@engine["']\)/);
    expect(code).toContain('function validateResponse(');
    expect(code).toContain('function score(');
  });
});
