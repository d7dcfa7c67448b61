import type { WidgetProps } from '@rjsf/utils';
import { useWidget } from './widget-state.ts';

const FORMAT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/**
 * A calculated question: the engine's value, worked out from earlier answers as the member answers
 * (read-only: the server works it out again). An `<output>` labelled by the question's title, so a
 * screen reader hears it change; until the answers it reads are given it says so.
 */
export function CalculatedWidget(props: WidgetProps) {
  const { id } = props;
  const { value, aria } = useWidget(props);
  const worked = typeof value === 'number' && Number.isFinite(value);
  return (
    <output id={id} className={`af-calculated${worked ? '' : ' af-calculated--empty'}`} aria-describedby={aria['aria-describedby']}>
      {worked ? FORMAT.format(value) : 'Not worked out yet: answer the questions before this one'}
    </output>
  );
}
