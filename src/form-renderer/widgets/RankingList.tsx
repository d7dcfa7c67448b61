/**
 * A ranking question's list: the member places the options in order (each "Add" button puts that
 * option next), then reorders the placed ones by drag and drop (pointer, touch, or keyboard with
 * dnd-kit, announced to screen readers) or with Move up / Move down buttons; "Clear my order"
 * starts again. Nothing is placed at first: the question starts unanswered.
 * Loaded on demand by RankingWidget (dnd-kit stays out of forms without a ranking).
 */
import { useId, useState, type CSSProperties } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { WidgetProps } from '@rjsf/utils';
import { useWidget } from './widget-state.ts';
import type { ChoiceOption } from '../options.ts';
import { placeText, rankingInstructions, rankingState, rankingValue } from './ranking-order.ts';
import './ranking.css';

const dndId = (index: number) => `option-${index}`;

interface RowProps {
  option: ChoiceOption;
  dnd: string;
  index: number;
  count: number;
  locked: boolean;
  move(from: number, to: number): void;
  remove(index: number): void;
}

function PlacedRow({ option, dnd, index, count, locked, move, remove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: dnd, disabled: locked });
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };
  return (
    <li ref={setNodeRef} style={style} className={`af-ranking__row${isDragging ? ' af-ranking__row--dragging' : ''}`}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="af-ranking__handle"
        {...attributes}
        {...listeners}
        aria-roledescription="sortable option"
        aria-label={`Move ‘${option.label}’, number ${index + 1} of ${count}`}
        disabled={locked}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="af-ranking__rank" aria-hidden="true">
        {index + 1}.
      </span>
      <span className="af-ranking__label">{option.label}</span>
      <span className="af-ranking__buttons">
        <button type="button" className="af-ranking__button" disabled={locked || index === 0} aria-label={`Move ‘${option.label}’ up`} onClick={() => move(index, index - 1)}>
          Up
        </button>
        <button
          type="button"
          className="af-ranking__button"
          disabled={locked || index === count - 1}
          aria-label={`Move ‘${option.label}’ down`}
          onClick={() => move(index, index + 1)}
        >
          Down
        </button>
        <button type="button" className="af-ranking__button" disabled={locked} aria-label={`Take ‘${option.label}’ out of your order`} onClick={() => remove(index)}>
          Remove
        </button>
      </span>
    </li>
  );
}

export default function RankingList(props: WidgetProps) {
  const { id, options } = props;
  const { value, setValue, locked, aria } = useWidget(props);
  const [said, setSaid] = useState('');
  const headingId = useId();
  const choices: ChoiceOption[] = (options.enumOptions ?? []).map((o) => ({ value: o.value, label: String(o.label) }));
  const { placed, unplaced } = rankingState(choices, value);
  const total = choices.length;
  const ids = placed.map((option) => dndId(choices.indexOf(option)));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const put = (next: ChoiceOption[], words: string) => {
    setSaid(words);
    setValue(rankingValue(next));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= placed.length || from === to) return;
    put(arrayMove(placed, from, to), placeText(placed[from]!.label, to, placed.length));
  };
  const add = (option: ChoiceOption) => {
    const next = [...placed, option];
    put(next, `${placeText(option.label, next.length - 1, total)}${next.length === total ? ' Every option is placed.' : ''}`);
  };
  const remove = (index: number) => put(placed.filter((_, i) => i !== index), `‘${placed[index]!.label}’ is no longer in your order.`);
  const labelOf = (dnd: string | number) => placed[ids.indexOf(String(dnd))]?.label ?? 'option';
  const positionOf = (dnd: string | number) => ids.indexOf(String(dnd)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ‘${labelOf(active.id)}’, number ${positionOf(active.id)} of ${placed.length}.`,
    onDragOver: ({ active, over }) => (over ? `‘${labelOf(active.id)}’ would be number ${positionOf(over.id)} of ${placed.length}.` : `‘${labelOf(active.id)}’ is not over the list.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped. ‘${labelOf(active.id)}’ is now number ${positionOf(over.id)} of ${placed.length}.` : `Dropped. ‘${labelOf(active.id)}’ did not move.`),
    onDragCancel: ({ active }) => `Cancelled. ‘${labelOf(active.id)}’ stays number ${positionOf(active.id)} of ${placed.length}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    setValue(rankingValue(arrayMove(placed, from, to)));
  };

  return (
    <div className="af-ranking" id={id} {...aria}>
      <p id={`${id}__order`} className="af-ranking__heading">
        {placed.length === 0
          ? 'Not answered yet: add the options in order, the most important first.'
          : placed.length < total
            ? `Your order so far (${placed.length} of ${total} placed)`
            : 'Your order'}
      </p>
      {placed.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: rankingInstructions } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="af-ranking__list" aria-labelledby={`${id}__order`}>
              {placed.map((option, index) => (
                <PlacedRow key={ids[index]} option={option} dnd={ids[index]!} index={index} count={placed.length} locked={locked} move={move} remove={remove} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : null}
      {unplaced.length > 0 ? (
        <>
          <p id={headingId} className="af-ranking__heading">
            {placed.length === 0 ? 'Options' : 'Still to place'}
          </p>
          <ul className="af-ranking__pool" aria-labelledby={headingId}>
            {unplaced.map((option) => (
              <li key={String(choices.indexOf(option))} className="af-ranking__row">
                <span className="af-ranking__label">{option.label}</span>
                <button type="button" className="af-ranking__button" disabled={locked} aria-label={`Add ‘${option.label}’ as number ${placed.length + 1}`} onClick={() => add(option)}>
                  Add as {placed.length + 1}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {placed.length > 0 ? (
        <button type="button" className="af-ranking__button af-ranking__clear" disabled={locked} onClick={() => put([], 'Your order is cleared.')}>
          Clear my order
        </button>
      ) : null}
      <p className="af-visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
