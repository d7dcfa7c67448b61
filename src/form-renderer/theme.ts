import type {
  Experimental_DefaultFormStateBehavior,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';
import type { ThemeProps } from '@rjsf/core';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { NumberField } from './templates/NumberField.tsx';
import { BaseInputTemplate, CheckboxWidget, ConsentWidget, TextareaWidget } from './widgets/InputWidgets.tsx';
import { CheckboxesWidget, RadioWidget, RatingWidget, SelectWidget } from './widgets/ChoiceWidgets.tsx';
import { SignatureWidget } from './widgets/SignatureWidget.tsx';

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
 * Widgets a definition selects with "ui:widget": rating, signature, consent, plus the defaults
 * (radio, checkboxes, select, checkbox, textarea) rebuilt on the response store.
 */
export const assessmentWidgets: RegistryWidgetsType<Answers, RJSFSchema> = {
  rating: RatingWidget,
  signature: SignatureWidget,
  consent: ConsentWidget,
  RadioWidget,
  CheckboxesWidget,
  SelectWidget,
  CheckboxWidget,
  TextareaWidget,
};

/** Field overrides (numbers skip RJSF's per-render locale lookup). */
export const assessmentFields: RegistryFieldsType<Answers, RJSFSchema> = { NumberField };

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
