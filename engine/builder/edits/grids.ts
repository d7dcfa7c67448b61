/**
 * Edits of Likert grids (questions of one section sharing one scale, shown as one block), and grids
 * following every other edit: a renamed row keeps its place under its new name, a removed row
 * leaves its grid, a copy of a row joins it, a row moved away from the block leaves it (moved
 * within the block, the statements take the new order). A grid left with no rows is removed: it
 * is only a way of showing questions, so nothing stored or scored refers to it, and refusing the
 * removal of its last question would only make the author remove the grid first.
 */
import { fieldKindPreset } from '../../definition/field-kinds.ts';
import { gridOf, type GridChoice } from '../../definition/grids.ts';
import type { FormDefinition, FormGrid, FormSection, JsonSchemaObject } from '../../definition/types.ts';
import { isRecord } from '../../read/is-record.ts';
import type { DefinitionRef, Edit, EditResult } from '../edit-types.ts';
import { describeRefs } from '../references.ts';
import {
  clampIndex, copyData, done, fieldNameProblem, fieldRef, fieldsOf, hasField, idProblem, insertAt, isBlank, mapSame, questionLabel, refuse, sectionOf,
  withFollowingOrder, type EditOf,
} from './edit-primitives.ts';

/** The most points a grid's scale may have (columns on a phone's card stay readable). */
export const MAX_GRID_CHOICES = 11;

/** The most statements one grid may hold. */
export const MAX_GRID_ROWS = 60;

const findGrid = (def: FormDefinition, id: unknown): FormGrid | undefined =>
  typeof id === 'string' ? def.grids?.find((g) => g.id === id) : undefined;

const unknownGrid = (id: unknown): EditResult => refuse('invalid', `There is no grid "${String(id)}".`);

/** The definition with these grids (the member is left out when none is left). */
export function withGrids(def: FormDefinition, grids: FormGrid[]): FormDefinition {
  const { grids: _old, ...rest } = def;
  return grids.length > 0 ? { ...rest, grids } : rest;
}

/** Why a list of choices cannot be a grid's scale (null when it can). */
function choicesProblem(choices: unknown): string | null {
  if (!Array.isArray(choices) || choices.length < 2) return 'A scale needs at least two points.';
  if (choices.length > MAX_GRID_CHOICES) return `A grid's scale can have at most ${MAX_GRID_CHOICES} points.`;
  const seen = new Set<unknown>();
  for (const choice of choices) {
    if (!isRecord(choice)) return 'Each point of the scale needs a value and a label.';
    const { value, title } = choice;
    if (typeof value !== 'string' && typeof value !== 'number') return "A point's value is a number or a word.";
    if (typeof value === 'number' && !Number.isFinite(value)) return "A point's value must be a finite number.";
    if (typeof value === 'string' && value.trim() === '') return "A point's value cannot be blank.";
    if (isBlank(title)) return `Give the point ${JSON.stringify(value)} a label the member reads.`;
    if (seen.has(value)) return `Two points share the value ${JSON.stringify(value)}: each needs its own.`;
    seen.add(value);
  }
  const numbers = choices.every((c) => typeof (c as GridChoice).value === 'number');
  const words = choices.every((c) => typeof (c as GridChoice).value === 'string');
  return numbers || words ? null : "A scale's values are all numbers or all words.";
}

/** The JSON Schema type of a scale's values. */
function scaleType(choices: GridChoice[]): 'integer' | 'number' | 'string' {
  if (choices.every((c) => typeof c.value === 'number')) return choices.every((c) => Number.isInteger(c.value)) ? 'integer' : 'number';
  return 'string';
}

const oneOfChoices = (choices: GridChoice[]): JsonSchemaObject[] => choices.map((c) => ({ const: c.value, title: c.title!.trim() }));

