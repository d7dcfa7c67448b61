import { describe, expect, it } from 'vitest';
import { paletteDndId, questionDndId as q, zoneDndId } from './ids';
import { keyboardStep, plannedLanding, type KeyboardPlan } from './keyboard';
import { dropLayout, layoutOf, positionOf, type Layout } from './layout';

const layout = layoutOf([
  { id: 'a', title: 'A', fields: ['a1', 'a2', 'a3'] },
  { id: 'empty', title: 'Empty', fields: [] },
  { id: 'b', title: 'B', fields: ['b1', 'b2'] },
]);

/** Press arrows as BuilderDnd does, each from the plan the last one left; the place after each ("b2/3"). */
function walk(active: string, keys: (-1 | 1)[], start: Layout = layout) {
  let plan: KeyboardPlan = { layout: start, overId: null, below: false };
  const places: string[] = [];
  for (const key of keys) {
    const step = keyboardStep(plan, active, key);
    if (step) plan = step.plan;
    const at = positionOf(plannedLanding(plan, active), active)!;
    places.push(step ? `${at.section}${at.index + 1}/${at.count}` : 'stuck');
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

  it('counts every press however quickly they come: the plan alone carries each step to the next', () => {
    // a burst is the same walk: nothing between two presses is read but the plan the first one left
    const plan0: KeyboardPlan = { layout, overId: null, below: false };
    const one = keyboardStep(plan0, q('a3'), 1)!;
    expect(positionOf(one.plan.layout, q('a3'))).toEqual({ section: 'empty', index: 0, count: 1 });
    expect(one.plan.overId).toBe(q('a3'));
    const two = keyboardStep(one.plan, q('a3'), 1)!;
    expect(positionOf(plannedLanding(two.plan, q('a3')), q('a3'))).toEqual({ section: 'b', index: 0, count: 3 });
    const three = keyboardStep(two.plan, q('a3'), 1)!;
    expect(positionOf(plannedLanding(three.plan, q('a3')), q('a3'))).toEqual({ section: 'b', index: 1, count: 3 });
  });

  it('aims at the slot it steps to (where the keyboard sensor scrolls to)', () => {
    expect(keyboardStep({ layout, overId: null, below: false }, q('a3'), 1)!.aim).toEqual({ overId: zoneDndId('empty'), below: false });
    expect(keyboardStep({ layout, overId: null, below: false }, q('b1'), -1)!.aim).toEqual({ overId: zoneDndId('empty'), below: false });
    expect(keyboardStep({ layout, overId: null, below: false }, q('a1'), 1)!.aim).toEqual({ overId: q('a2'), below: false });
  });

  it('lands a plan where it was picked up when no key was pressed', () => {
    expect(plannedLanding({ layout, overId: null, below: false }, q('a2'))).toBe(layout);
    expect(dropLayout(layout, q('a2'), q('a2'), false)).toBe(layout);
  });
});
