/**
 * Drag and drop around the palette and the canvas (@dnd-kit, by pointer, touch and keyboard).
 * While a question is dragged the canvas is drawn from a drag layout; the store gets ONE edit at
 * the drop (`moveField`, `addField`, `moveSection`), never one per move.
 * - By pointer or finger (dnd/pointer.ts) the layout follows the pointer on every move: beside the
 *   row it is over, before or after it by the half the pointer is on. The canvas shows it, the live
 *   region says it, and the drop lands exactly there.
 * - By keyboard (dnd/keyboard.ts) each arrow key steps one slot from the plan the previous key left,
 *   planned from the layout, never from where things are drawn or what @dnd-kit reports back, so no
 *   step is lost or skipped however quickly the keys come.
 * Sections are reordered with @dnd-kit/sortable's defaults.
 */
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Edit } from '@engine';
import type { StoreApi } from 'zustand';
import { useBuilderStore, type BuilderState } from '../../store';
import { cancelledText, droppedText, overText, pickedUpText, screenReaderInstructions } from '../../dnd/announcements';
import { builderCollisions, builderKeyboardCoordinates } from '../../dnd/collisions';
import { parseDndId, zoneDndId } from '../../dnd/ids';
import { keyboardStep, plannedByKeyboard, plannedLanding, type KeyboardPlan } from '../../dnd/keyboard';
import { dropEdit, dropLayout, layoutOf, sectionDropIndex, type Layout } from '../../dnd/layout';
import { followPointer, landingOn, pointerHit } from '../../dnd/pointer';
import { useBuilderSensors } from '../../dnd/sensors';
import { focusSoon } from '../workspace-context';
import { DragPreview } from './DragPreview';
import { addTarget, namesOf, suggestName } from './canvas-actions';

export interface DragState {
  /** the canvas as it stands during a drag (null: draw it from the definition) */
  layout: Layout | null;
  /** what is being dragged ('section': the canvas folds its question lists away) */
  activeType: 'question' | 'palette' | 'section' | null;
}

const DragContext = createContext<DragState>({ layout: null, activeType: null });
export const useDragState = (): DragState => useContext(DragContext);

/** A drag in progress: the canvas as drawn (`layout`) and, by keyboard, where the arrow keys aim in it. */
interface Drag extends KeyboardPlan {
  activeId: string;
  before: Layout;
  keyboard: boolean;
  /** by pointer: over nothing a question can land on */
  lost: boolean;
}

// droppables are measured once a drag starts (and as they change during it), not before: measuring
// every question's rectangle at mount forced a layout of the whole canvas (~0.2 s at 300 questions)
const measuring = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/** The workspaces (by store) with something being dragged now. */
const dragging = new WeakSet<StoreApi<BuilderState>>();

/** Whether something is being dragged in this store's workspace (history shortcuts wait meanwhile). */
export const isDragging = (store: StoreApi<BuilderState>): boolean => dragging.has(store);

function moveSections(layout: Layout, id: string, index: number): Layout {
  const rest = layout.filter((s) => s.id !== id);
  return [...rest.slice(0, index), layout.find((s) => s.id === id)!, ...rest.slice(index)];
}

const registered = (containers: readonly { id: unknown }[], id: string) => containers.some((c) => c.id === id);

