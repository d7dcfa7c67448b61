/** A Questionnaire's items laid out as the form's sections: groups are sections, loose questions between them gather in one. */
import type { ImportResult } from '../builder/import-export.ts';
import type { FormSection } from '../definition/types.ts';
import { isRecord } from '../read/is-record.ts';
import { GRID_CONTROLS, readGrid } from './import-grids.ts';
import { slug } from './import-names.ts';
import { readQuestion } from './import-questions.ts';
import { codingOf, refuse, textOf, type Reading } from './import-reading.ts';
import { extensionOf, itemControl } from './item-types.ts';
import type { QuestionnaireItem } from './r4-types.ts';

/** A group read as a section (a group inside it becomes a section of its own: sections do not nest). Returns a refusal, or null. */
function readSection(reading: Reading, group: QuestionnaireItem, path: string): ImportResult | null {
  const { walk, own } = reading;
  walk.groups.add(group.linkId);
  const id = slug(group.linkId.replace(/^section-/, ''), `section-${walk.sections.length + 1}`);
  const unique = walk.sections.some((s) => s.id === id) ? `${id}-${walk.sections.length + 1}` : id;
  const section: FormSection = { id: unique, title: textOf(group, unique), fields: [] };
  walk.sections.push(section);
  if (Array.isArray(group.code) && group.code.length > 0) (walk.codes.sections ??= {})[unique] = group.code.map(codingOf);
  if (group.enableWhen) walk.notes.push(`section "${section.title}" is shown only when its enableWhen holds in FHIR; here its questions each carry no such condition (sections are always shown)`);
  for (const [i, child] of (group.item ?? []).entries()) {
    const at = `${path}/item/${i}`;
    if (!isRecord(child)) return refuse(at, 'an item must be an object');
    if (child.type === 'display' && (child.linkId === `${group.linkId}-text` || (i === 0 && section.fields.length === 0 && !section.description && !extensionOf(child, own.schema)))) {
      section.description = String(child.text ?? '');
      continue;
    }
    if (child.type === 'group' && !child.repeats && GRID_CONTROLS.has(itemControl(child) ?? '')) {
      const problem = readGrid(reading, child, at, section);
      if (problem) return problem;
      continue;
    }
    if (child.type === 'group' && !child.repeats) {
      walk.notes.push(`group "${String(child.text ?? child.linkId)}" inside "${section.title}" became a section of its own (sections do not nest)`);
      const problem = readSection(reading, child, at);
      if (problem) return problem;
      continue;
    }
    const problem = readQuestion(reading, child, at, section);
    if (problem) return problem;
  }
  if (section.fields.length === 0 && !walk.sections.some((s) => s !== section && s.fields.length > 0) && (group.item ?? []).length === 0) {
    return refuse(path, 'this group has no items');
  }
  return null;
}

/** The top-level items read into sections (empty ones dropped). Returns a refusal, or null. */
export function readSections(reading: Reading, items: QuestionnaireItem[]): ImportResult | null {
  const { walk } = reading;
  // top level: groups are sections; loose questions between them gather in a "Questions" section
  let loose: FormSection | null = null;
  for (const [i, item] of items.entries()) {
    const at = `/item/${i}`;
    if (!isRecord(item) || typeof item.linkId !== 'string') return refuse(`${at}/linkId`, 'every item needs a linkId');
    if (item.type === 'group' && !item.repeats) {
      loose = null;
      const problem = readSection(reading, item, at);
      if (problem) return problem;
      continue;
    }
    if (!loose) {
      loose = { id: slug(`questions-${walk.sections.length + 1}`, 'questions'), title: 'Questions', fields: [] };
      walk.sections.push(loose);
    }
    const problem = readQuestion(reading, item, at, loose);
    if (problem) return problem;
  }
  walk.sections = walk.sections
    .filter((s) => s.fields.length > 0 || s.description)
    .map((s) => ({ id: s.id, title: s.title, ...(s.description ? { description: s.description } : {}), fields: s.fields }));
  return null;
}
