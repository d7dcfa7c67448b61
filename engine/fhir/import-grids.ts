/** A group drawn as a table (questions as rows, answers as columns) read as a Likert grid over its questions. */
import type { ImportResult } from '../builder/import-export.ts';
import { gridIssues } from '../definition/grids.ts';
import type { FormDefinition, FormGrid, FormSection } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { slug } from './import-names.ts';
import { readQuestion } from './import-questions.ts';
import { refuse, type Reading } from './import-reading.ts';
import type { QuestionnaireItem } from './r4-types.ts';

/** Item controls of a group read as a Likert grid: R4's "table" (what the export writes) and the SDC's later "grid". */
export const GRID_CONTROLS = new Set(['table', 'grid']);

/** A table group: its questions join the section and are shown as a Likert grid. Returns a refusal, or null. */
export function readGrid(reading: Reading, group: QuestionnaireItem, path: string, section: FormSection): ImportResult | null {
  const { walk } = reading;
  walk.groups.add(group.linkId);
  const grid: FormGrid = { id: slug(group.linkId.replace(/^grid-/, ''), `grid-${walk.grids.length + 1}`), fields: [] };
  if (typeof group.text === 'string' && group.text.trim() !== '') grid.title = group.text.trim();
  const before = section.fields.length;
  for (const [i, child] of (group.item ?? []).entries()) {
    const at = `${path}/item/${i}`;
    if (!isRecord(child)) return refuse(at, 'an item must be an object');
    if (child.type === 'display' && i === 0 && typeof child.text === 'string') {
      grid.description = child.text;
      continue;
    }
    const problem = readQuestion(reading, child, at, section);
    if (problem) return problem;
  }
  grid.fields = section.fields.slice(before);
  if (grid.fields.length > 0) walk.grids.push(grid);
  return null;
}

/** The definition without the table groups that cannot be Likert grids here (rows of different answers…): their questions stay, one by one. */
export function withDrawableGrids(def: FormDefinition, notes: string[]): FormDefinition {
  if (!def.grids) return def;
  const broken = new Set(gridIssues(def).map((issue) => Number(issue.path.split('/')[2])));
  if (broken.size === 0) return def;
  const grids = def.grids.filter((grid, i) => {
    if (broken.has(i)) notes.push(`the table "${grid.title ?? grid.id}" cannot be a grid here (its questions do not share one set of answers); its questions are shown one by one`);
    return !broken.has(i);
  });
  const { grids: _all, ...rest } = def;
  return grids.length > 0 ? { ...rest, grids } : rest;
}