export function BuilderDnd({ children }: { children: ReactNode }) {
  const store = useBuilderStore();
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** a question or a new one being dragged (planned here; a section is left to @dnd-kit/sortable) */
  const question = () => {
    const current = dragRef.current;
    return current && plannedByKeyboard(current.activeId) ? current : null;
  };
  // the words for each moment, written by the handlers (which run first) and said once by @dnd-kit's announcer
  const said = useRef<Record<'start' | 'over' | 'end' | 'cancel', string | undefined>>({ start: undefined, over: undefined, end: undefined, cancel: undefined });

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const names = useCallback(() => namesOf(store.getState().definition), [store]);

  const coordinates = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const current = question();
      if (!current?.keyboard) return builderKeyboardCoordinates(event, args);
      const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
      if (!direction) return undefined;
      event.preventDefault();
      const step = keyboardStep(current, current.activeId, direction);
      if (!step) return undefined;
      update({ ...current, ...step.plan });
      said.current.over = overText(current.before, plannedLanding(step.plan, current.activeId), current.activeId, names());
      // a step into another section draws the question's row anew there: focus goes to its handle again, not to <body>
      const item = parseDndId(current.activeId);
      if (item?.type === 'question' && step.plan.layout !== current.layout) focusSoon(`drag-handle-${item.name}`);
      // the pointer's stand-in goes to the slot aimed at: @dnd-kit scrolls it into view, and a move
      // makes it ask for collisions (answered with the plan) and call onDragMove (which says the step)
      const rect = args.context.droppableRects.get(step.aim.overId);
      const next = rect ? { x: rect.left, y: step.aim.below ? rect.top + rect.height : rect.top } : args.currentCoordinates;
      const same = next.x === args.currentCoordinates.x && next.y === args.currentCoordinates.y;
      return same ? { x: next.x, y: next.y + direction } : next;
    },
    [names],
  );
  const collisions = useMemo<CollisionDetection>(
    () => (args) => {
      const current = question();
      if (!current) return builderCollisions(args);
      if (current.keyboard) {
        const id = current.overId ?? current.activeId;
        return registered(args.droppableContainers, id) ? [{ id }] : [];
      }
      const hits = builderCollisions(args);
      const hit = pointerHit(hits);
      // once it stands on the canvas it is "over" itself: the drag layout shows where it lands and
      // the sortable lists shift nothing on top of it; the hit rides along for the handlers
      return hit && registered(args.droppableContainers, current.activeId) ? [{ id: current.activeId, data: hit }] : hits;
    },
    [],
  );
  const sensors = useBuilderSensors(coordinates);

  /** By pointer: the layout follows what the pointer is over now (see dnd/pointer.ts), and says so when it changes. */
  function follow({ collisions: hits }: DragMoveEvent | DragOverEvent) {
    const current = question();
    if (!current || current.keyboard) return;
    const hit = pointerHit(hits);
    const layout = followPointer(current.layout, current.before, current.activeId, hit);
    if (layout === current.layout && !hit === current.lost) return;
    update({ ...current, layout, lost: !hit });
    said.current.over = overText(current.before, hit ? landingOn(layout, current.activeId) : null, current.activeId, names());
  }

  /** Where a dragged section would be if dropped over `over` now (null: nowhere it can land). */
  function sectionLanding(current: Drag, id: string, over: Over | null): Layout | null {
    if (!over) return null;
    const index = sectionDropIndex(current.layout, id, String(over.id));
    return index === null ? current.layout : moveSections(current.layout, id, index);
  }

  /** Where the dragged thing lands if dropped now: what the canvas shows (and the live region said). */
  function landing(current: Drag, over: Over | null): Layout | null {
    const item = parseDndId(current.activeId);
    if (item?.type === 'section') return sectionLanding(current, item.id, over);
    return landingOn(current.keyboard ? plannedLanding(current, current.activeId) : current.layout, current.activeId);
  }

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    const state = store.getState();
    const before = layoutOf(state.definition.sections);
    const activeId = String(active.id);
    const keyboard = activatorEvent instanceof KeyboardEvent;
    let layout = before;
    let overId: string | null = null;
    if (keyboard && parseDndId(activeId)?.type === 'palette') {
      // a new question picked up by keyboard starts where its palette button would add it
      const target = addTarget(state.definition, state.selection);
      if (target) {
        const items = before.find((s) => s.id === target.section)!.items;
        layout = target.index < items.length ? dropLayout(before, activeId, items[target.index]!, false) : dropLayout(before, activeId, zoneDndId(target.section), true);
        overId = activeId;
      }
    }
    said.current = { start: pickedUpText(layout, activeId, names()), over: undefined, end: undefined, cancel: undefined };
    dragging.add(store);
    update({ activeId, before, layout, keyboard, overId, below: false, lost: !landingOn(layout, activeId) });
  }

  function onDragOver(event: DragOverEvent) {
    const current = dragRef.current;
    if (!current) return;
    const item = parseDndId(current.activeId);
    if (item?.type === 'section') {
      const landed = sectionLanding(current, item.id, event.over);
      // over itself where it was picked up: nothing new to say (the pick-up sentence stays)
      const unmoved = event.over?.id === event.active.id && landed === current.before;
      said.current.over = unmoved ? undefined : overText(current.before, landed, current.activeId, names());
      return;
    }
    follow(event);
  }

  function onDragEnd({ over }: DragEndEvent) {
    const current = dragRef.current;
    dragging.delete(store);
    if (!current) return;
    const landed = landing(current, over);
    update(null);
    said.current.over = undefined;
    said.current.end = droppedText(current.before, landed, current.activeId, names());
    const item = parseDndId(current.activeId);
    let edit: Edit | null = null;
    if (item?.type === 'section') {
      const index = landed && landed !== current.layout ? landed.findIndex((s) => s.id === item.id) : -1;
      if (index >= 0) edit = { type: 'moveSection', id: item.id, index };
    } else if (landed) {
      edit = dropEdit(current.before, landed, current.activeId, (kind) => suggestName(store.getState().definition, kind));
    }
    if (!edit) return;
    const result = store.getState().apply(edit);
    if (result.ok && edit.type === 'addField') {
      store.getState().select({ kind: 'field', name: edit.name });
      focusSoon(`question-${edit.name}`);
    }
  }

  function onDragCancel() {
    const current = dragRef.current;
    dragging.delete(store);
    update(null);
    said.current.over = undefined;
    if (current) said.current.cancel = cancelledText(current.before, current.activeId, names());
  }

  /** Each sentence once: the live region repeats nothing and says each new step as soon as it is made. */
  const take = (moment: keyof typeof said.current) => () => {
    const text = said.current[moment];
    said.current[moment] = undefined;
    return text;
  };

  const announcements = useMemo<Announcements>(
    () => ({ onDragStart: take('start'), onDragMove: take('over'), onDragOver: take('over'), onDragEnd: take('end'), onDragCancel: take('cancel') }),
    [],
  );
  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: screenReaderInstructions } }), [announcements]);

  const activeItem = drag ? parseDndId(drag.activeId) : null;
  const state = useMemo<DragState>(
    () => ({ layout: drag?.layout ?? null, activeType: activeItem?.type === 'zone' ? null : (activeItem?.type ?? null) }),
    [drag?.layout, activeItem?.type],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={measuring}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragMove={follow}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <DragContext.Provider value={state}>{children}</DragContext.Provider>
      {typeof document !== 'undefined' &&
        createPortal(<DragOverlay>{drag ? <DragPreview activeId={drag.activeId} /> : null}</DragOverlay>, document.body)}
    </DndContext>
  );
}
