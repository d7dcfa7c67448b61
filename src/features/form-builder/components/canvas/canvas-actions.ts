/**
 * The canvas's commands without a drag: add a question or a section, Move up/down, remove. Each is
 * one engine edit, then the selection, a sentence for the live region and focus where the
 * administrator expects it (a moved question keeps focus on the button that moved it).
 */
import { useMemo } from 'react';
import { fieldKind, suggestFieldName, suggestId, type FieldKindId, type FormDefinition } from '@engine';
import { useBuilderStore, type Selection } from '../../store';
import type { Names } from '../../dnd/announcements';
import { movedText, placeText } from '../../dnd/announcements';
import { questionDndId, sectionDndId } from '../../dnd/ids';
import { newQuestionTitle } from '../../dnd/new-question';
import { layoutOf, positionOf, stepQuestion, stepSection } from '../../dnd/layout';
import { focusSoon, useWorkspace } from '../workspace-context';
import { newSectionTitle } from './names';
import { questionTitle, sectionTitle } from './selectors';

export function namesOf(definition: FormDefinition): Names {
  return {
    question: (name) => questionTitle(definition.schema.properties?.[name]),
    section: (id) => sectionTitle(definition.sections?.find((s) => s.id === id)?.title),
    kind: (kind) => fieldKind(kind).label,
  };
}

/** A fresh variable name for a new question of this kind (`rating`, then `rating2` ...). */
export function suggestName(definition: FormDefinition, kind: FieldKindId): string {
  return suggestFieldName(definition, kind);
}

/** Where the palette's buttons add: after the selected question, at the end of the selected section, else at the end of the last. */
export function addTarget(definition: FormDefinition, selection: Selection): { section: string; index: number } | null {
  const sections = definition.sections ?? [];
  if (selection?.kind === 'field') {
    const section = sections.find((s) => s.fields.includes(selection.name));
    if (section) return { section: section.id, index: section.fields.indexOf(selection.name) + 1 };
  }
  if (selection?.kind === 'section') {
    const section = sections.find((s) => s.id === selection.id);
    if (section) return { section: section.id, index: section.fields.length };
  }
  const last = sections[sections.length - 1];
  return last ? { section: last.id, index: last.fields.length } : null;
}

export function useCanvasActions() {
  const store = useBuilderStore();
  const { announce } = useWorkspace();
  return useMemo(() => {
    const state = () => store.getState();

    function addSection(): string | null {
      const definition = state().definition;
      const title = newSectionTitle(definition);
      const id = suggestId(definition, 'section', title);
      const result = state().apply({ type: 'addSection', id, title });
      if (!result.ok) return null;
      state().select({ kind: 'section', id });
      announce(`Added section “${title}”, section ${result.definition.sections?.length ?? 1} of ${result.definition.sections?.length ?? 1}. It is selected: give it a title in the Question panel.`);
      focusSoon(`section-title-${id}`);
      return id;
    }

    function addQuestion(kind: FieldKindId): void {
      if (!(state().definition.sections ?? []).length && !addSection()) return;
      const definition = state().definition;
      const target = addTarget(definition, state().selection);
      if (!target) return;
      const name = suggestName(definition, kind);
      const title = newQuestionTitle(kind);
      const result = state().apply({ type: 'addField', kind, name, title, ...target });
      if (!result.ok) return;
      state().select({ kind: 'field', name });
      const at = positionOf(layoutOf(result.definition.sections), questionDndId(name));
      const names = namesOf(result.definition);
      announce(`Added ${fieldKind(kind).label} question${at ? ` at ${placeText(at, names)}` : ''}. It is selected: edit it in the Question panel.`);
    }

    /** A Likert grid of three statements on the PCL-5's 0–4 scale, placed where a question would be. */
    function addGrid(): void {
      if (!(state().definition.sections ?? []).length && !addSection()) return;
      const definition = state().definition;
      const target = addTarget(definition, state().selection);
      if (!target) return;
      const rows: { name: string; title: string }[] = [];
      for (let n = 1; n <= 3; n++) {
        const taken = { ...definition, schema: { ...definition.schema, properties: { ...definition.schema.properties, ...Object.fromEntries(rows.map((r) => [r.name, {}])) } } };
        rows.push({ name: suggestFieldName(taken, 'statement'), title: `Statement ${n}` });
      }
      const id = suggestId(definition, 'grid', 'grid');
      const result = state().apply({ type: 'addGrid', id, section: target.section, index: target.index, rows });
      if (!result.ok) return;
      state().select({ kind: 'field', name: rows[0]!.name });
      announce('Added a Likert grid of 3 statements on a 0 to 4 scale. Its first statement is selected: edit the grid in the Question panel.');
    }

    function moveQuestion(name: string, direction: -1 | 1): void {
      const to = stepQuestion(layoutOf(state().definition.sections), name, direction);
      if (!to) return;
      const result = state().apply({ type: 'moveField', name, ...to });
      if (!result.ok) return;
      announce(movedText(layoutOf(result.definition.sections), questionDndId(name), namesOf(result.definition)));
      const [again, other] = direction < 0 ? ['move-up', 'move-down'] : ['move-down', 'move-up'];
      focusSoon(`${again}-${name}`, `${other}-${name}`, `question-${name}`);
    }

    function moveSection(id: string, direction: -1 | 1): void {
      const index = stepSection(layoutOf(state().definition.sections), id, direction);
      if (index === null) return;
      const result = state().apply({ type: 'moveSection', id, index });
      if (!result.ok) return;
      announce(movedText(layoutOf(result.definition.sections), sectionDndId(id), namesOf(result.definition)));
      const [again, other] = direction < 0 ? ['move-section-up', 'move-section-down'] : ['move-section-down', 'move-section-up'];
      focusSoon(`${again}-${id}`, `${other}-${id}`, `section-title-${id}`);
    }

    /** Remove a question; a refusal (a condition or scale uses it) is left in the store for RefusalNotice. */
    function removeQuestion(name: string): boolean {
      const before = state().definition;
      const title = questionTitle(before.schema.properties?.[name]);
      const flat = (before.sections ?? []).flatMap((s) => s.fields);
      const neighbour = flat[flat.indexOf(name) + 1] ?? flat[flat.indexOf(name) - 1];
      const result = state().apply({ type: 'removeField', name });
      if (!result.ok) return false;
      announce(`Removed question “${title}”. Undo brings it back.`);
      focusSoon(...(neighbour ? [`question-${neighbour}`] : []), 'add-section');
      return true;
    }

    function removeSection(id: string, moveFieldsTo?: string): boolean {
      const before = state().definition;
      const sections = before.sections ?? [];
      const title = sectionTitle(sections.find((s) => s.id === id)?.title);
      const at = sections.findIndex((s) => s.id === id);
      const neighbour = sections[at + 1] ?? sections[at - 1];
      const result = state().apply(moveFieldsTo ? { type: 'removeSection', id, moveFieldsTo } : { type: 'removeSection', id });
      if (!result.ok) return false;
      const moved = moveFieldsTo ? `; its questions moved to “${sectionTitle(sections.find((s) => s.id === moveFieldsTo)?.title)}”` : '';
      announce(`Removed section “${title}”${moved}. Undo brings it back.`);
      focusSoon(...(neighbour ? [`section-title-${neighbour.id}`] : []), 'add-section');
      return true;
    }

    return { addSection, addQuestion, addGrid, moveQuestion, moveSection, removeQuestion, removeSection };
  }, [store, announce]);
}
