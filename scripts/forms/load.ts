import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonSchemaProblem, publishIssues, type DefinitionIssue, type FormDefinition } from '@engine';

/** The repository root (scripts/forms/ is two levels below it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Read and parse a JSON file; a parse error becomes an issue naming the file. */
export async function readJson(file: string, label = file): Promise<{ ok: true; value: unknown } | { ok: false; issue: DefinitionIssue }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, issue: { source: label, path: '/', message: `cannot read the file: ${(error as Error).message}` } };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, issue: { source: label, path: '/', message: `not valid JSON: ${(error as Error).message}` } };
  }
}

async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

export interface FileCheck {
  file: string;
  ok: boolean;
  issues: DefinitionIssue[];
}

/** Check one form file: valid definition and its id equals the file name. */
export async function checkFormFile(root: string, fileName: string): Promise<{ check: FileCheck; definition?: FormDefinition }> {
  const label = path.posix.join('schemas/forms', fileName);
  const parsed = await readJson(path.join(root, 'schemas/forms', fileName), label);
  if (!parsed.ok) return { check: { file: label, ok: false, issues: [parsed.issue] } };
  // committed forms are published as they are, so they must pass the publish checks, not only the structural ones
  const issues = publishIssues(parsed.value, label);
  if (issues.length > 0) return { check: { file: label, ok: false, issues } };
  const definition = parsed.value as FormDefinition;
  const expectedId = fileName.replace(/\.json$/, '');
  if (definition.id !== expectedId) {
    const issue = { source: label, path: '/id', message: `id "${definition.id}" must equal the file name "${expectedId}"` };
    return { check: { file: label, ok: false, issues: [issue] } };
  }
  return { check: { file: label, ok: true, issues: [] }, definition };
}

/** Check every file in schemas/: forms with publishIssues (what publishing checks), meta-schemas by strict compilation. */
export async function checkAll(root: string): Promise<{ ok: boolean; files: FileCheck[] }> {
  const files: FileCheck[] = [];
  for (const fileName of await jsonFiles(path.join(root, 'schemas/meta'))) {
    const label = path.posix.join('schemas/meta', fileName);
    const parsed = await readJson(path.join(root, 'schemas/meta', fileName), label);
    if (!parsed.ok) {
      files.push({ file: label, ok: false, issues: [parsed.issue] });
      continue;
    }
    const problem = jsonSchemaProblem(parsed.value);
    files.push(problem === null ? { file: label, ok: true, issues: [] } : { file: label, ok: false, issues: [{ source: label, path: '/', message: `the schema does not compile: ${problem}` }] });
  }
  const forms = await jsonFiles(path.join(root, 'schemas/forms'));
  if (forms.length === 0) files.push({ file: 'schemas/forms', ok: false, issues: [{ source: 'schemas/forms', path: '/', message: 'no form definitions found' }] });
  for (const fileName of forms) files.push((await checkFormFile(root, fileName)).check);
  return { ok: files.every((f) => f.ok), files };
}

/**
 * Check definition files named on the command line (paths relative to `cwd`). A file inside
 * schemas/forms must also have the id of its file name; a file inside schemas/meta is checked as a
 * meta-schema.
 */
export async function checkFiles(root: string, files: string[], cwd = process.cwd()): Promise<{ ok: boolean; files: FileCheck[] }> {
  const checks: FileCheck[] = [];
  for (const file of files) {
    const absolute = path.resolve(cwd, file);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    if (relative.startsWith('schemas/forms/') && !relative.slice('schemas/forms/'.length).includes('/')) {
      checks.push((await checkFormFile(root, relative.slice('schemas/forms/'.length))).check);
      continue;
    }
    const parsed = await readJson(absolute, file);
    if (!parsed.ok) {
      checks.push({ file, ok: false, issues: [parsed.issue] });
    } else if (relative.startsWith('schemas/meta/')) {
      const problem = jsonSchemaProblem(parsed.value);
      checks.push(problem === null ? { file, ok: true, issues: [] } : { file, ok: false, issues: [{ source: file, path: '/', message: `the schema does not compile: ${problem}` }] });
    } else {
      const issues = publishIssues(parsed.value, file);
      checks.push(issues.length === 0 ? { file, ok: true, issues: [] } : { file, ok: false, issues });
    }
  }
  return { ok: checks.every((f) => f.ok), files: checks };
}

/** Load the valid committed definitions (all, or the one with this id). */
export async function loadForms(root: string, formId: string | null): Promise<{ definitions: FormDefinition[]; problems: FileCheck[] }> {
  const names = formId === null ? await jsonFiles(path.join(root, 'schemas/forms')) : [`${formId}.json`];
  const definitions: FormDefinition[] = [];
  const problems: FileCheck[] = [];
  for (const name of names) {
    const { check, definition } = await checkFormFile(root, name);
    if (definition) definitions.push(definition);
    else problems.push(check);
  }
  return { definitions, problems };
}
