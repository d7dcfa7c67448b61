/** The shapes of the field-kind catalogue (`field-kinds.ts`): what each kind of question declares. */
import type { FieldKindId } from './field-kind-ids.ts';
import type { JsonSchemaObject } from './types.ts';

/** A property editor the builder's panel shows for a kind (beyond title, help text and required). */
export type PropertyEditor =
  | 'choices'
  | 'numberRange'
  | 'maxLength'
  | 'pattern'
  | 'ratingLabels'
  | 'maxItems'
  | 'groupFields'
  | 'placeholder'
  | 'sliderScale'
  | 'formula';

/**
 * How the renderer lays a question out around its control:
 * - 'group': a fieldset whose legend is the title (radios, checkboxes, a rating, a signature, a repeating group);
 * - 'self-labelled': the control labels itself (a tick box);
 * - 'input': a <label> for one input, text area or drop-down;
 * - 'text': words to read, no control (section text).
 */
export type FieldLayout = 'group' | 'self-labelled' | 'input' | 'text';

/** A new question's schema and uiSchema (uiSchema absent when the kind needs none). */
export interface FieldPreset {
  schema: JsonSchemaObject;
  uiSchema?: Record<string, unknown>;
}

export interface FieldKind {
  id: FieldKindId;
  /** the palette's name for it */
  label: string;
  /** the palette's help text */
  description: string;
  /** the `ui:widget` a new question of this kind gets (none: RJSF picks from the schema) */
  widget?: string;
  /** how the member's form lays it out (kinds sharing a widget share it) */
  layout: FieldLayout;
  /** a new question of this kind titled `title` (a fresh object every call) */
  preset: (title: string) => FieldPreset;
  /** the property editors the panel shows */
  editors: readonly PropertyEditor[];
  /** what a member reads when the question is required and unanswered */
  missingMessage: string;
  /** can be an item of a scoring scale (a number answer) */
  scorable: boolean;
  /** takes an answer (section text does not) */
  answers: boolean;
}
