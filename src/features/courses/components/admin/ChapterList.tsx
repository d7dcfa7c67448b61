/**
 * The chapters in order, reordered by drag and drop (@dnd-kit: mouse, touch and keyboard) or by
 * Move up / Move down. By keyboard, the handle "Move <title>" picks a chapter up with Space or
 * Enter, the arrow keys move it one place per press (planned here, chapter-moves.ts, never read
 * back from what is drawn), Space or Enter drops it and Escape cancels; a screen reader hears
 * each step in words. The course gets ONE move at the drop.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef } from 'react';
import { cancelledText, chapterDragInstructions, droppedText, keyboardStep, overText, pickedUpText } from './chapter-moves';
import { chapterName, type ChapterDraft } from './course-draft';

export interface ChapterListProps {
  chapters: ChapterDraft[];
  selectedId: string | null;
  /** ids of chapters with a problem (marked in the list) */
  withProblems: ReadonlySet<string>;
  onSelect(id: string): void;
  onMove(id: string, to: number, how: 'drag' | 'button'): void;
  onRemove(id: string): void;
}

interface RowProps {
  chapter: ChapterDraft;
  index: number;
  count: number;
  selected: boolean;
  problem: boolean;
  onSelect(): void;
  onMove(to: number): void;
  onRemove(): void;
}

function ChapterRow({ chapter, index, count, selected, problem, onSelect, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: chapter.id });
  const name = chapterName(chapter, index);
  const style = { transform: CSS.Translate.toString(transform), transition };
  const ends = { up: index === 0, down: index === count - 1 };
  return (
    <li ref={setNodeRef} style={style} className={`ca-chapter${selected ? ' ca-chapter-selected' : ''}${isDragging ? ' ca-chapter-dragging' : ''}`} data-testid={`chapter-row-${chapter.id}`}>
      <button type="button" ref={setActivatorNodeRef} className="ca-handle" {...attributes} {...listeners} aria-label={`Move ${name}`}>
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="ca-chapter-open linklike" onClick={onSelect} aria-current={selected ? 'true' : undefined} id={`cb-open-${chapter.id}`}>
        <span className="ca-chapter-number">{index + 1}.</span> {name}
      </button>
      <span className="ca-chapter-facts">
        <span className={`ca-badge ca-badge-${chapter.published ? 'published' : 'draft'}`}>{chapter.published ? 'Published' : 'Draft'}</span>
        <span className="muted">{chapter.minutes.trim() || '?'} min</span>
        {problem ? <span className="field-error">Needs a fix</span> : null}
      </span>
      <span className="ca-chapter-actions">
        <button type="button" className="button secondary ca-button" aria-label={`Move ${name} up`} aria-disabled={ends.up || undefined} onClick={() => !ends.up && onMove(index - 1)}>Up</button>
        <button type="button" className="button secondary ca-button" aria-label={`Move ${name} down`} aria-disabled={ends.down || undefined} onClick={() => !ends.down && onMove(index + 1)}>Down</button>
        <button type="button" className="button secondary ca-button" aria-label={`Remove ${name}`} onClick={onRemove}>Remove</button>
      </span>
    </li>
  );
}

/** A drag under way: the chapter, where it was, and (by keyboard) the place the arrow keys aim at. */
interface Plan {
  id: string;
  from: number;
  target: number;
  keyboard: boolean;
}

