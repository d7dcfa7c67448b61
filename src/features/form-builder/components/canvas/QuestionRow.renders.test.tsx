/**
 * The canvas redraws only what an edit changed: a title keystroke redraws that question's row, a
 * move redraws the rows of the section it happened in (their order and Move up/down buttons), undo
 * the same. Counted per row: `useSortable` runs once per render of a row's sortable part, `kindLabel`
 * once per render of its body. Counts, not timings (speed is measured by `npm run bench -- --builder`).
 */
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import type * as Sortable from '@dnd-kit/sortable';
import type * as Selectors from './selectors';
import { generatedForm } from '../../../../../engine/test-support/generated-forms.ts';
import { renderInBuilder } from '../../testing/render';
import { BuilderDnd } from './BuilderDnd';
import { Canvas } from './Canvas';

const renders = vi.hoisted(() => ({ sortable: new Map<string, number>(), body: 0 }));

vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const original = await importOriginal<typeof Sortable>();
  return {
    ...original,
    useSortable: (args: Parameters<typeof original.useSortable>[0]) => {
      renders.sortable.set(String(args.id), (renders.sortable.get(String(args.id)) ?? 0) + 1);
      return original.useSortable(args);
    },
  };
});

vi.mock('./selectors', async (importOriginal) => {
  const original = await importOriginal<typeof Selectors>();
  return {
    ...original,
    kindLabel: (...args: Parameters<typeof original.kindLabel>) => {
      renders.body++;
      return original.kindLabel(...args);
    },
  };
});

/** Which rows' sortable parts rendered since the last reset (their dnd ids). */
const rowsRendered = () => [...renders.sortable.keys()].filter((id) => !id.startsWith('section:')).sort();
const reset = () => {
  renders.sortable.clear();
  renders.body = 0;
};

function setUp(): { def: FormDefinition; store: ReturnType<typeof renderInBuilder>['store'] } {
  const def = generatedForm(60);
  const { store } = renderInBuilder(
    <BuilderDnd>
      <Canvas />
    </BuilderDnd>,
    def,
  );
  return { def, store };
}

describe('canvas re-renders only what changed', { timeout: 30_000 }, () => {
  beforeEach(reset);

  it('draws every row once on mount', () => {
    setUp();
    expect(rowsRendered()).toHaveLength(60);
    expect(renders.body).toBe(60);
  });

  it('a title keystroke redraws that row alone', () => {
    const { def, store } = setUp();
    const name = def.sections![2]!.fields[4]!;
    const schema = def.schema.properties![name]!;
    reset();
    act(() => {
      store.getState().apply({ type: 'updateField', name, schema: { ...schema, title: `${String(schema.title)}x` } }, { mergeKey: `title:${name}` });
    });
    expect(rowsRendered()).toEqual([`question:${name}`]);
    expect(renders.body).toBe(1);
  });

  it('selecting a question redraws the rows selected before and after, nothing else', () => {
    const { def, store } = setUp();
    const [a, b] = [def.sections![0]!.fields[1]!, def.sections![3]!.fields[2]!];
    act(() => store.getState().select({ kind: 'field', name: a }));
    reset();
    act(() => store.getState().select({ kind: 'field', name: b }));
    expect(rowsRendered()).toEqual([`question:${a}`, `question:${b}`].sort());
    expect(renders.body).toBe(2);
  });

  it('a move redraws rows of its section only, and undo the same', () => {
    const { def, store } = setUp();
    const section = def.sections![3]!;
    const name = section.fields[4]!;
    reset();
    act(() => {
      store.getState().apply({ type: 'moveField', name, section: section.id, index: 5 });
    });
    const inSection = new Set(section.fields.map((f) => `question:${f}`));
    expect(rowsRendered().length).toBeGreaterThan(0);
    expect(rowsRendered().filter((id) => !inSection.has(id))).toEqual([]);
    // the bodies show order only through Move up/down (first/last): the two rows that swapped keep them
    expect(renders.body).toBe(0);
    reset();
    act(() => store.getState().undo());
    expect(rowsRendered().filter((id) => !inSection.has(id))).toEqual([]);
    expect(renders.body).toBe(0);
  });
});
