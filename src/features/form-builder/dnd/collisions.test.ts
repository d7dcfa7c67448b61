import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { builderCollisions } from './collisions';
import { paletteDndId, questionDndId as q, sectionDndId, zoneDndId } from './ids';

const rect = (top: number, height: number, left = 100, width = 400): ClientRect => ({ top, left, width, height, bottom: top + height, right: left + width });

// Section "one": a list from y 100 to 300 holding rows a (110-160) and b (170-220), then padding
const rects = new Map<string, ClientRect>([
  [sectionDndId('one'), rect(50, 260)],
  [zoneDndId('one'), rect(100, 200)],
  [q('a'), rect(110, 50)],
  [q('b'), rect(170, 50)],
]);
const container = (id: string, data: Record<string, unknown> = {}): DroppableContainer =>
  ({ id, key: id, data: { current: data }, disabled: false, node: { current: null }, rect: { current: rects.get(id) ?? null } }) as DroppableContainer;
const containers = [container(sectionDndId('one')), container(zoneDndId('one'), { section: 'one', count: 2 }), container(q('a'), { section: 'one' }), container(q('b'), { section: 'one' })];

function at(y: number, active = paletteDndId('rating')) {
  return builderCollisions({
    active: { id: active, data: { current: {} }, rect: { current: { initial: null, translated: null } } },
    collisionRect: rect(y - 20, 40, 20, 200),
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: { x: 300, y },
  });
}

describe('builderCollisions by pointer: the row under the pointer, and which half of it', () => {
  it('says the upper half of a row as not below, the lower half as below', () => {
    expect(at(120)).toEqual([{ id: q('a'), data: { overId: q('a'), below: false } }]);
    expect(at(150)).toEqual([{ id: q('a'), data: { overId: q('a'), below: true } }]);
    expect(at(194)).toEqual([{ id: q('b'), data: { overId: q('b'), below: false } }]);
    expect(at(196)).toEqual([{ id: q('b'), data: { overId: q('b'), below: true } }]);
  });

  it('over the list’s padding, the nearest row, with the pointer’s side of it', () => {
    expect(at(280)).toEqual([{ id: q('b'), data: { overId: q('b'), below: true } }]);
    expect(at(104)).toEqual([{ id: q('a'), data: { overId: q('a'), below: false } }]);
  });

  it('over the section’s header, the section; over nothing, nothing', () => {
    expect(at(70)).toEqual([{ id: sectionDndId('one'), data: { overId: sectionDndId('one'), below: false } }]);
    expect(at(900)).toEqual([]);
  });
});
