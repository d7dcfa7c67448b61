import type { CSSProperties, ReactNode } from 'react';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { JsonSchemaObject } from '@engine';
import { useFieldTitle, useFieldVisible } from '../state/context.ts';
import { choicesOf, scaleKey, widgetOf, type ChoiceOption } from '../options.ts';
import { WIDGETS } from '../field-layout.ts';

/** Renders a field only while its conditions hold; subscribes alone, so the rest of the form stays put. */
function WhenVisible({ field, children }: { field: string; children: ReactNode }) {
  return useFieldVisible(field) ? children : null;
}

type Block =
  | { kind: 'field'; property: ObjectFieldTemplatePropertyType }
  | { kind: 'scale'; choices: ChoiceOption[]; properties: ObjectFieldTemplatePropertyType[] };

/** Consecutive rating items sharing one scale become one grid; everything else stays as it is. */
export function groupRatingRuns(
  properties: ObjectFieldTemplatePropertyType[],
  schema: JsonSchemaObject,
  uiSchema: Record<string, unknown> | undefined,
): Block[] {
  const blocks: Block[] = [];
  let run: { key: string; choices: ChoiceOption[]; properties: ObjectFieldTemplatePropertyType[] } | null = null;
  const flush = (): void => {
    if (!run) return;
    if (run.properties.length > 1) blocks.push({ kind: 'scale', choices: run.choices, properties: run.properties });
    else run.properties.forEach((property) => blocks.push({ kind: 'field', property }));
    run = null;
  };
  for (const property of properties) {
    const fieldUi = uiSchema?.[property.name];
    const choices = widgetOf(fieldUi) === WIDGETS.rating ? choicesOf(schema.properties?.[property.name], fieldUi) : null;
    const key = property.hidden ? null : scaleKey(choices);
    if (key === null || choices === null) {
      flush();
      blocks.push({ kind: 'field', property });
      continue;
    }
    if (run && run.key !== key) flush();
    if (!run) run = { key, choices, properties: [] };
    run.properties.push(property);
  }
  flush();
  return blocks;
}

/** Column headers naming the scale once; each radio keeps its own label for screen readers and phones. */
function ScaleGrid({ choices, children }: { choices: ChoiceOption[]; children: ReactNode }) {
  const style = { '--af-scale-count': choices.length } as CSSProperties;
  return (
    <div className="af-rating-grid" style={style}>
      <div className="af-rating-grid__head" aria-hidden="true" data-testid="rating-grid-head">
        <span className="af-rating-grid__corner" />
        {choices.map((choice) => (
          <span key={String(choice.value)} className="af-rating-grid__label">
            {choice.label}
          </span>
        ))}
      </div>
      {children}
    </div>
  );
}

/** The fields of the form (root) or of a nested group, with rating runs laid out as grids. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, fieldPathId, description } = props;
  const title = useFieldTitle(fieldPathId.path.length === 1 ? String(fieldPathId.path[0]) : null, props.title);
  const blocks = groupRatingRuns(properties, schema as JsonSchemaObject, uiSchema as Record<string, unknown>);
  const body = blocks.map((block) =>
    block.kind === 'field' ? (
      <WhenVisible key={block.property.name} field={block.property.name}>
        {block.property.content}
      </WhenVisible>
    ) : (
      <ScaleGrid key={`scale-${block.properties[0]!.name}`} choices={block.choices}>
        {block.properties.map((property) => (
          <WhenVisible key={property.name} field={property.name}>
            {property.content}
          </WhenVisible>
        ))}
      </ScaleGrid>
    ),
  );
  if (fieldPathId.path.length === 0) return <div className="af-fields">{body}</div>;
  return (
    <fieldset className="af-group">
      {title ? <legend className="af-legend">{title}</legend> : null}
      {description}
      {body}
    </fieldset>
  );
}