/** The section with `rows` side by side in the order given, where the first of them (in the section's order) stood. */
function gathered(section: FormSection, rows: readonly string[]): FormSection {
  const set = new Set(rows);
  const start = section.fields.findIndex((f) => set.has(f));
  const before = section.fields.slice(0, Math.max(start, 0)).filter((f) => !set.has(f));
  const rest = section.fields.filter((f) => !set.has(f)).slice(before.length);
  const fields = [...before, ...rows, ...rest];
  return fields.every((f, i) => f === section.fields[i]) ? section : { ...section, fields };
}

function withSection(def: FormDefinition, before: FormSection, after: FormSection): FormDefinition {
  if (before === after) return def;
  return withFollowingOrder({ ...def, sections: def.sections!.map((s) => (s === before ? after : s)) });
}

function gridProblem(grid: unknown): string | null {
  if (!isRecord(grid)) return 'A grid needs an id and its statements.';
  const idIssue = idProblem('grid', grid.id);
  if (idIssue) return idIssue;
  if (grid.title !== undefined && isBlank(grid.title)) return "A grid's title cannot be blank: leave it out instead.";
  if (grid.description !== undefined && typeof grid.description !== 'string') return "A grid's description must be text.";
  if (!Array.isArray(grid.fields) || grid.fields.length === 0) return 'A grid needs at least one statement.';
  if (grid.fields.length > MAX_GRID_ROWS) return `A grid can hold at most ${MAX_GRID_ROWS} statements.`;
  if (grid.fields.some((f) => typeof f !== 'string')) return "A grid's statements are named by their questions.";
  if (new Set(grid.fields).size !== grid.fields.length) return 'A statement can appear in a grid only once.';
  return null;
}

/**
 * Show existing questions as a grid, or change a grid (title, description, which statements, their
 * order). The statements must be questions of one section; they move together, in the order given,
 * to where the first of them stood. Whether they can share one scale is checked with the rest of
 * the form's structure (rows of one kind, the same choices, one grid each).
 */
export function setGrid(def: FormDefinition, edit: EditOf<'setGrid'>): EditResult {
  const problem = gridProblem(edit.grid);
  if (problem) return refuse('invalid', problem);
  const grid = edit.grid;
  const missing = grid.fields.find((f) => !hasField(def, f));
  if (missing !== undefined) return refuse('unknown-field', `There is no question "${missing}".`);
  const section = sectionOf(def, grid.fields[0]!);
  const elsewhere = def.sections ? grid.fields.find((f) => sectionOf(def, f) !== section) : undefined;
  if (elsewhere !== undefined) {
    return refuse('invalid', `${questionLabel(def, elsewhere)} is in another section: a grid's statements sit in one section.`, [fieldRef(elsewhere)]);
  }
  for (const name of grid.fields) {
    const other = gridOf(def, name);
    if (other && other.id !== grid.id) {
      return refuse('in-use', `${questionLabel(def, name)} is already in grid "${other.title ?? other.id}": take it out of that grid first.`, [fieldRef(name)]);
    }
  }
  const clean: FormGrid = {
    id: grid.id,
    ...(grid.title !== undefined ? { title: grid.title.trim() } : {}),
    ...(grid.description !== undefined && grid.description !== '' ? { description: grid.description } : {}),
    fields: [...grid.fields],
  };
  const existing = findGrid(def, grid.id);
  const grids = existing ? def.grids!.map((g) => (g === existing ? clean : g)) : [...(def.grids ?? []), clean];
  const placed = section ? withSection(def, section, gathered(section, clean.fields)) : def;
  return done(withGrids(placed, grids));
}

/** Stop showing a grid's questions as a grid: the questions, their answers and scores stay. */
export function removeGrid(def: FormDefinition, edit: EditOf<'removeGrid'>): EditResult {
  const grid = findGrid(def, edit.id);
  if (!grid) return unknownGrid(edit.id);
  return done(withGrids(def, def.grids!.filter((g) => g !== grid)));
}

