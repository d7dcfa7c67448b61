/**
 * Likert grids: consecutive questions of one section that share one scale, shown as one block. A
 * grid is presentation over existing questions: its rows keep their own names, schemas and stored
 * answers. What must hold for a grid to be drawn (checked with the cross references, so the
 * builder's edits cannot break one and publishing refuses a broken one):
 * - at least one row, every row a question of the form in no other grid;
 * - every row a single-choice question (a rating, radio buttons, a drop-down or a yes/no of choices);
 * - all rows in the same section, next to each other in its order;
 * - all rows offering exactly the same choices (values and titles, in the same order).
 */
import { kindOfField } from './field-kind-of.ts';
import type { FieldKindId } from './field-kind-ids.ts';
import type { DefinitionIssue, DefinitionRef, FormDefinition, FormGrid, JsonSchemaObject, JsonValue } from './types.ts';

/** The kinds of question a grid row may be: one answer chosen from a list. */
export const GRID_ROW_KINDS: ReadonlySet<FieldKindId> = new Set<FieldKindId>(['rating', 'singleChoice', 'dropdown', 'yesNo']);

/** One point of a grid's shared scale. */
export interface GridChoice {
  value: string | number;
  title?: string;
}

/** The choices a question offers, in order (a `oneOf` of `{const, title}` or an `enum`), or null when it has none. */
export function gridChoices(schema: JsonSchemaObject | undefined): GridChoice[] | null {
  if (!schema || typeof schema !== 'object') return null;
  if (Array.isArray(schema.oneOf)) {
    const out: GridChoice[] = [];
    for (const entry of schema.oneOf) {
      if (!entry || typeof entry !== 'object' || !('const' in entry)) return null;
      const value = entry.const as JsonValue;
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      out.push(typeof entry.title === 'string' ? { value, title: entry.title } : { value });
    }
    return out.length > 0 ? out : null;
  }
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return values.length > 0 && values.length === schema.enum.length ? values.map((value) => ({ value })) : null;
  }
  return null;
}

const sameChoices = (a: GridChoice[], b: GridChoice[]): boolean =>
  a.length === b.length && a.every((c, i) => c.value === b[i]!.value && c.title === b[i]!.title);

/** The grid a question is a row of, if any. */
export function gridOf(def: FormDefinition, name: string): FormGrid | undefined {
  return def.grids?.find((grid) => grid.fields.includes(name));
}

/** The questions in the order the member meets them, each with the section it sits in ('' when the form has no sections). */
function placedOrder(def: FormDefinition): { order: string[]; sectionOf: Map<string, string> } {
  const sectionOf = new Map<string, string>();
  const order: string[] = [];
  for (const section of def.sections ?? []) {
    for (const field of section.fields) {
      if (sectionOf.has(field)) continue;
      sectionOf.set(field, section.id);
      order.push(field);
    }
  }
  if (!def.sections) {
    for (const field of Object.keys(def.schema.properties ?? {})) {
      sectionOf.set(field, '');
      order.push(field);
    }
  }
  return { order, sectionOf };
}

/** A question as an author knows it: its title and its name. */
function label(def: FormDefinition, name: string): string {
  const title = Object.hasOwn(def.schema.properties ?? {}, name) ? def.schema.properties![name]!.title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? `"${title.length > 60 ? `${title.slice(0, 57).trimEnd()}…` : title}" (${name})` : `"${name}"`;
}

const gridLabel = (grid: FormGrid): string => (grid.title ? `grid "${grid.title}" (${grid.id})` : `grid "${grid.id}"`);

/** Everything that keeps the form's grids from being drawn, each issue pinned to the question it is about. */
export function gridIssues(def: FormDefinition): DefinitionIssue[] {
  const grids = def.grids;
  if (!grids || grids.length === 0) return [];
  const issues: DefinitionIssue[] = [];
  const fields = def.schema.properties ?? {};
  const { order, sectionOf } = placedOrder(def);
  const position = new Map(order.map((name, i) => [name, i]));
  const inGrid = new Map<string, string>();
  const form: DefinitionRef = { kind: 'form', id: def.id };
  const seenIds = new Set<string>();

  grids.forEach((grid, g) => {
    const base = `/grids/${g}`;
    const what = gridLabel(grid);
    const report = (path: string, message: string, name?: string) =>
      issues.push({ path, message, ref: name !== undefined ? { kind: 'field', id: name } : form });
    if (seenIds.has(grid.id)) report(`${base}/id`, `grid id "${grid.id}" is used twice`);
    seenIds.add(grid.id);
    if (grid.fields.length === 0) {
      report(`${base}/fields`, `${what} has no statements: add a question to it or remove the grid`);
      return;
    }
    let scale: { name: string; choices: GridChoice[] } | undefined;
    const rows: string[] = [];
    grid.fields.forEach((name, i) => {
      const at = `${base}/fields/${i}`;
      if (!Object.hasOwn(fields, name)) {
        report(at, `${what} lists "${name}", which is not a question of the form`);
        return;
      }
      const other = inGrid.get(name);
      if (other !== undefined) {
        report(at, `${label(def, name)} is already a row of grid "${other}": a question can be in one grid only`, name);
        return;
      }
      inGrid.set(name, grid.id);
      const schema = fields[name]!;
      const kind = kindOfField(schema, def.uiSchema?.[name] as Record<string, unknown> | undefined);
      const choices = gridChoices(schema);
      if (kind === 'advanced' || !GRID_ROW_KINDS.has(kind) || !choices) {
        report(at, `${label(def, name)} cannot be a row of ${what}: a grid's rows are questions answered by choosing one point of a scale`, name);
        return;
      }
      if (!scale) scale = { name, choices };
      else if (!sameChoices(scale.choices, choices)) {
        report(at, `${label(def, name)} offers different choices from ${label(def, scale.name)}: every row of ${what} shares one scale`, name);
      }
      rows.push(name);
    });
    if (rows.length === 0) return;
    const first = rows[0]!;
    const section = sectionOf.get(first);
    for (const name of rows.slice(1)) {
      if (sectionOf.get(name) !== section) {
        report(`${base}/fields/${grid.fields.indexOf(name)}`, `${label(def, name)} is in another section from ${label(def, first)}: a grid's rows sit in one section`, name);
        return;
      }
    }
    const positions = rows.map((name) => position.get(name));
    if (positions.some((p) => p === undefined)) return;
    const start = positions[0]!;
    const sorted = (positions as number[]).slice().sort((a, b) => a - b);
    if (sorted.every((p, i) => p === sorted[0]! + i) && sorted.some((p, i) => p !== positions[i])) {
      report(`${base}/fields`, `the rows of ${what} are not listed in their section's order: list them as the section does`, rows[0]);
      return;
    }
    for (let i = 0; i < rows.length; i++) {
      if (positions[i] !== start + i) {
        const expected = order[start + i];
        const between = expected !== undefined && !rows.includes(expected) ? expected : undefined;
        const message =
          between !== undefined
            ? `${label(def, between)} sits between the rows of ${what}: a grid's rows come one after another in their section`
            : `the rows of ${what} are not listed in their section's order: list them as the section does`;
        report(`${base}/fields/${i}`, message, between ?? rows[i]);
        return;
      }
    }
  });
  return issues;
}
