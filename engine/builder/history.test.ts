import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { accepted, smallForm } from '../test-support/builder-forms.ts';
import { applyEdit } from './apply-edit.ts';
import type { Edit } from './edit-types.ts';
import { MAX_STEPS, MERGE_WINDOW_MS, canRedo, canUndo, createHistory, recordEdit, redo, undo, type History } from './history.ts';

const title = (text: string): Edit => ({ type: 'setForm', title: text });

function record(history: History, edit: Edit, options: { mergeKey?: string; now?: number } = {}): History {
  return recordEdit(history, accepted(applyEdit(history.present, edit)), edit, { now: 0, ...options });
}

/** The log replayed from the first definition: it must lead to the present. */
function replay(start: FormDefinition, history: History): FormDefinition {
  return history.log.reduce((def, edit) => accepted(applyEdit(def, edit)), start);
}

describe('history', () => {
  it('undoes and redoes whole definitions, and a new edit clears the redo steps', () => {
    const start = smallForm();
    let h = record(createHistory(start), title('One'));
    h = record(h, title('Two'));
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present.title).toBe('One');
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present.title).toBe('Two');
    h = record(undo(h), title('Three'));
    expect(canRedo(h)).toBe(false);
    expect(undo(undo(h)).present).toBe(start);
    expect(undo(createHistory(start)).present).toBe(start);
  });

  it('merges edits with the same key within the window into one step, not after it', () => {
    let h = createHistory(smallForm());
    h = record(h, title('T'), { mergeKey: 'title', now: 0 });
    h = record(h, title('Ti'), { mergeKey: 'title', now: MERGE_WINDOW_MS - 1 });
    h = record(h, title('Tit'), { mergeKey: 'title', now: 2 * MERGE_WINDOW_MS - 2 });
    expect(h.past).toHaveLength(1);
    h = record(h, title('Title'), { mergeKey: 'title', now: 4 * MERGE_WINDOW_MS });
    expect(h.past).toHaveLength(2);
    expect(undo(h).present.title).toBe('Tit');
    expect(undo(undo(h)).present.title).toBe('Small form');
  });

  it('keeps the log leading to the present through undo and redo (merged steps come off whole)', () => {
    const start = smallForm();
    let h = createHistory(start);
    h = record(h, title('A'), { mergeKey: 'title' });
    h = record(h, title('AB'), { mergeKey: 'title' });
    h = record(h, { type: 'moveSection', id: 'mood', index: 0 });
    h = undo(h);
    expect(h.log).toEqual([title('A'), title('AB')]);
    expect(replay(start, h)).toEqual(h.present);
    h = undo(h);
    expect(h.log).toEqual([]);
    h = redo(redo(h));
    expect(h.log).toHaveLength(3);
    expect(replay(start, h)).toEqual(h.present);
    h = record(undo(h), { type: 'removeCondition', id: 'per-day' });
    expect(h.log).toEqual([title('A'), title('AB'), { type: 'removeCondition', id: 'per-day' }]);
    expect(replay(start, h)).toEqual(h.present);
  });

  it('does not record an edit that changed nothing, and never merges across an undo', () => {
    const start = smallForm();
    const h = createHistory(start);
    expect(recordEdit(h, start, title('Small form'))).toBe(h);
    let merged = record(h, title('X'), { mergeKey: 'title' });
    merged = record(undo(merged), title('Y'), { mergeKey: 'title' });
    expect(merged.past).toHaveLength(1);
    expect(merged.past[0]).toBe(start);
  });

  it(`keeps at most ${MAX_STEPS} undo steps, and the log whole`, () => {
    let h = createHistory(smallForm());
    for (let i = 0; i < MAX_STEPS + 5; i++) h = recordEdit(h, { ...h.present, title: `T${i}` }, title(`T${i}`), { now: 0 });
    expect(h.past).toHaveLength(MAX_STEPS);
    expect(h.stepSizes).toHaveLength(MAX_STEPS);
    expect(h.log).toHaveLength(MAX_STEPS + 5);
    expect(undo(h).log).toHaveLength(MAX_STEPS + 4);
  });
});
