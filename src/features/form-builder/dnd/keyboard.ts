/**
 * Arrow keys during a keyboard drag of a question (or of a new one from the palette), as a pure
 * step through the slots of the form: one position up or down, past the top of a section to the end
 * of the previous one, past the bottom to the start of the next, exactly like Move up / Move down.
 * The answer is the target @dnd-kit should be "over" (and whether the item lands below it), read
 * against the drag layout, where a move inside one section is not yet applied (a sortable list
 * lands the dragged item in the place of the item it is over).
 */
import { parseDndId, zoneDndId } from './ids';
import { dropLayout, positionOf, type Layout } from './layout';

export interface KeyboardTarget {
  overId: string;
  below: boolean;
}

/**
 * @param layout the drag layout (moves into another section applied, moves within one not)
 * @param activeId the dragged question or palette placeholder
 * @param overId what it is over now (null: nothing yet; itself once a move into another section is applied)
 * @param below whether it lands below `overId`
 */
export function keyboardTarget(layout: Layout, activeId: string, overId: string | null, below: boolean, direction: -1 | 1): KeyboardTarget | null {
  const projected = overId ? dropLayout(layout, activeId, overId, below) : layout;
  const at = positionOf(projected, activeId);
  if (!at) return null;
  const s = projected.findIndex((x) => x.id === at.section);
  let section = s;
  let index = at.index + direction;
  if (index < 0 || index >= at.count) {
    section = s + direction;
    const next = projected[section];
    if (!next) return null;
    index = direction < 0 ? next.items.length : 0;
  }
  const target = layout[section]!;
  const home = positionOf(layout, activeId);
  if (home?.section === target.id) {
    // a sortable list: the item takes the place of whatever stands at that index now (itself included)
    return { overId: target.items[index]!, below: false };
  }
  if (target.items.length === 0) return { overId: zoneDndId(target.id), below: false };
  return index === 0 ? { overId: target.items[0]!, below: false } : { overId: target.items[index - 1]!, below: true };
}

/**
 * A keyboard drag as it stands: the drag layout (moves into another section applied) and what the
 * arrow keys aim at in it (null: nothing yet; the dragged item itself once it stands where it lands).
 * The keys alone change it, each press from the plan the previous press left, so N presses move
 * N slots however quickly they come (nothing drawn or measured in between is read).
 */
export interface KeyboardPlan {
  layout: Layout;
  overId: string | null;
  below: boolean;
}

/**
 * One arrow key: the plan after it, and the target it aimed at (for @dnd-kit's coordinates); null
 * when there is no slot that way. A step into another section is applied to the layout at once
 * (so the item's new neighbours make room, and the next step starts from there); a step within
 * the item's own section is left to the sortable list (the plan aims at the question it replaces).
 */
export function keyboardStep(plan: KeyboardPlan, activeId: string, direction: -1 | 1): { plan: KeyboardPlan; aim: KeyboardTarget } | null {
  const aim = keyboardTarget(plan.layout, activeId, plan.overId, plan.below, direction);
  if (!aim) return null;
  const landed = dropLayout(plan.layout, activeId, aim.overId, aim.below);
  const from = positionOf(plan.layout, activeId);
  if (from && from.section === positionOf(landed, activeId)?.section) return { plan: { layout: plan.layout, ...aim }, aim };
  return { plan: { layout: landed, overId: activeId, below: false }, aim };
}

/** Where a keyboard drag lands if dropped now. */
export function plannedLanding(plan: KeyboardPlan, activeId: string): Layout {
  return plan.overId ? dropLayout(plan.layout, activeId, plan.overId, plan.below) : plan.layout;
}

/** Drags of questions and new questions are planned here (keys: above; pointer: pointer.ts); sections use the sortable default. */
export function plannedByKeyboard(activeId: string): boolean {
  const type = parseDndId(activeId)?.type;
  return type === 'question' || type === 'palette';
}
