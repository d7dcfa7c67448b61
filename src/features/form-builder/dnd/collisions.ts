/**
 * What a dragged thing can land on, for @dnd-kit: sections move among sections; questions (and a new
 * question from the palette) among questions, the question lists of sections and (by pointer) section
 * headers. By pointer, the first collision carries a PointerHit (pointer.ts): the target and whether
 * the pointer is on its lower half. The keyboard getter
 * is @dnd-kit/sortable's own, shown only those targets, so arrow keys never stop on a section frame
 * around questions (an empty section's list is a target: that is how a question gets into it).
 */
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  rectIntersection,
  type Active,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { parseDndId } from './ids';
import type { PointerHit } from './pointer';

/** Data every canvas droppable carries (question rows: their section; lists: how many questions they hold). */
export interface DropData {
  section?: string;
  count?: number;
}

function dataOf(container: DroppableContainer): DropData {
  return (container.data.current ?? {}) as DropData;
}

function accepts(activeId: Active['id'], container: DroppableContainer, keyboard: boolean): boolean {
  const active = parseDndId(activeId);
  const target = parseDndId(container.id);
  if (!active || !target || container.disabled) return false;
  if (active.type === 'section') return target.type === 'section';
  if (target.type === 'question' || target.type === 'palette') return true;
  // a pointer over a section's header lands first in that section
  if (target.type === 'section') return !keyboard;
  // a list with questions in it is reached through its questions by keyboard (else arrows stop on it)
  return target.type === 'zone' && (!keyboard || !dataOf(container).count);
}

export const builderCollisions: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  const candidates = args.droppableContainers.filter((c) => accepts(args.active.id, c, !pointer));
  const scoped = { ...args, droppableContainers: candidates };
  if (parseDndId(args.active.id)?.type === 'section') return closestCenter(scoped);
  if (!pointer) return closestCorners(scoped);
  const hit = (c: { id: Active['id'] }): Collision[] => {
    const rect = args.droppableRects.get(c.id);
    const data: PointerHit = { overId: String(c.id), below: !!rect && pointer.y > rect.top + rect.height / 2 };
    return [{ id: c.id, data }];
  };
  const under = pointerWithin(scoped);
  const typeOf = (c: { id: Active['id'] }) => parseDndId(c.id)?.type;
  const row = under.find((c) => typeOf(c) === 'question' || typeOf(c) === 'palette');
  if (row) return hit(row);
  const zone = under.find((c) => typeOf(c) === 'zone') ?? under[0] ?? rectIntersection(scoped)[0];
  if (!zone) return [];
  if (typeOf(zone) === 'section') return hit(zone);
  // over a list's padding: the nearest question of that list, so the drop lands beside it
  const list = parseDndId(zone.id);
  const inList = candidates.filter((c) => list?.type === 'zone' && dataOf(c).section === list.section && c.id !== zone.id);
  return hit(inList.length > 0 ? closestCenter({ ...args, droppableContainers: inList })[0]! : zone);
};

export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const active = args.context.active;
  if (!active) return sortableKeyboardCoordinates(event, args);
  const enabled = all.getEnabled().filter((c) => accepts(active.id, c, true));
  const view = { getEnabled: () => enabled, get: (id: Active['id']) => all.get(id) } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: view } });
};