/** New questions on one scale (the PCL-5's 0–4 unless given), placed together in a section and shown as a grid. */
export function addGrid(def: FormDefinition, edit: EditOf<'addGrid'>): EditResult {
  const idIssue = idProblem('grid', edit.id);
  if (idIssue) return refuse('bad-name', idIssue);
  if (findGrid(def, edit.id)) return refuse('name-taken', `There is already a grid "${edit.id}".`);
  const section = def.sections?.find((s) => s.id === edit.section);
  if (!section) return refuse('unknown-section', `There is no section "${String(edit.section)}" to add the grid to.`);
  if (edit.title !== undefined && isBlank(edit.title)) return refuse('invalid', "A grid's title cannot be blank: leave it out instead.");
  if (!Array.isArray(edit.rows) || edit.rows.length === 0) return refuse('invalid', 'A grid needs at least one statement.');
  if (edit.rows.length > MAX_GRID_ROWS) return refuse('invalid', `A grid can hold at most ${MAX_GRID_ROWS} statements.`);
  const names = new Set<string>();
  for (const row of edit.rows) {
    if (!isRecord(row)) return refuse('invalid', 'Each statement needs a name and its words.');
    const nameIssue = fieldNameProblem(row.name);
    if (nameIssue) return refuse('bad-name', nameIssue);
    if (hasField(def, row.name) || names.has(row.name)) return refuse('name-taken', `There is already a question named "${row.name}".`, hasField(def, row.name) ? [fieldRef(row.name)] : []);
    if (isBlank(row.title)) return refuse('invalid', 'Each statement needs its words.');
    names.add(row.name);
  }
  if (edit.choices !== undefined) {
    const scaleIssue = choicesProblem(edit.choices);
    if (scaleIssue) return refuse('invalid', scaleIssue);
  }
  const properties = { ...fieldsOf(def) };
  const uiSchema = { ...def.uiSchema };
  for (const row of edit.rows) {
    const preset = fieldKindPreset('rating', row.title.trim());
    properties[row.name] = edit.choices ? { ...preset.schema, type: scaleType(edit.choices), oneOf: oneOfChoices(edit.choices) } : preset.schema;
    if (preset.uiSchema) uiSchema[row.name] = preset.uiSchema;
  }
  const rows = edit.rows.map((r) => r.name);
  const grid: FormGrid = { id: edit.id, ...(edit.title !== undefined ? { title: edit.title.trim() } : {}), fields: rows };
  const next: FormDefinition = {
    ...def,
    schema: { ...def.schema, properties },
    uiSchema,
    sections: def.sections!.map((s) => (s === section ? { ...s, fields: insertAt(s.fields, edit.index, ...rows) } : s)),
  };
  return done(withGrids(withFollowingOrder(next), [...(def.grids ?? []), grid]));
}

/** A new statement in a grid: a copy of its first row's question (scale, widget, whether required) with its own words. */
export function addGridRow(def: FormDefinition, edit: EditOf<'addGridRow'>): EditResult {
  const grid = findGrid(def, edit.id);
  if (!grid) return unknownGrid(edit.id);
  const nameIssue = fieldNameProblem(edit.name);
  if (nameIssue) return refuse('bad-name', nameIssue);
  if (hasField(def, edit.name)) return refuse('name-taken', `There is already a question named "${edit.name}".`, [fieldRef(edit.name)]);
  if (isBlank(edit.title)) return refuse('invalid', 'A statement needs its words.');
  if (grid.fields.length >= MAX_GRID_ROWS) return refuse('invalid', `A grid can hold at most ${MAX_GRID_ROWS} statements.`);
  const first = grid.fields[0]!;
  const { description: _description, ...template } = fieldsOf(def)[first]!;
  const ui = def.uiSchema?.[first];
  const at = clampIndex(edit.index, grid.fields.length);
  const section = sectionOf(def, first);
  const required = def.schema.required ?? [];
  const sections = section
    ? def.sections!.map((s) => {
        if (s !== section) return s;
        const start = s.fields.indexOf(first);
        return { ...s, fields: insertAt(s.fields, start + at, edit.name) };
      })
    : def.sections;
  const next: FormDefinition = {
    ...def,
    schema: {
      ...def.schema,
      properties: { ...fieldsOf(def), [edit.name]: { ...copyData(template), title: edit.title.trim() } },
      ...(required.includes(first) ? { required: [...required, edit.name] } : {}),
    },
    ...(ui !== undefined ? { uiSchema: { ...def.uiSchema, [edit.name]: copyData(ui) } } : {}),
    ...(sections ? { sections } : {}),
  };
  const grids = def.grids!.map((g) => (g === grid ? { ...g, fields: insertAt(g.fields, at, edit.name) } : g));
  return done(withGrids(withFollowingOrder(next), grids));
}

