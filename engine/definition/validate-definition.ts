/**
 * Checking a form definition, in three depths:
 * - `structuralIssues`: the meta-schema and the cross references (no schema compilation): cheap,
 *   run after every builder edit;
 * - `compileIssues`: the strict ajv compile of the form's schema (the builder debounces it);
 * - `publishIssues`: all of validateDefinition, plus what must hold before members see the form.
 * `validateDefinition` (structural + compile + every list answer bounded) is what the CLI and the
 * server run.
 */
import type { ErrorObject } from 'ajv';
import type { DefinitionRef } from './types.ts';
import { compiledValidator } from '../validate/validator-cache.ts';
import { crossReferenceIssues, escapePointer, remoteRefIssues } from './cross-references.ts';
import { codeReferenceIssues } from './code-references.ts';
import { gridIssues } from './grids.ts';
import { checkReferenceIssues } from './check-references.ts';
import { kindIssues } from './kind-issues.ts';
import { answerReferenceIssues } from './answer-references.ts';
import { metaErrors } from './meta-check.ts';
import type { DefinitionIssue, DefinitionResult, FormDefinition, JsonSchemaObject } from './types.ts';

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

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function idAt(list: unknown, index: string | undefined): string | undefined {
  if (!Array.isArray(list) || index === undefined) return undefined;
  const item: unknown = list[Number(index)];
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** What a JSON pointer into a (possibly malformed) definition is about, for the problems panel. */
export function refForPath(input: unknown, path: string): DefinitionRef | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const def = input as Record<string, unknown>;
  const [top, a, b] = path.split('/').slice(1).map(unescape);
  const scoring = def.scoring as Record<string, unknown> | undefined;
  let ref: DefinitionRef | undefined;
  if (top === 'schema' && a === 'properties' && b !== undefined) ref = { kind: 'field', id: b };
  else if (top === 'uiSchema' && a !== undefined && !a.startsWith('ui:')) ref = { kind: 'field', id: a };
  else if (top === 'sections') ref = idOr('section', idAt(def.sections, a));
  else if (top === 'conditions') ref = idOr('condition', idAt(def.conditions, a));
  else if (top === 'checks') ref = idOr('check', idAt(def.checks, a));
  else if (top === 'scoring' && a === 'scales' && b !== undefined) ref = { kind: 'scale', id: b };
  else if (top === 'scoring' && a === 'flags') ref = idOr('flag', idAt(scoring?.flags, b));
  if (ref) return ref;
  return typeof def.id === 'string' ? { kind: 'form', id: def.id } : undefined;
}

function idOr(kind: 'section' | 'condition' | 'check' | 'flag', id: string | undefined): DefinitionRef | undefined {
  return id === undefined ? undefined : { kind, id };
}

interface Structural {
  /** the input matched the meta-schema, so it can be read as a FormDefinition */
  shaped: boolean;
  issues: DefinitionIssue[];
}

function structural(input: unknown): Structural {
  const errors = metaErrors(input);
  if (errors.length > 0) {
    const issues = metaIssues(errors).map(({ path, message }): DefinitionIssue => {
      const ref = refForPath(input, path);
      return ref ? { path, message, ref } : { path, message };
    });
    return { shaped: false, issues };
  }
  const def = input as FormDefinition;
  return { shaped: true, issues: [...remoteRefIssues(def), ...crossReferenceIssues(def), ...checkReferenceIssues(def), ...codeReferenceIssues(def), ...gridIssues(def), ...kindIssues(def)] };
}

const withSource = (issues: DefinitionIssue[], source: string | undefined): DefinitionIssue[] =>
  source === undefined ? issues : issues.map((issue) => ({ source, ...issue }));

/**
 * The cheap checks, run after every builder edit: the meta-schema (shapes, names, ids, widgets) and
 * the cross references (every name points at something that exists, each question in one section,
 * no remote `$ref`). The form's schema is not compiled: see `compileIssues`.
 */
export function structuralIssues(input: unknown, source?: string): DefinitionIssue[] {
  return withSource(structural(input).issues, source);
}

