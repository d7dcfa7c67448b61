import { useCallback, useContext, useId, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormGrid, JsonSchemaObject } from '@engine';
import { ResponseStoreContext, useFieldTitle, useFieldVisible } from '../state/context.ts';
import { choicesOf, scaleKey, widgetOf, type ChoiceOption } from '../options.ts';
import { WIDGETS } from '../field-layout.ts';
import { GRIDS_UI_KEY } from '../steps.ts';

/** Renders a field only while its conditions hold; subscribes alone, so the rest of the form stays put. */
function WhenVisible({ field, children }: { field: string; children: ReactNode }) {
  return useFieldVisible(field) ? children : null;
}

/** Whether any of these questions is shown now (a grid whose rows conditions all hide is not drawn). */
function useAnyVisible(fields: readonly string[]): boolean {
  const store = useContext(ResponseStoreContext);
  const key = fields.join('\u0000');
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store) return () => undefined;
      const stops = key.split('\u0000').map((field) => store.subscribeField(field, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => !store || key.split('\u0000').some((field) => !store.owns(field) || store.isVisible(field)));
}

type Block =
  | { kind: 'field'; property: ObjectFieldTemplatePropertyType }
  | { kind: 'scale'; choices: ChoiceOption[]; properties: ObjectFieldTemplatePropertyType[] }
  | { kind: 'grid'; grid: FormGrid; choices: ChoiceOption[]; properties: ObjectFieldTemplatePropertyType[] };

/** The Likert grids a step's uiSchema carries (`ui:grids`, from the definition's grids). */
function gridsOf(uiSchema: Record<string, unknown> | undefined): FormGrid[] {
  const grids = uiSchema?.[GRIDS_UI_KEY];
  return Array.isArray(grids) ? (grids as FormGrid[]) : [];
}

/**
 * The definition's Likert grids as blocks (each where its first row stands, its rows in order);
 * the questions between them go through `groupRatingRuns`, as in a form without grids.
 */
export function layoutBlocks(
  properties: ObjectFieldTemplatePropertyType[],
  schema: JsonSchemaObject,
  uiSchema: Record<string, unknown> | undefined,
): Block[] {
  const grids = gridsOf(uiSchema);
  if (grids.length === 0) return groupRatingRuns(properties, schema, uiSchema);
  const gridOfRow = new Map(grids.flatMap((grid) => grid.fields.map((field) => [field, grid] as const)));
  const blocks: Block[] = [];
  let between: ObjectFieldTemplatePropertyType[] = [];
  const placed = new Set<string>();
  for (const property of properties) {
    const grid = gridOfRow.get(property.name);
    if (!grid) {
      between.push(property);
      continue;
    }
    if (placed.has(grid.id)) continue;
    placed.add(grid.id);
    blocks.push(...groupRatingRuns(between, schema, uiSchema));
    between = [];
    const rows = grid.fields.flatMap((field) => properties.filter((p) => p.name === field));
    const first = grid.fields[0]!;
    const choices = choicesOf(schema.properties?.[first], uiSchema?.[first]) ?? [];
    blocks.push({ kind: 'grid', grid, choices, properties: rows });
  }
  blocks.push(...groupRatingRuns(between, schema, uiSchema));
  return blocks;
}

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

/** The scale's labels as column headers, once (hidden from screen readers: each radio keeps its own label). */
function ScaleHead({ choices }: { choices: ChoiceOption[] }) {
  return (
    <div className="af-rating-grid__head" aria-hidden="true" data-testid="rating-grid-head">
      <span className="af-rating-grid__corner" />
      {choices.map((choice) => (
        <span key={String(choice.value)} className="af-rating-grid__label">
          {choice.label}
        </span>
      ))}
    </div>
  );
}

/** Column headers naming the scale once; each radio keeps its own label for screen readers and phones. */
function ScaleGrid({ choices, children }: { choices: ChoiceOption[]; children: ReactNode }) {
  const style = { '--af-scale-count': choices.length } as CSSProperties;
  return (
    <div className="af-rating-grid" style={style}>
      <ScaleHead choices={choices} />
      {children}
    </div>
  );
}

/**
 * A Likert grid of the definition: a table on a wide screen (statements as rows, the scale as
 * column headers, a radio per cell), stacked cards when its container is narrower than 37.5rem
 * (one DOM; CSS container query). Each row stays its own question: a fieldset whose legend (the
 * statement) names one native radio group, so arrow keys move within the row, its error sits on
 * it, and conditions hide it alone. A grid with a title is a named group.
 */
function LikertGrid({ grid, choices, fields, children }: { grid: FormGrid; choices: ChoiceOption[]; fields: string[]; children: ReactNode }) {
  const titleId = useId();
  const visible = useAnyVisible(fields);
  if (!visible) return null;
  const style = { '--af-scale-count': choices.length } as CSSProperties;
  const named = grid.title ? { role: 'group', 'aria-labelledby': titleId } : {};
  return (
    <div className="af-grid-frame" data-grid-id={grid.id}>
      <div className="af-rating-grid af-grid" style={style} {...named}>
        {grid.title ? (
          <p className="af-grid__title" id={titleId}>
            {grid.title}
          </p>
        ) : null}
        {grid.description ? <p className="af-description af-grid__description">{grid.description}</p> : null}
        <ScaleHead choices={choices} />
        {children}
      </div>
    </div>
  );
}

/** The fields of the form (root) or of a nested group, with rating runs laid out as grids. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, fieldPathId, description } = props;
  const title = useFieldTitle(fieldPathId.path.length === 1 ? String(fieldPathId.path[0]) : null, props.title);
  const blocks = layoutBlocks(properties, schema as JsonSchemaObject, uiSchema as Record<string, unknown>);
  const rows = (list: ObjectFieldTemplatePropertyType[]) =>
    list.map((property) => (
      <WhenVisible key={property.name} field={property.name}>
        {property.content}
      </WhenVisible>
    ));
  const body = blocks.map((block) => {
    if (block.kind === 'field') {
      return (
        <WhenVisible key={block.property.name} field={block.property.name}>
          {block.property.content}
        </WhenVisible>
      );
    }
    if (block.kind === 'grid') {
      return (
        <LikertGrid key={`grid-${block.grid.id}`} grid={block.grid} choices={block.choices} fields={block.properties.map((p) => p.name)}>
          {rows(block.properties)}
        </LikertGrid>
      );
    }
    return (
      <ScaleGrid key={`scale-${block.properties[0]!.name}`} choices={block.choices}>
        {rows(block.properties)}
      </ScaleGrid>
    );
  });
  if (fieldPathId.path.length === 0) return <div className="af-fields">{body}</div>;
  return (
    <fieldset className="af-group">
      {title ? <legend className="af-legend">{title}</legend> : null}
      {description}
      {body}
    </fieldset>
  );
}
