import type { FieldTemplateProps } from '@rjsf/utils';
import { useFieldErrors, useFieldTitle, useRecalled } from '../state/context.ts';
import type { JsonSchemaObject } from '@engine';
import { widgetOf } from '../options.ts';
import { fieldLayout, WIDGETS } from '../field-layout.ts';

const calculatedHidden = (ui: unknown): boolean =>
  typeof ui === 'object' && ui !== null && (ui as { 'ui:options'?: { shown?: unknown } })['ui:options']?.shown === false;

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
 * error (tied to the input by aria-describedby) above the control. Section text is a heading and
 * its words, with nothing to answer.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, hidden, schema, uiSchema, fieldPathId, rawErrors } = props;
  // a calculated value is never the member's to give: no "(optional)" beside it
  const required = props.required || widgetOf(uiSchema) === WIDGETS.calculated;
  const field = String(fieldPathId.path[fieldPathId.path.length - 1] ?? '');
  const errors = useFieldErrors(field, rawErrors);
  // earlier answers shown in the title and description ({name} tokens) are put in as plain text
  const label = useRecalled(useFieldTitle(fieldPathId.path.length === 1 ? field : null, props.label));
  const rawDescription = useRecalled(props.rawDescription);
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return <div className="af-hidden">{children}</div>;

  const kind = fieldLayout(schema as JsonSchemaObject, uiSchema);
  const widget = widgetOf(uiSchema);
  // a calculated value the author keeps from the member is worked out and stored, never drawn
  if (widget === WIDGETS.calculated && calculatedHidden(uiSchema)) return null;
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

  if (kind === 'text') {
    // section text: words to read between questions, no control and so no label
    return (
      <div className={className} data-field-id={id}>
        {label ? <h3 className="af-text__title">{label}</h3> : null}
        {rawDescription ? <p className="af-text__body">{rawDescription}</p> : null}
      </div>
    );
  }
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
