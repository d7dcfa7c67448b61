/**
 * A question (or a new one from the palette) dragged by pointer or finger. What the pointer is over
 * comes from the collision detection (collisions.ts) as a hit: the target and which half of it the
 * pointer is on. The drag layout then follows the pointer at once, on every move, also while the
 * pointer stays over one row and crosses its middle, so the canvas shows where the question lands
 * and the announcement says it; the drop takes the layout as last shown.
 */
import type { Collision } from '@dnd-kit/core';
import { dropBeside, positionOf, type Layout } from './layout';

/** Where the pointer is: over `overId`, on its lower half when `below`. */
export interface PointerHit {
  overId: string;
  below: boolean;
}

const isHit = (data: unknown): data is PointerHit =>
  !!data && typeof (data as PointerHit).overId === 'string' && typeof (data as PointerHit).below === 'boolean';

/** The hit a collision detection put first (null: the pointer is over nothing a question can land on). */
export function pointerHit(collisions: readonly Collision[] | null | undefined): PointerHit | null {
  const data = collisions?.[0]?.data;
  return isHit(data) ? data : null;
}

/**
 * The drag layout after the pointer moved: beside what it is over (see dropBeside), or, over
 * nothing it can land on, the canvas as it was before the drag (a drop there changes nothing).
 * The same object when nothing changes.
 */
export function followPointer(layout: Layout, before: Layout, activeId: string, hit: PointerHit | null): Layout {
  return hit ? dropBeside(layout, activeId, hit.overId, hit.below) : before;
}

/** Where a drop on `layout` lands (null: nowhere, the dragged item is not on the canvas). */
export function landingOn(layout: Layout, activeId: string): Layout | null {
  return positionOf(layout, activeId) ? layout : null;
}
