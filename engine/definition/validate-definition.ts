import type { ErrorObject, ValidateFunction } from 'ajv';
import metaSchema from '../../schemas/meta/form-definition.schema.json' with { type: 'json' };
import { createAjv } from '../validate/ajv-instance.ts';
import { compiledValidator } from '../validate/validator-cache.ts';
import { checkNoRemoteRefs, crossReferenceIssues } from './cross-references.ts';
import type { DefinitionIssue, DefinitionResult, FormDefinition } from './types.ts';

let metaValidator: ValidateFunction | undefined;

/** The compiled meta-schema (compiled on first use, once per process). */
function meta(): ValidateFunction {
  metaValidator ??= createAjv().compile(metaSchema);
  return metaValidator;
}

/** An author-facing reason for a meta-schema error (names the offending property where ajv knows it). */
function metaMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `unknown property "${String(p.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing required property "${String(p.missingProperty)}"`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(p.allowedValue)}`;
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify(p.allowedValues)}`;
  return error.message ?? error.keyword;
}

/** Meta-schema errors, without the noise of every failed oneOf branch when a clearer one exists. */
function metaIssues(errors: ErrorObject[]): { path: string; message: string }[] {
  const seen = new Set<string>();
  const out: { path: string; message: string }[] = [];
  for (const error of errors) {
    if (error.keyword === 'oneOf' && errors.some((e) => e !== error && e.instancePath.startsWith(error.instancePath))) continue;
    const path = error.instancePath || '/';
    const message = metaMessage(error);
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
  }
  return out;
}

/**
 * Check that an unknown value is a usable form definition: it matches the meta-schema, its schema
 * compiles under ajv strict mode without remote references, and every uiSchema key, section field,
 * condition and scoring item names a real field. Issues carry the source (file), a JSON pointer
 * path and a reason.
 */
export function validateDefinition(input: unknown, source?: string): DefinitionResult {
  const issues: DefinitionIssue[] = [];
  const report = (path: string, message: string): void => {
    issues.push(source === undefined ? { path, message } : { source, path, message });
  };
  const validateMeta = meta();
  if (!validateMeta(input)) {
    for (const { path, message } of metaIssues(validateMeta.errors ?? [])) report(path, message);
    return { ok: false, issues };
  }
  const def = input as FormDefinition;

  checkNoRemoteRefs(def.schema, '/schema', report);
  if (issues.length === 0) {
    try {
      compiledValidator(def.schema);
    } catch (error) {
      report('/schema', `the schema does not compile: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const issue of crossReferenceIssues(def)) report(issue.path, issue.message);
  return issues.length === 0 ? { ok: true, definition: def } : { ok: false, issues };
}
