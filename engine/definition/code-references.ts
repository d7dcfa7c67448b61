/**
 * The codes block names the form's parts (sections, questions, choices, scales): each name must
 * point at something that exists, and no two choices of a question may share a code (a service
 * answering with that code could not say which choice it meant).
 */
import { escapePointer } from './cross-references.ts';
import type { DefinitionIssue, DefinitionRef, FormDefinition, JsonSchemaObject } from './types.ts';

/** The values a question offers as choices (a choice list, an enum, or the items of a tick-box list), as text. */
export function choiceValueKeys(schema: JsonSchemaObject | undefined): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = schema.type === 'array' && schema.items && typeof schema.items === 'object' ? (schema.items as JsonSchemaObject) : schema;
  if (Array.isArray(own.oneOf)) return own.oneOf.flatMap((c) => (c && typeof c === 'object' && 'const' in c ? [String(c.const)] : []));
  if (Array.isArray(own.enum)) return own.enum.map((v) => String(v));
  return [];
}

/** Issues with the definition's codes: names of parts that do not exist, a code given to two choices. */
export function codeReferenceIssues(def: FormDefinition): DefinitionIssue[] {
  const codes = def.codes;
  if (!codes) return [];
  const issues: DefinitionIssue[] = [];
  const report = (path: string, message: string, ref: DefinitionRef) => issues.push({ path, message, ref });
  const fields = def.schema.properties ?? {};
  const isField = (name: string) => Object.hasOwn(fields, name);
  const sections = new Set((def.sections ?? []).map((s) => s.id));
  const scales = def.scoring?.scales ?? {};
  const form: DefinitionRef = { kind: 'form', id: def.id };

  for (const id of Object.keys(codes.sections ?? {})) {
    if (!sections.has(id)) report(`/codes/sections/${escapePointer(id)}`, `codes name section "${id}", which the form does not have`, form);
  }
  for (const name of Object.keys(codes.fields ?? {})) {
    if (!isField(name)) report(`/codes/fields/${escapePointer(name)}`, `codes name "${name}", which is not a question of the form`, form);
  }
  for (const [name, byValue] of Object.entries(codes.choices ?? {})) {
    const at = `/codes/choices/${escapePointer(name)}`;
    if (!isField(name)) {
      report(at, `codes name "${name}", which is not a question of the form`, form);
      continue;
    }
    const ref: DefinitionRef = { kind: 'field', id: name };
    const values = new Set(choiceValueKeys(fields[name]));
    const seen = new Map<string, string>();
    for (const [value, coding] of Object.entries(byValue)) {
      if (!values.has(value)) report(`${at}/${escapePointer(value)}`, `"${name}" has no choice ${JSON.stringify(value)} to carry a code`, ref);
      const key = `${coding.system}|${coding.code}`;
      const other = seen.get(key);
      if (other !== undefined) report(`${at}/${escapePointer(value)}`, `"${name}": choices ${JSON.stringify(other)} and ${JSON.stringify(value)} share the code ${coding.code}`, ref);
      else seen.set(key, value);
    }
  }
  for (const id of Object.keys(codes.scales ?? {})) {
    if (!Object.hasOwn(scales, id)) report(`/codes/scales/${escapePointer(id)}`, `codes name scale "${id}", which the form does not have`, form);
  }
  return issues;
}
