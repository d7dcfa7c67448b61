/** What follows the pointer during a drag (in the overlay): a plain card, never a sortable row. */
import { useBuilder } from '../../store';
import { parseDndId } from '../../dnd/ids';
import { newQuestionTitle } from '../../dnd/new-question';
import { questionTitle, sectionTitle } from './selectors';

export function DragPreview({ activeId }: { activeId: string }) {
  const item = parseDndId(activeId);
  const label = useBuilder((s) => {
    if (item?.type === 'question') return questionTitle(s.definition.schema.properties?.[item.name]);
    if (item?.type === 'section') return `Section: ${sectionTitle(s.definition.sections?.find((x) => x.id === item.id)?.title)}`;
    if (item?.type === 'palette') return newQuestionTitle(item.kind);
    return '';
  });
  return (
    <div className="fb-drag-preview" aria-hidden="true">
      {label}
    </div>
  );
}