/** Give every row of a grid the same new scale; refused while a row is scored and the scale is not numbers. */
export function setGridScale(def: FormDefinition, edit: EditOf<'setGridScale'>): EditResult {
  const grid = findGrid(def, edit.id);
  if (!grid) return unknownGrid(edit.id);
  const problem = choicesProblem(edit.choices);
  if (problem) return refuse('invalid', problem);
  const type = scaleType(edit.choices);
  if (type === 'string') {
    const scored: DefinitionRef[] = Object.entries(def.scoring?.scales ?? {})
      .filter(([, scale]) => scale.items.some((item) => grid.fields.includes(item)))
      .map(([id]) => ({ kind: 'scale', id }));
    if (scored.length > 0) return refuse('in-use', `The statements of this grid are scored by ${describeRefs(scored)}, so the scale's values must stay numbers.`, scored);
  }
  const oneOf = oneOfChoices(edit.choices);
  const properties = { ...fieldsOf(def) };
  for (const name of grid.fields) {
    const { enum: _enum, ...rest } = properties[name]!;
    properties[name] = { ...rest, type, oneOf: copyData(oneOf) };
  }
  return done({ ...def, schema: { ...def.schema, properties } });
}

/** After a row moved: the grid in the section's new order while its rows still stand together, else without that row. */
function afterMove(def: FormDefinition, grid: FormGrid, moved: string): FormGrid {
  const section = sectionOf(def, moved);
  const others = grid.fields.filter((f) => f !== moved);
  const order = section?.fields ?? [];
  const positions = grid.fields.map((f) => order.indexOf(f)).sort((a, b) => a - b);
  const together = positions[0]! >= 0 && positions.every((p, i) => p === positions[0]! + i);
  if (!together) return others.length === grid.fields.length ? grid : { ...grid, fields: others };
  const fields = order.slice(positions[0]!, positions[0]! + grid.fields.length);
  return fields.every((f, i) => f === grid.fields[i]) ? grid : { ...grid, fields };
}

/** The edited definition with its grids following the edit (see the module's comment). */
export function gridsFollowing(edit: Edit, after: FormDefinition): FormDefinition {
  if (!after.grids) return after;
  let grids = after.grids;
  const swap = (g: FormGrid, change: (fields: string[]) => string[]): FormGrid => ({ ...g, fields: change(g.fields) });
  if (edit.type === 'renameField') {
    grids = mapSame(grids, (g) => (g.fields.includes(edit.from) ? swap(g, (fields) => fields.map((f) => (f === edit.from ? edit.to : f))) : g));
  } else if (edit.type === 'duplicateField' && hasField(after, edit.newName)) {
    grids = mapSame(grids, (g) => (g.fields.includes(edit.name) && !g.fields.includes(edit.newName) ? swap(g, (fields) => fields.flatMap((f) => (f === edit.name ? [f, edit.newName] : [f]))) : g));
  } else if (edit.type === 'moveField') {
    grids = mapSame(grids, (g) => (g.fields.includes(edit.name) ? afterMove(after, g, edit.name) : g));
  }
  const fields = fieldsOf(after);
  grids = mapSame(grids, (g) => (g.fields.every((f) => Object.hasOwn(fields, f)) ? g : swap(g, (list) => list.filter((f) => Object.hasOwn(fields, f)))));
  if (grids.some((g) => g.fields.length === 0)) grids = grids.filter((g) => g.fields.length > 0);
  return grids === after.grids ? after : withGrids(after, grids);
}
