import type { FieldTemplateProps } from '@rjsf/utils';
import { useFieldErrors } from '../state/context.ts';
import { widgetOf } from '../options.ts';

/** How a field is laid out: a group (fieldset + legend), a single input (label), or a self-labelled box. */
export type FieldKind = 'group' | 'input' | 'self-labelled' | 'object';

const GROUP_WIDGETS = new Set(['rating', 'radio', 'checkboxes', 'signature']);
const SELF_LABELLED_WIDGETS = new Set(['consent', 'checkbox']);

export function fieldKind(schema: FieldTemplateProps['schema'], uiSchema: unknown): FieldKind {
  const widget = widgetOf(uiSchema);
  if (widget && GROUP_WIDGETS.has(widget)) return 'group';
  if (widget && SELF_LABELLED_WIDGETS.has(widget)) return 'self-labelled';
  if (schema.type === 'object') return 'object';
  if (schema.type === 'boolean' && !widget) return 'self-labelled';
  // a multiple choice list renders as checkboxes (see ChoiceWidgets)
  if (schema.type === 'array' && !widget) return 'group';
  return 'input';
}

/** The field's title with "(optional)" for optional questions: most assessment questions are required. */
export function FieldTitle({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? null : <span className="af-optional"> (optional)</span>}
    </>
  );
}

/**
 * One question: real <label> for inputs, fieldset/legend for groups, then its description and its
 * error (tied to the input by aria-describedby) above the control.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawDescription, children, hidden, schema, uiSchema, fieldPathId, rawErrors } = props;
  const field = String(fieldPathId.path[fieldPathId.path.length - 1] ?? '');
  const errors = useFieldErrors(field, rawErrors);
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return <div className="af-hidden">{children}</div>;

  const kind = fieldKind(schema, uiSchema);
  const widget = widgetOf(uiSchema);
  const className = `af-field af-field--${kind}${widget ? ` af-field--${widget}` : ''}${errors.length ? ' af-field--invalid' : ''}`;
  const description = rawDescription ? (
    <p id={`${id}__description`} className="af-description">
      {rawDescription}
    </p>
  ) : null;
  const error = errors.length ? (
    <p id={`${id}__error`} className="af-error-message">
      <span className="af-visually-hidden">Error: </span>
      {errors.join('. ')}
    </p>
  ) : null;

  if (kind === 'object') {
    return (
      <div className={className} data-field-id={id}>
        {children}
      </div>
    );
  }
  if (kind === 'group') {
    return (
      <fieldset className={className} data-field-id={id}>
        <legend className="af-legend">
          <FieldTitle label={label} required={required} />
        </legend>
        {description}
        {error}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={className} data-field-id={id}>
      {kind === 'input' && props.displayLabel !== false ? (
        <label className="af-label" htmlFor={id}>
          <FieldTitle label={label} required={required} />
        </label>
      ) : null}
      {description}
      {error}
      {children}
    </div>
  );
}
