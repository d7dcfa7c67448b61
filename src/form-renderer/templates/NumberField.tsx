import type { FieldProps } from '@rjsf/utils';

/**
 * Numbers render through StringField. RJSF's own NumberField builds an Intl.NumberFormat on every
 * render (to keep "1." while typing), which cost ~5 ms per numeric item when mounting the PCL-5;
 * our number input parses its own text, so that bookkeeping is not needed.
 */
export function NumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return StringField ? <StringField {...props} /> : null;
}
