import type { WidgetProps } from '@rjsf/utils';
import { useFieldErrors, useFieldValue } from '../state/context.ts';
import { describedBy } from '../dom-ids.ts';

/** What every widget needs: its value and setter, and the ARIA wiring to its description and error. */
export function useWidget(props: WidgetProps) {
  const { id, name, value: rjsfValue, onChange, rawErrors, schema, disabled, readonly } = props;
  const [value, setValue] = useFieldValue(name, rjsfValue, onChange);
  const errors = useFieldErrors(name, rawErrors);
  const invalid = errors.length > 0;
  return {
    value,
    setValue,
    locked: Boolean(disabled || readonly),
    aria: {
      'aria-describedby': describedBy(id, { description: Boolean(schema.description), error: invalid }),
      'aria-invalid': invalid || undefined,
    },
  };
}