export function ChapterList({ chapters, selectedId, withProblems, onSelect, onMove, onRemove }: ChapterListProps) {
  const ids = useMemo(() => chapters.map((c) => c.id), [chapters]);
  const live = useRef({ chapters, ids });
  live.current = { chapters, ids };
  const plan = useRef<Plan | null>(null);
  // the words for each moment, written by the handlers (which run first) and said once by @dnd-kit's announcer
  const said = useRef<Record<'start' | 'over' | 'end' | 'cancel', string | undefined>>({ start: undefined, over: undefined, end: undefined, cancel: undefined });
  const nameOf = (id: string) => {
    const index = live.current.ids.indexOf(id);
    return index < 0 ? 'chapter' : chapterName(live.current.chapters[index]!, index);
  };

  const coordinates = useMemo<KeyboardCoordinateGetter>(
    () => (event, args) => {
      const current = plan.current;
      const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
      if (!current || !direction) return undefined;
      event.preventDefault();
      const count = live.current.ids.length;
      const next = keyboardStep(current.target, direction, count);
      if (next === null) return undefined;
      current.target = next;
      said.current.over = overText(nameOf(current.id), current.from, next, count);
      // the pointer's stand-in goes to the place aimed at: @dnd-kit scrolls it into view and asks for collisions (answered by the plan)
      const rect = args.context.droppableRects.get(live.current.ids[next]!);
      const to = rect ? { x: rect.left, y: rect.top } : args.currentCoordinates;
      const same = to.x === args.currentCoordinates.x && to.y === args.currentCoordinates.y;
      return same ? { x: to.x, y: to.y + direction } : to;
    },
    [],
  );
  const collisions = useMemo<CollisionDetection>(
    () => (args) => {
      const current = plan.current;
      if (current?.keyboard) return [{ id: live.current.ids[current.target]! }];
      return closestCenter(args);
    },
    [],
  );
  const keyboardOptions = useMemo(() => ({ coordinateGetter: coordinates }), [coordinates]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, keyboardOptions));

  function onDragStart({ active, activatorEvent }: DragStartEvent) {
    const id = String(active.id);
    const from = live.current.ids.indexOf(id);
    plan.current = { id, from, target: from, keyboard: activatorEvent instanceof KeyboardEvent };
    said.current = { start: pickedUpText(nameOf(id), from, live.current.ids.length), over: undefined, end: undefined, cancel: undefined };
  }

  function onDragOver({ over }: DragOverEvent) {
    const current = plan.current;
    if (!current || current.keyboard || !over) return;
    current.target = live.current.ids.indexOf(String(over.id));
    said.current.over = overText(nameOf(current.id), current.from, current.target, live.current.ids.length);
  }

  function onDragEnd({ over }: DragEndEvent) {
    const current = plan.current;
    plan.current = null;
    if (!current) return;
    const to = current.keyboard ? current.target : over ? live.current.ids.indexOf(String(over.id)) : current.from;
    said.current.over = undefined;
    said.current.end = droppedText(nameOf(current.id), current.from, to < 0 ? current.from : to, live.current.ids.length);
    if (to >= 0 && to !== current.from) onMove(current.id, to, 'drag');
  }

  function onDragCancel() {
    const current = plan.current;
    plan.current = null;
    said.current.over = undefined;
    if (current) said.current.cancel = cancelledText(nameOf(current.id), current.from, live.current.ids.length);
  }

  const announcements = useMemo<Announcements>(() => {
    const take = (moment: keyof typeof said.current) => () => {
      const text = said.current[moment];
      said.current[moment] = undefined;
      return text;
    };
    return { onDragStart: take('start'), onDragMove: take('over'), onDragOver: take('over'), onDragEnd: take('end'), onDragCancel: take('cancel') };
  }, []);
  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: chapterDragInstructions } }), [announcements]);

  if (chapters.length === 0) return <p className="placeholder">No chapters yet. Add the first one below.</p>;
  return (
    <DndContext sensors={sensors} collisionDetection={collisions} accessibility={accessibility} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="ca-chapters" aria-label="Chapters in order">
          {chapters.map((chapter, index) => (
            <ChapterRow
              key={chapter.id}
              chapter={chapter}
              index={index}
              count={chapters.length}
              selected={chapter.id === selectedId}
              problem={withProblems.has(chapter.id)}
              onSelect={() => onSelect(chapter.id)}
              onMove={(to) => onMove(chapter.id, to, 'button')}
              onRemove={() => onRemove(chapter.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
