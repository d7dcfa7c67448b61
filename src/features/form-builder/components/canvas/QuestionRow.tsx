/**
 * One question on the canvas. Memoised and told only about its own facts (row-facts.ts), so typing
 * in another question's title (or moving another question) does not redraw it.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useState, type PointerEventHandler, type TouchEventHandler } from 'react';
import type { FieldKindId } from '@engine';
import { gridOf } from '@engine';
import { useBuilder, useBuilderStore } from '../../store';
import { paletteDndId, questionDndId } from '../../dnd/ids';
import { newQuestionTitle } from '../../dnd/new-question';
import { ConfirmRemove } from './ConfirmRemove';
import { useCanvasActions } from './canvas-actions';
import { useWorkspace } from '../workspace-context';
import { kindLabel, questionTitle } from './selectors';
import { useRowFacts, type RowFacts } from './row-facts';

/**
 * The sortable part: @dnd-kit redraws every sortable row whenever what is dragged moves, so this
 * part is kept small (the list item, its handle) and the rest of the row is a memoised body.
 */
/**
 * Where a question sits in a Likert grid, as one string so the row redraws only when that changes:
 * '' outside a grid, else its place (first, middle, last, only), whether the grid's selection is
 * in it, and the grid's name.
 */
function useGridPlace(name: string): string {
  return useBuilder((s) => {
    const grid = gridOf(s.definition, name);
    if (!grid) return '';
    const at = grid.fields.indexOf(name);
    const place = grid.fields.length === 1 ? 'only' : at === 0 ? 'first' : at === grid.fields.length - 1 ? 'last' : 'middle';
    const selection = s.selection;
    const active = selection?.kind === 'field' && grid.fields.includes(selection.name) ? 'active' : '';
    return `${place}|${active}|${grid.title ?? grid.id}`;
  });
}

export const QuestionRow = memo(function QuestionRow({ name, section }: { name: string; section: string }) {
  const row = useRowFacts(name);
  const title = questionTitle(row.schema);
  const selected = row.selected;
  const [gridPlace, gridActive] = useGridPlace(name).split('|');
  const gridClass = gridPlace ? ` fb-in-grid fb-grid-${gridPlace}${gridActive ? ' is-grid-selected' : ''}` : '';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: questionDndId(name),
    data: { section },
  });
  return (
    <li
      ref={setNodeRef}
      className={`fb-question${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${gridClass}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-question={name}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription="draggable question"
        aria-label={`Move ${title}`}
        className="fb-handle"
        data-testid={`drag-handle-${name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <QuestionBody
        name={name}
        row={row}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}
      />
    </li>
  );
});

interface BodyProps {
  name: string;
  row: RowFacts;
  /** a pointer or finger may drag the question by its body too (a click still selects it) */
  onPointerDown?: PointerEventHandler;
  onTouchStart?: TouchEventHandler;
}

const QuestionBody = memo(function QuestionBody({ name, row, onPointerDown, onTouchStart }: BodyProps) {
  const store = useBuilderStore();
  const actions = useCanvasActions();
  const { revealEditor } = useWorkspace();
  const [confirming, setConfirming] = useState(false);
  if (!row.schema) return null;
  const title = questionTitle(row.schema);
  const kind = kindLabel(row.schema, row.ui);

  return (
    <>
      <button
        type="button"
        className="fb-question-main"
        aria-current={row.selected ? 'true' : undefined}
        onClick={() => {
          store.getState().select({ kind: 'field', name });
          revealEditor();
        }}
        onPointerDown={onPointerDown}
        onTouchStart={onTouchStart}
        data-testid={`question-${name}`}
      >
        <span className="fb-question-title">
          {title}
          {row.required && <span className="fb-required"> (required)</span>}
        </span>
        <span className="fb-question-meta">
          <span>{kind}</span>
          <code className="fb-variable">{name}</code>
          {row.conditional && <span className="fb-badge">conditional</span>}
          {row.scored && <span className="fb-badge fb-badge-scored">scored</span>}
          <GridBadge name={name} />
        </span>
      </button>
      <span className="fb-row-actions">
        <button type="button" className="fb-icon-button" aria-label={`Move ${title} up`} disabled={row.first} onClick={() => actions.moveQuestion(name, -1)} data-testid={`move-up-${name}`}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className="fb-icon-button" aria-label={`Move ${title} down`} disabled={row.last} onClick={() => actions.moveQuestion(name, 1)} data-testid={`move-down-${name}`}>
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className="fb-icon-button" aria-label={`Remove ${title}`} aria-expanded={confirming} onClick={() => setConfirming(true)} data-testid={`remove-${name}`}>
          <span aria-hidden="true">✕</span>
        </button>
      </span>
      {confirming && (
        <ConfirmRemove
          message={`Remove the question “${title}”? You can undo this.`}
          confirmLabel="Remove question"
          testId={`confirm-remove-${name}`}
          onConfirm={() => {
            setConfirming(false);
            if (!actions.removeQuestion(name)) setTimeout(() => document.querySelector<HTMLElement>('[data-testid="refusal-notice"]')?.focus(), 0);
          }}
          onCancel={() => setConfirming(false)}
          returnFocusTo={`remove-${name}`}
        />
      )}
    </>
  );
});

/** Where a question dragged in from the palette will be added. */
export const PalettePlaceholder = memo(function PalettePlaceholder({ kind, section }: { kind: FieldKindId; section: string }) {
  const { setNodeRef, transform, transition } = useSortable({ id: paletteDndId(kind), data: { section } });
  return (
    <li ref={setNodeRef} className="fb-question fb-placeholder" style={{ transform: CSS.Translate.toString(transform), transition }}>
      {newQuestionTitle(kind)} goes here
    </li>
  );
});

/** "grid: <title>" on a grid's first row: the rows below it are its statements. */
function GridBadge({ name }: { name: string }) {
  const [place, , label] = useGridPlace(name).split('|');
  if (place !== 'first' && place !== 'only') return null;
  return <span className="fb-badge fb-badge-grid">grid: {label}</span>;
}
