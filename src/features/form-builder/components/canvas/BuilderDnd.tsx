/**
 * Drag and drop around the palette and the canvas (@dnd-kit, by pointer, touch and keyboard).
 * While a question is dragged the canvas is drawn from a drag layout: moving into another section
 * moves it there at once (so its new neighbours make room and arrow keys carry on from there); the
 * store gets ONE edit at the drop (`moveField`, `addField`, `moveSection`), never one per move.
 * Arrow keys move a question one slot at a time through the form (dnd/keyboard.ts): the target is
 * planned from the layout, not guessed from where things are drawn, so no slot is ever skipped.
 */
import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Active } from '@dnd-kit/core';
import type { Edit } from '@engine';
import { useBuilderStore } from '../../store';
import { cancelledText, droppedText, overText, pickedUpText, screenReaderInstructions } from '../../dnd/announcements';
import { builderCollisions, builderKeyboardCoordinates, landsBelow } from '../../dnd/collisions';
import { parseDndId, zoneDndId } from '../../dnd/ids';
import { keyboardTarget, plannedByKeyboard, type KeyboardTarget } from '../../dnd/keyboard';
import { dropEdit, dropLayout, layoutOf, positionOf, sectionDropIndex, sectionIndexOf, type Layout } from '../../dnd/layout';
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

interface Drag {
  activeId: string;
  before: Layout;
  layout: Layout;
  keyboard: boolean;
}

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

function moveSections(layout: Layout, id: string, index: number): Layout {
  const rest = layout.filter((s) => s.id !== id);
  return [...rest.slice(0, index), layout.find((s) => s.id === id)!, ...rest.slice(index)];
}

export function BuilderDnd({ children }: { children: ReactNode }) {
  const store = useBuilderStore();
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  // a keyboard drag of a question: what it is over, decided by the arrow keys
  const plan = useRef<KeyboardTarget | null>(null);
  const planned = () => {
    const current = dragRef.current;
    return !!current && current.keyboard && plannedByKeyboard(current.activeId) ? current : null;
  };

  const coordinates = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const current = planned();
      if (!current) return builderKeyboardCoordinates(event, args);
      const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
      if (!direction) return undefined;
      event.preventDefault();
      const target = keyboardTarget(current.layout, current.activeId, plan.current?.overId ?? null, plan.current?.below ?? false, direction);
      if (!target) return undefined;
      plan.current = target;
      const rect = args.context.droppableRects.get(target.overId);
      const next = rect ? { x: rect.left, y: target.below ? rect.top + rect.height : rect.top } : args.currentCoordinates;
      // new coordinates make @dnd-kit ask for collisions again (which then answer with the plan)
      const same = next.x === args.currentCoordinates.x && next.y === args.currentCoordinates.y;
      return same ? { x: next.x, y: next.y + direction } : next;
    },
    [],
  );
  const collisions = useMemo<CollisionDetection>(
    () => (args) => {
      const current = planned();
      if (!current) return builderCollisions(args);
      const id = plan.current?.overId ?? current.activeId;
      return args.droppableContainers.some((c) => c.id === id) ? [{ id }] : [];
    },
    [],
  );
  const sensors = useBuilderSensors(coordinates);
  // the words for each moment, written by the handlers (which run first) and read by @dnd-kit's announcer
  const said = useRef<Record<'start' | 'over' | 'end' | 'cancel', string | undefined>>({ start: '', over: '', end: '', cancel: '' });

  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const names = () => namesOf(store.getState().definition);

  /** Where the dragged thing would be if dropped over `over` now (null: nowhere it can land). */
  function landing(current: Drag, active: Active, over: Over | null): Layout | null {
    if (!over) return null;
    const item = parseDndId(current.activeId);
    if (item?.type === 'section') {
      const index = sectionDropIndex(current.layout, item.id, String(over.id));
      return index === null ? current.layout : moveSections(current.layout, item.id, index);
    }
    const from = positionOf(current.layout, current.activeId);
    const overSection = sectionIndexOf(current.layout, String(over.id));
    const overAt = positionOf(current.layout, String(over.id));
    const fromSection = from ? current.layout.findIndex((s) => s.id === from.section) : -1;
    const overIsEarlier = !!from && (overSection < fromSection || (overSection === fromSection && !!overAt && overAt.index < from.index));
    const keyed = planned() && plan.current?.overId === String(over.id) ? plan.current : null;
    const below = keyed ? keyed.below : landsBelow(active, over, current.keyboard, from ? overIsEarlier : false);
    const next = dropLayout(current.layout, current.activeId, String(over.id), below);
    return positionOf(next, current.activeId) ? next : null;
  }

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    const state = store.getState();
    const before = layoutOf(state.definition.sections);
    const activeId = String(active.id);
    const keyboard = activatorEvent instanceof KeyboardEvent;
    let layout = before;
    plan.current = null;
    if (keyboard && parseDndId(activeId)?.type === 'palette') {
      // a new question picked up by keyboard starts where its palette button would add it
      const target = addTarget(state.definition, state.selection);
      if (target) {
        const items = before.find((s) => s.id === target.section)!.items;
        layout = target.index < items.length ? dropLayout(before, activeId, items[target.index]!, false) : dropLayout(before, activeId, zoneDndId(target.section), true);
        plan.current = { overId: activeId, below: false };
      }
    }
    said.current.start = pickedUpText(layout, activeId, names());
    update({ activeId, before, layout, keyboard });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    const current = dragRef.current;
    if (!current) return;
    const landed = landing(current, active, over);
    // over itself where it was picked up: nothing new to say (the pick-up sentence stays)
    const unmoved = over?.id === active.id && landed === current.before;
    said.current.over = unmoved ? undefined : overText(current.before, landed, current.activeId, names());
    if (parseDndId(current.activeId)?.type === 'section') return;
    if (!landed) {
      // a new question dragged off the canvas leaves no placeholder behind
      if (!over && parseDndId(current.activeId)?.type === 'palette' && positionOf(current.layout, current.activeId)) {
        update({ ...current, layout: current.before });
      }
      return;
    }
    // within one section the sortable list makes room itself; across sections the item moves now
    const from = positionOf(current.layout, current.activeId);
    const to = positionOf(landed, current.activeId);
    if (!from || from.section !== to?.section) {
      update({ ...current, layout: landed });
      // it now stands where it lands: the next arrow key steps on from itself
      if (planned()) plan.current = { overId: current.activeId, below: false };
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = dragRef.current;
    if (!current) return;
    const landed = landing(current, active, over);
    update(null);
    plan.current = null;
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
    update(null);
    plan.current = null;
    if (current) said.current.cancel = cancelledText(current.before, current.activeId, names());
  }

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: () => said.current.start,
      onDragOver: () => said.current.over,
      onDragEnd: () => said.current.end,
      onDragCancel: () => said.current.cancel,
    }),
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
