import type {
  Experimental_DefaultFormStateBehavior,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';
import { getDefaultRegistry, type ThemeProps } from '@rjsf/core';
import { createElement } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { JsonSchemaObject } from '@engine';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { NumberField } from './templates/NumberField.tsx';
import { BaseInputTemplate, CheckboxWidget, ConsentWidget, TextareaWidget } from './widgets/InputWidgets.tsx';
import { CheckboxesWidget, RadioWidget, RatingWidget, SelectWidget } from './widgets/ChoiceWidgets.tsx';
import { SignatureWidget } from './widgets/SignatureWidget.tsx';
import { SliderWidget } from './widgets/SliderWidget.tsx';
import { RankingWidget } from './widgets/RankingWidget.tsx';
import { CalculatedWidget } from './widgets/CalculatedWidget.tsx';
import { RepeatingGroupField } from './widgets/RepeatingGroupField.tsx';
import { WIDGETS, isRepeatingGroup } from './field-layout.ts';

type Answers = Record<string, unknown>;

/** Errors are shown by the form's summary and beside each field, never as RJSF's own list. */
function NoErrorList() {
  return null;
}

/** Templates of the dark assessment theme (module constants so RJSF never sees new ones). */
export const assessmentTemplates: Partial<TemplatesType<Answers, RJSFSchema>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: NoErrorList,
  // field errors are rendered by FieldTemplate above the control, tied by aria-describedby
  FieldErrorTemplate: NoErrorList,
  // descriptions are rendered by FieldTemplate with the id inputs point at
  DescriptionFieldTemplate: NoErrorList,
};

/**
 * Widgets a definition selects with "ui:widget" (names from the field-kind catalogue): rating,
 * signature, consent, plus the defaults (radio, checkboxes, select, checkbox, textarea) rebuilt on
 * the response store. Section text needs none: its `type: "null"` renders no control.
 */
export const assessmentWidgets: RegistryWidgetsType<Answers, RJSFSchema> = {
  [WIDGETS.rating]: RatingWidget,
  [WIDGETS.signature]: SignatureWidget,
  [WIDGETS.consent]: ConsentWidget,
  [WIDGETS.slider]: SliderWidget,
  // the ranking's list (with dnd-kit) loads only when a form shows one
  [WIDGETS.ranking]: RankingWidget,
  [WIDGETS.calculated]: CalculatedWidget,
  RadioWidget,
  CheckboxesWidget,
  SelectWidget,
  CheckboxWidget,
  TextareaWidget,
};

const DefaultArrayField = getDefaultRegistry<Answers, RJSFSchema>().fields.ArrayField!;

/** Lists of records are repeating groups (ours); lists of choices stay RJSF's (rendered as checkboxes). */
function ArrayField(props: FieldProps<Answers, RJSFSchema>) {
  return createElement(isRepeatingGroup(props.schema as JsonSchemaObject) ? RepeatingGroupField : DefaultArrayField, props);
}

/**
 * Section text has nothing to answer: RJSF's NullField would report `null` as its answer on
 * mount (a state change per section text for nothing); the FieldTemplate shows its words.
 */
function NullField() {
  return null;
}

/**
 * Field overrides: numbers skip RJSF's per-render locale lookup; lists of records are repeating
 * groups; section text reports no answer.
 */
export const assessmentFields: RegistryFieldsType<Answers, RJSFSchema> = { NumberField, ArrayField, NullField };

/** The RJSF theme: pass to `withTheme(assessmentTheme)` or spread into `<Form {...assessmentTheme}>`. */
export const assessmentTheme: ThemeProps<Answers, RJSFSchema> = {
  templates: assessmentTemplates,
  widgets: assessmentWidgets,
  fields: assessmentFields,
};

/**
 * Pass as `experimental_defaultFormStateBehavior` to any Form using this theme: RJSF would
 * otherwise pre-answer every oneOf item with its first option, pre-tick `const: true` consents and
 * answer required yes/no boxes with false. A member's answer must be the member's.
 */
export const assessmentDefaultsBehavior: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
};
