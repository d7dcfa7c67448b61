/**
 * The canvas: the form's sections in order, each with its questions, and "Add section". Drawn from
 * the definition's sections (or the drag layout while something is dragged); each section and row
 * subscribes to its own part of the store, so this component redraws only when sections change.
 */
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useBuilder } from '../../store';
import { sectionDndId } from '../../dnd/ids';
import { layoutOf } from '../../dnd/layout';
import { useDragState } from './BuilderDnd';
import { SectionCard } from './SectionCard';
import { useCanvasActions } from './canvas-actions';

/** The same array while its ids are the same (a new one would redraw every section's sortable). */
function useStableIds(ids: string[]): string[] {
  const kept = useRef(ids);
  if (ids.length !== kept.current.length || ids.some((id, i) => id !== kept.current[i])) kept.current = ids;
  return kept.current;
}

export function Canvas() {
  const sections = useBuilder((s) => s.definition.sections);
  const drag = useDragState();
  const layout = drag.layout ?? layoutOf(sections);
  const sectionIds = useStableIds(layout.map((s) => sectionDndId(s.id)));
  const actions = useCanvasActions();
  const folded = drag.activeType === 'section';

  return (
    <div className="fb-canvas" aria-label="Form sections and questions" role="region">
      {layout.length === 0 && (
        <p className="fb-empty muted">This form has no sections yet. Add a section, then add questions to it from the palette.</p>
      )}
      <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
        {layout.map((section, i) => (
          <SectionCard key={section.id} id={section.id} items={section.items} first={i === 0} last={i === layout.length - 1} folded={folded} />
        ))}
      </SortableContext>
      <button type="button" className="button secondary fb-add-section" onClick={actions.addSection} data-testid="add-section">
        Add section
      </button>
    </div>
  );
}
