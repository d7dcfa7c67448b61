/**
 * The palette: every kind of question in the catalogue. Pressing one adds it after the selected
 * question (or at the end of the selected or last section); its handle drags it into any section
 * by pointer, touch or keyboard. On a phone it folds into an "Add question" menu.
 */
import { useDraggable } from '@dnd-kit/core';
import { memo, useId, useState, type PointerEventHandler, type TouchEventHandler } from 'react';
import { FIELD_KINDS, type FieldKind } from '@engine';
import { paletteDndId } from '../dnd/ids';
import { useCanvasActions } from './canvas/canvas-actions';

const PaletteItem = memo(function PaletteItem({ kind, onAdd }: { kind: FieldKind; onAdd(kind: FieldKind): void }) {
  const descriptionId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: paletteDndId(kind.id) });
  return (
    <li ref={setNodeRef} className={`fb-palette-item${isDragging ? ' is-dragging' : ''}`}>
      <button
        type="button"
        className="fb-palette-add"
        onClick={() => onAdd(kind)}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}
        aria-describedby={descriptionId}
        data-testid={`palette-${kind.id}`}
      >
        <span className="fb-palette-label">{kind.label}</span>
        <span id={descriptionId} className="fb-palette-description">
          {kind.description}
        </span>
      </button>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription="draggable question type"
        aria-label={`Drag ${kind.label} into a section`}
        className="fb-handle"
        data-testid={`palette-handle-${kind.id}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
    </li>
  );
});

export function Palette() {
  const [open, setOpen] = useState(false);
  const actions = useCanvasActions();
  const listId = useId();
  const headingId = useId();
  const gridDescriptionId = useId();
  const add = (kind: FieldKind) => {
    actions.addQuestion(kind.id);
    setOpen(false);
  };
  return (
    <section className={`fb-palette${open ? ' open' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="fb-panel-heading">
        Add a question
      </h2>
      <button type="button" className="button secondary fb-palette-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? 'Close question types' : 'Add question'}
      </button>
      <ul id={listId} className="fb-palette-list">
        {FIELD_KINDS.map((kind) => (
          <PaletteItem key={kind.id} kind={kind} onAdd={add} />
        ))}
        <li className="fb-palette-item">
          <button
            type="button"
            className="fb-palette-add"
            onClick={() => {
              actions.addGrid();
              setOpen(false);
            }}
            aria-describedby={gridDescriptionId}
            data-testid="palette-likert-grid"
          >
            <span className="fb-palette-label">Likert grid</span>
            <span id={gridDescriptionId} className="fb-palette-description">
              Several statements rated on one shared scale, shown as one table (as in the PHQ-9, GAD-7 or PCL-5); each is still its own scored question.
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
