import { describe, expect, it } from 'vitest';
import { paletteDndId, questionDndId as q, zoneDndId } from './ids';
import { keyboardTarget } from './keyboard';
import { dropLayout, layoutOf, positionOf, type Layout } from './layout';

const layout = layoutOf([
  { id: 'a', title: 'A', fields: ['a1', 'a2', 'a3'] },
  { id: 'empty', title: 'Empty', fields: [] },
  { id: 'b', title: 'B', fields: ['b1', 'b2'] },
]);

/**
 * Press an arrow as BuilderDnd does: plan the target, then commit a move into another section
 * (after which the item stands where it lands, so it is "over" itself).
 */
function press(state: { layout: Layout; over: string | null; below: boolean }, active: string, direction: -1 | 1) {
  const target = keyboardTarget(state.layout, active, state.over, state.below, direction);
  if (!target) return { ...state, stuck: true };
  const landed = dropLayout(state.layout, active, target.overId, target.below);
  const from = positionOf(state.layout, active);
  const moved = !from || from.section !== positionOf(landed, active)?.section;
  return moved ? { layout: landed, over: active, below: false, stuck: false } : { layout: state.layout, over: target.overId, below: target.below, stuck: false };
}

function walk(active: string, keys: (-1 | 1)[], start: Layout = layout) {
  let state = { layout: start, over: null as string | null, below: false, stuck: false };
  const places: string[] = [];
  for (const key of keys) {
    state = press(state, active, key);
    const at = positionOf(state.over ? dropLayout(state.layout, active, state.over, state.below) : state.layout, active)!;
    places.push(state.stuck ? 'stuck' : `${at.section}${at.index + 1}/${at.count}`);
  }
  return places;
}

describe('keyboardTarget: arrow keys step through every slot, like Move up / Move down', () => {
  it('walks a question down through its section, an empty section and the next, then stops', () => {
    expect(walk(q('a2'), [1, 1, 1, 1, 1, 1])).toEqual(['a3/3', 'empty1/1', 'b1/3', 'b2/3', 'b3/3', 'stuck']);
  });

  it('walks back up the same slots', () => {
    expect(walk(q('b2'), [-1, -1, -1, -1, -1, -1, -1])).toEqual(['b1/2', 'empty1/1', 'a4/4', 'a3/4', 'a2/4', 'a1/4', 'stuck']);
  });

  it('returns to where it started when it goes down and up again', () => {
    expect(walk(q('a3'), [1, 1, -1, -1])).toEqual(['empty1/1', 'b1/3', 'empty1/1', 'a3/3']);
  });

  it('moves a new question from the palette once it stands in a section', () => {
    const placed = dropLayout(layout, paletteDndId('rating'), zoneDndId('empty'), false);
    expect(walk(paletteDndId('rating'), [-1, -1, 1, 1, 1], placed)).toEqual(['a4/4', 'a3/4', 'a4/4', 'empty1/1', 'b1/3']);
  });
});
