/**
 * Where things land on the canvas, as pure functions of the sections' question lists: the drag
 * handlers, the Move up/down buttons and the screen-reader announcements all ask these, so what is
 * announced is what happens. A layout holds dnd ids (`question:<name>`, and `palette:<kind>` for a
 * new question being dragged in from the palette).
 */
import type { Edit, FieldKindId, FormSection } from '@engine';
import { parseDndId, questionDndId } from './ids';
import { newQuestionTitle } from './new-question';

export interface LayoutSection {
  id: string;
  items: readonly string[];
}
export type Layout = readonly LayoutSection[];

/** Where an item is: its section's id, its index there (0-based) and how many items that section holds. */
export interface Position {
  section: string;
  index: number;
  count: number;
}

// one LayoutSection per FormSection object: an edit keeps untouched sections, so their layouts (and the
// canvas parts drawn from them) keep their identity too
const sectionLayouts = new WeakMap<FormSection, LayoutSection>();

export function layoutOf(sections: readonly FormSection[] | undefined): Layout {
  return (sections ?? []).map((s) => {
    let section = sectionLayouts.get(s);
    if (!section) {
      section = { id: s.id, items: s.fields.map(questionDndId) };
      sectionLayouts.set(s, section);
    }
    return section;
  });
}

function locate(layout: Layout, itemId: string): { section: number; index: number } | null {
  for (let s = 0; s < layout.length; s++) {
    const index = layout[s]!.items.indexOf(itemId);
    if (index >= 0) return { section: s, index };
  }
  return null;
}

export function positionOf(layout: Layout, itemId: string): Position | null {
  const at = locate(layout, itemId);
  if (!at) return null;
  const section = layout[at.section]!;
  return { section: section.id, index: at.index, count: section.items.length };
}

/** The section an over target belongs to (a question in it, its question list, or the section itself). */
export function sectionIndexOf(layout: Layout, overId: string): number {
  const over = parseDndId(overId);
  if (!over) return -1;
  if (over.type === 'section') return layout.findIndex((s) => s.id === over.id);
  if (over.type === 'zone') return layout.findIndex((s) => s.id === over.section);
  return locate(layout, overId)?.section ?? -1;
}

function withItems(layout: Layout, changes: Map<number, readonly string[]>): Layout {
  return layout.map((s, i) => (changes.has(i) ? { id: s.id, items: changes.get(i)! } : s));
}

/** Move a question (or the palette's new question) to an index of a section; other sections keep their identity. */
function place(layout: Layout, itemId: string, section: number, index: number): Layout {
  const from = locate(layout, itemId);
  const changes = new Map<number, readonly string[]>();
  if (from) changes.set(from.section, layout[from.section]!.items.filter((id) => id !== itemId));
  const target = [...(changes.get(section) ?? layout[section]!.items)];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, itemId);
  changes.set(section, target);
  return withItems(layout, changes);
}

/**
 * The layout if the dragged question (or palette item) were dropped over `overId` now.
 * Over a question of its own section it takes that question's place (a sortable list's move);
 * over a question of another section it goes before it, or after it when `below`;
 * over a section or its question list it goes first, or last when `below`.
 * Unchanged (the same object) when the drop would change nothing.
 */
export function dropLayout(layout: Layout, activeId: string, overId: string | null, below: boolean): Layout {
  if (!overId || overId === activeId) return layout;
  const over = parseDndId(overId);
  if (!over) return layout;
  const from = locate(layout, activeId);
  if (over.type === 'question' || over.type === 'palette') {
    const to = locate(layout, overId);
    if (!to) return layout;
    if (from && from.section === to.section) {
      return from.index === to.index ? layout : place(layout, activeId, to.section, to.index);
    }
    return place(layout, activeId, to.section, to.index + (below ? 1 : 0));
  }
  const section = sectionIndexOf(layout, overId);
  if (section < 0) return layout;
  if (from && from.section === section) return layout;
  return place(layout, activeId, section, below ? layout[section]!.items.length : 0);
}

/**
 * The layout if the dragged question (or palette item) were dropped by pointer over `overId` now:
 * over a question of any section, its own too, it goes before that question, or after it when
 * `below` (the pointer on the question's lower half); over a section or its question list, as
 * dropLayout. Unchanged (the same object) when it already stands there, so applying the answer to
 * the drag layout at once is stable: once moved, the pointer is over the same half (or over the
 * dragged question itself) and the answer stays the same.
 */
export function dropBeside(layout: Layout, activeId: string, overId: string | null, below: boolean): Layout {
  if (!overId || overId === activeId) return layout;
  const over = parseDndId(overId);
  if (over?.type !== 'question' && over?.type !== 'palette') return dropLayout(layout, activeId, overId, below);
  const to = locate(layout, overId);
  if (!to) return layout;
  const from = locate(layout, activeId);
  const own = !!from && from.section === to.section;
  // its index among the other questions of that section
  const index = to.index - (own && from.index < to.index ? 1 : 0) + (below ? 1 : 0);
  return own && from.index === index ? layout : place(layout, activeId, to.section, index);
}

/** The index a dragged section takes over `overId` (a section, or anything inside one); null = no move. */
export function sectionDropIndex(layout: Layout, sectionId: string, overId: string | null): number | null {
  if (!overId) return null;
  const from = layout.findIndex((s) => s.id === sectionId);
  const to = sectionIndexOf(layout, overId);
  return from < 0 || to < 0 || from === to ? null : to;
}

/**
 * One step up or down for the Move buttons (and the order a keyboard user expects): past the top of
 * a section a question goes to the end of the previous section, past the bottom to the start of the next.
 */
export function stepQuestion(layout: Layout, name: string, direction: -1 | 1): { section: string; index: number } | null {
  const at = locate(layout, questionDndId(name));
  if (!at) return null;
  const items = layout[at.section]!.items;
  const index = at.index + direction;
  if (index >= 0 && index < items.length) return { section: layout[at.section]!.id, index };
  const next = layout[at.section + direction];
  if (!next) return null;
  return { section: next.id, index: direction < 0 ? next.items.length : 0 };
}

export function stepSection(layout: Layout, id: string, direction: -1 | 1): number | null {
  const from = layout.findIndex((s) => s.id === id);
  const to = from + direction;
  return from < 0 || to < 0 || to >= layout.length ? null : to;
}

/**
 * The edit a drop makes: moving a question from where it was in `before` to where it is in `after`
 * (null when it did not move), or adding the palette's kind where its placeholder stands, titled
 * as the palette's button titles it.
 */
export function dropEdit(before: Layout, after: Layout, activeId: string, newName: (kind: FieldKindId) => string): Edit | null {
  const item = parseDndId(activeId);
  const to = positionOf(after, activeId);
  if (!item || !to) return null;
  if (item.type === 'palette') {
    return { type: 'addField', kind: item.kind, name: newName(item.kind), title: newQuestionTitle(item.kind), section: to.section, index: to.index };
  }
  if (item.type !== 'question') return null;
  const from = positionOf(before, activeId);
  if (from && from.section === to.section && from.index === to.index) return null;
  return { type: 'moveField', name: item.name, section: to.section, index: to.index };
}
