/**
 * A section on the canvas: its header (drag handle, title that selects it, question count, Move
 * up/down, remove) and its question list, a sortable list that is also where a question lands in
 * an empty section.
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState, type CSSProperties } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useBuilder } from '../../store';
import { parseDndId, sectionDndId, zoneDndId } from '../../dnd/ids';
import { ConfirmRemove } from './ConfirmRemove';
import { PalettePlaceholder, QuestionRow } from './QuestionRow';
import { useCanvasActions } from './canvas-actions';
import { sectionTitle } from './selectors';
import './canvas.css';

interface Props {
  id: string;
  /** the section's dnd ids, from the drag layout while dragging */
  items: readonly string[];
  first: boolean;
  last: boolean;
  /** a section is being dragged: show headers only, so sections are short and easy to reorder */
  folded: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const SectionCard = memo(function SectionCard({ id, items, first, last, folded }: Props) {
  const { section, selected, neighbour, select } = useBuilder(
    useShallow((s) => {
      const sections = s.definition.sections ?? [];
      const at = sections.findIndex((x) => x.id === id);
      return {
        section: sections[at],
        selected: s.selection?.kind === 'section' && s.selection.id === id,
        neighbour: sections[at - 1] ?? sections[at + 1],
        select: s.select,
      };
    }),
  );
  const actions = useCanvasActions();
  const [confirming, setConfirming] = useState(false);
  const sortable = useSortable({ id: sectionDndId(id) });
  const zone = useDroppable({ id: zoneDndId(id), data: { section: id, count: items.length } });
  if (!section) return null;
  const title = sectionTitle(section.title);
  const count = section.fields.length;
  const headingId = `fb-section-heading-${id}`;

  return (
    <section
      ref={sortable.setNodeRef}
      className={`fb-section${folded ? '' : ' fb-offscreen-skip'}${selected ? ' is-selected' : ''}${sortable.isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition, '--fb-rows': Math.max(items.length, 1) } as CSSProperties}
      aria-labelledby={headingId}
      data-testid={`section-${id}`}
    >
      <header className="fb-section-header">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-roledescription="draggable section"
          aria-label={`Move section ${title}`}
          className="fb-handle"
          data-testid={`drag-handle-section-${id}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 id={headingId} className="fb-section-heading">
          <button
            type="button"
            className="fb-section-title"
            aria-current={selected ? 'true' : undefined}
            onClick={() => select({ kind: 'section', id })}
            data-testid={`section-title-${id}`}
          >
            {title}
          </button>
        </h3>
        <span className="fb-section-count muted" data-testid={`section-count-${id}`}>
          {plural(count, 'question')}
        </span>
        <span className="fb-row-actions">
          <button type="button" className="fb-icon-button" aria-label={`Move section ${title} up`} disabled={first} onClick={() => actions.moveSection(id, -1)} data-testid={`move-section-up-${id}`}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className="fb-icon-button" aria-label={`Move section ${title} down`} disabled={last} onClick={() => actions.moveSection(id, 1)} data-testid={`move-section-down-${id}`}>
            <span aria-hidden="true">↓</span>
          </button>
          <button type="button" className="fb-icon-button" aria-label={`Remove section ${title}`} aria-expanded={confirming} onClick={() => setConfirming(true)} data-testid={`remove-section-${id}`}>
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      </header>
      {confirming && (
        <ConfirmRemove
          message={count > 0 ? `Remove the section “${title}” and its ${plural(count, 'question')}? You can undo this.` : `Remove the section “${title}”? You can undo this.`}
          confirmLabel={count > 0 ? 'Remove section and questions' : 'Remove section'}
          testId={`confirm-remove-section-${id}`}
          returnFocusTo={`remove-section-${id}`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            actions.removeSection(id);
          }}
        >
          {count > 0 && neighbour && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setConfirming(false);
                actions.removeSection(id, neighbour.id);
              }}
            >
              Keep the questions: move them to “{sectionTitle(neighbour.title)}”
            </button>
          )}
        </ConfirmRemove>
      )}
      {!folded && (
        <div ref={zone.setNodeRef} className={`fb-zone${zone.isOver ? ' is-over' : ''}`} data-testid={`zone-${id}`}>
          <SortableContext id={id} items={items as string[]} strategy={verticalListSortingStrategy}>
            <ol className="fb-questions" aria-label={`Questions in ${title}`}>
              {items.map((itemId) => {
                const item = parseDndId(itemId);
                if (item?.type === 'question') return <QuestionRow key={itemId} name={item.name} section={id} />;
                if (item?.type === 'palette') return <PalettePlaceholder key={itemId} kind={item.kind} section={id} />;
                return null;
              })}
            </ol>
          </SortableContext>
          {items.length === 0 && <p className="fb-empty muted">No questions yet. Drag a question type here, or select this section and choose one in the palette.</p>}
        </div>
      )}
    </section>
  );
});
