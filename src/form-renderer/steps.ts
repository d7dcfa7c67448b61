import type { FieldError, FormDefinition, FormGrid, FormSection, JsonSchemaObject } from '@engine';

/** One step of the form as the member walks through it. */
export interface Step {
  id: string;
  title: string;
  description?: string;
  fields: string[];
}

/** The definition's sections as steps; a form without sections is one step of every field. */
export function stepsOf(def: FormDefinition): Step[] {
  const sections: FormSection[] = def.sections ?? [];
  if (sections.length > 0) return sections.map((s) => ({ ...s }));
  const order = (def.uiSchema?.['ui:order'] as string[] | undefined) ?? [];
  const all = Object.keys(def.schema.properties ?? {});
  const fields = [...order.filter((f) => all.includes(f)), ...all.filter((f) => !order.includes(f))];
  return [{ id: 'answers', title: def.title, fields }];
}

/** The RJSF schema of one step: the definition's fields of that step, in the step's order. */
export function stepSchema(def: FormDefinition, step: Step): JsonSchemaObject {
  const properties: Record<string, JsonSchemaObject> = {};
  for (const field of step.fields) {
    const fieldSchema = def.schema.properties?.[field];
    if (fieldSchema) properties[field] = fieldSchema;
  }
  const required = (def.schema.required ?? []).filter((f) => f in properties);
  // $defs travel along so local $refs inside field schemas still resolve
  const defs = def.schema.$defs as Record<string, unknown> | undefined;
  return { type: 'object', properties, required, ...(defs ? { $defs: defs } : {}) };
}

/** The root uiSchema key under which a step carries its Likert grids to the ObjectFieldTemplate. */
export const GRIDS_UI_KEY = 'ui:grids';

/** The Likert grids whose rows are all in this step (a grid a broken draft splits is drawn as separate questions). */
export function stepGrids(def: FormDefinition, step: Step): FormGrid[] {
  const fields = new Set(step.fields);
  return (def.grids ?? []).filter((grid) => grid.fields.length > 0 && grid.fields.every((f) => fields.has(f)));
}

/**
 * The uiSchema of one step: the fields' entries, laid out in the step's order. The step's grids
 * ride along under `ui:grids`, and a grid's rows are drawn as rating rows whatever single-choice
 * widget they have alone (a grid is one radio group per row against the shared scale).
 */
export function stepUiSchema(def: FormDefinition, step: Step): Record<string, unknown> {
  // the form's own Next/Back/Submit buttons replace RJSF's submit button
  const ui: Record<string, unknown> = {
    'ui:order': [...step.fields, '*'],
    'ui:submitButtonOptions': { norender: true },
  };
  const grids = stepGrids(def, step);
  const rows = new Set(grids.flatMap((g) => g.fields));
  if (grids.length > 0) ui[GRIDS_UI_KEY] = grids;
  for (const field of step.fields) {
    const entry = def.uiSchema?.[field];
    if (rows.has(field)) ui[field] = { ...(entry as Record<string, unknown> | undefined), 'ui:widget': 'rating' };
    else if (entry !== undefined) ui[field] = entry;
  }
  return ui;
}

/** The errors a step shows: its fields' messages, its section summary, and (last step) form-level ones. */
export function errorsForStep(errors: FieldError[], step: Step, isLast = false): FieldError[] {
  const fields = new Set(step.fields);
  return errors.filter((e) =>
    e.field === null ? e.section === step.id || (isLast && e.section === undefined) : fields.has(e.field),
  );
}

/** The first step holding any of these errors (form-level errors belong to the last step). */
export function firstStepWithErrors(errors: FieldError[], steps: Step[]): number {
  const index = steps.findIndex((step, i) => errorsForStep(errors, step, i === steps.length - 1).length > 0);
  return index === -1 ? steps.length - 1 : index;
}

/** Field messages keyed by field, for showing beside each field. */
export function messagesByField(errors: FieldError[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const error of errors) {
    if (error.field === null) continue;
    byField.set(error.field, [...(byField.get(error.field) ?? []), error.message]);
  }
  return byField;
}
