import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { createAjv, validatorKey } from '../engine/index.ts';

const LIST_ID = 'virtual:committed-validators';
const FORM_PREFIX = 'virtual:committed-validator/';
const FORMS_DIR = new URL('../schemas/forms/', import.meta.url).pathname;

interface CommittedSchema {
  id: string;
  schema: object;
}

function committedSchemas(dir = FORMS_DIR): CommittedSchema[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const definition = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; schema: object };
      return { id: definition.id, schema: definition.schema };
    });
}

/**
 * Pure: ajv's standalone code as an ES module a bundler takes: each `require("…")` ajv leaves in
 * it (its runtime helpers, the formats) becomes a namespace import, read back as `require` would
 * answer. Bundlers disagree on a CommonJS module's namespace: the build's (rolldown, like esbuild)
 * copies its exports (`default` is the helper), the dev server's wraps them (`default` is all of
 * `module.exports`); `asRequired` takes either.
 */
export function asEsModule(code: string): string {
  const imports: string[] = [];
  const names = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, spec: string) => {
    let name = names.get(spec);
    if (!name) {
      name = `__ajvRuntime${names.size}`;
      names.set(spec, name);
      imports.push(`import * as ${name}_ns from ${JSON.stringify(spec)};`, `const ${name} = __asRequired(${name}_ns);`);
    }
    return name;
  });
  const helper = 'const __asRequired = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);';
  return `${imports.filter((line) => line.startsWith('import')).join('\n')}\n${helper}\n${imports.filter((line) => line.startsWith('const')).join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

/**
 * Pure: the strict validator of `schema` as an ES module (default export), compiled by ajv exactly
 * as the engine compiles definitions (createAjv: draft 2020-12, strict, all errors, formats).
 */
export function standaloneValidator(schema: object): string {
  const ajv = createAjv({ code: { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  return asEsModule(standaloneCode(ajv, ajv.compile(schema)));
}

/**
 * The committed forms' validators compiled at build time (ajv standalone code), so a member's
 * browser never compiles their schemas nor downloads ajv's compiler for them.
 * `virtual:committed-validators` maps each schema's validatorKey to an import of its validator
 * (`virtual:committed-validator/<form id>`, a chunk of its own); the renderer registers the one
 * a published version matches. A version published from the builder has another key and is
 * compiled in the browser as before.
 */
export function committedValidatorsPlugin(dir = FORMS_DIR): Plugin {
  return {
    name: 'wellness-committed-validators',
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(FORM_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const entries = committedSchemas(dir).map(
          ({ id: formId, schema }) => `  ${JSON.stringify(validatorKey(schema))}: () => import(${JSON.stringify(FORM_PREFIX + formId)}),`,
        );
        return `export const committedValidators = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${FORM_PREFIX}`)) {
        const formId = id.slice(FORM_PREFIX.length + 1);
        const form = committedSchemas(dir).find((f) => f.id === formId);
        if (!form) throw new Error(`no committed form ${formId} in ${dir}`);
        return standaloneValidator(form.schema);
      }
      return null;
    },
  };
}