function compileProblem(schema: object, root?: object): string | null {
  try {
    compiledValidator(schema, root);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The strict ajv compile of the form's schema (unknown keywords, bad formats, broken local `$ref`s).
 * A failure is pinned to the questions whose own schema fails, so the problems panel can link to
 * them. Skipped (no issues) while the schema has a remote `$ref`: structuralIssues reports those.
 */
export function compileIssues(def: FormDefinition, source?: string): DefinitionIssue[] {
  if (remoteRefIssues(def).length > 0) return [];
  const problem = compileProblem(def.schema);
  if (problem === null) return [];
  const issues: DefinitionIssue[] = [];
  for (const [name, fieldSchema] of Object.entries(def.schema.properties ?? {})) {
    const own = compileProblem(fieldSchema, def.schema);
    if (own !== null) {
      issues.push({ path: `/schema/properties/${escapePointer(name)}`, message: `the schema does not compile: ${own}`, ref: { kind: 'field', id: name } });
    }
  }
  if (issues.length === 0) issues.push({ path: '/schema', message: `the schema does not compile: ${problem}`, ref: { kind: 'form', id: def.id } });
  return withSource(issues, source);
}

const isArrayAnswer = (schema: JsonSchemaObject): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));

/**
 * Every list answer says how long it may be (`maxItems`), even a closed list of choices: the
 * server then checks a list only up to that length, whatever a payload sends.
 */
function unboundedListIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  for (const [name, schema] of Object.entries(def.schema.properties ?? {})) {
    if (isArrayAnswer(schema) && typeof schema.maxItems !== 'number') {
      issues.push({
        path: `/schema/properties/${escapePointer(name)}`,
        message: `"${schema.title ?? name}" lets a member give any number of answers: set the most they can give (maxItems)`,
        ref: { kind: 'field', id: name },
      });
    }
  }
  return issues;
}

/** What must hold before members see the form, beyond being a valid definition. */
function readinessIssues(def: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const fields = Object.entries(def.schema.properties ?? {});
  (def.sections ?? []).forEach((section, s) => {
    if (section.fields.length === 0) {
      issues.push({ path: `/sections/${s}/fields`, message: `section "${section.title}" has no questions: add one or remove the section`, ref: { kind: 'section', id: section.id } });
    }
  });
  // section text (type null) is read, not answered
  if (!fields.some(([, schema]) => schema.type !== 'null')) {
    issues.push({ path: '/schema/properties', message: 'the form has no question that takes an answer', ref: { kind: 'form', id: def.id } });
  }
  if (def.scoring && def.scoring.version.trim() === '') {
    issues.push({ path: '/scoring/version', message: 'set a scoring version: every scored response records it', ref: { kind: 'form', id: def.id } });
  }
  return issues;
}

/**
 * Everything that must hold before members see the form: what validateDefinition checks, and:
 * every section has a question, at least one question takes an answer, scoring has a version, and
 * every formula and earlier answer shown in text reads earlier questions that exist
 * (`answerReferenceIssues`: checked at publish, not after each edit, so a formula can be typed).
 */
export function publishIssues(input: unknown, source?: string): DefinitionIssue[] {
  const { shaped, issues } = structural(input);
  if (!shaped) return withSource(issues, source);
  const def = input as FormDefinition;
  return withSource([...issues, ...compileIssues(def), ...unboundedListIssues(def), ...readinessIssues(def), ...answerReferenceIssues(def)], source);
}

/**
 * Check that an unknown value is a usable form definition: it matches the meta-schema, its schema
 * compiles under ajv strict mode without remote references, every uiSchema key, section field,
 * condition and scoring item names a real field, and every list answer has a `maxItems`. Issues
 * carry the source (file), a JSON pointer path, a reason, and what they are about (`ref`).
 */
export function validateDefinition(input: unknown, source?: string): DefinitionResult {
  const { shaped, issues } = structural(input);
  if (shaped) issues.push(...compileIssues(input as FormDefinition), ...unboundedListIssues(input as FormDefinition));
  return issues.length === 0 ? { ok: true, definition: input as FormDefinition } : { ok: false, issues: withSource(issues, source) };
}
