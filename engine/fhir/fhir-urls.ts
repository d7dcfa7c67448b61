/**
 * The canonical addresses the mapping writes: the standard extensions (FHIR R4 core and the
 * Structured Data Capture guide) and the practice's own, under its FHIR base address.
 */

/** The practice's FHIR base address when none is given: canonical URLs of its forms and code systems start here. */
export const DEFAULT_FHIR_BASE = 'https://wellness.example/fhir';

export const LOINC = 'http://loinc.org';

export const EXT = {
  /** R4 core: an answer option's score (on the Coding) */
  ordinalValue: 'http://hl7.org/fhir/StructureDefinition/ordinalValue',
  /** FHIR extensions pack / SDC: an answer option's score */
  itemWeight: 'http://hl7.org/fhir/StructureDefinition/itemWeight',
  minValue: 'http://hl7.org/fhir/StructureDefinition/minValue',
  maxValue: 'http://hl7.org/fhir/StructureDefinition/maxValue',
  minLength: 'http://hl7.org/fhir/StructureDefinition/minLength',
  regex: 'http://hl7.org/fhir/StructureDefinition/regex',
  entryFormat: 'http://hl7.org/fhir/StructureDefinition/entryFormat',
  maxOccurs: 'http://hl7.org/fhir/StructureDefinition/questionnaire-maxOccurs',
  minOccurs: 'http://hl7.org/fhir/StructureDefinition/questionnaire-minOccurs',
  itemControl: 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl',
  calculatedExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
  enableWhenExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
  hidden: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden',
  /** an answer option that cannot be chosen with any other ("None of these") */
  optionExclusive: 'http://hl7.org/fhir/StructureDefinition/questionnaire-optionExclusive',
  /** a slider's step (whole numbers only in R4) */
  sliderStepValue: 'http://hl7.org/fhir/StructureDefinition/questionnaire-sliderStepValue',
} as const;

export const ITEM_CONTROL_SYSTEM = 'http://hl7.org/fhir/questionnaire-item-control';

/** The practice's own extensions: what a definition holds that FHIR has no element or standard extension for. */
export function practiceExtensions(base: string) {
  const at = `${base}/StructureDefinition`;
  return {
    /** a question's JSON Schema keywords with no FHIR form (format, const, an advanced question whole), JSON text */
    schema: `${at}/form-question-schema`,
    /** a question's RJSF uiSchema, JSON text */
    uiSchema: `${at}/form-question-ui-schema`,
    /** a condition the enableWhen and expression stand for, JSON text (read back on import) */
    condition: `${at}/form-condition`,
    /** a scale's bands, rules, subscales and thresholds, JSON text */
    scale: `${at}/form-scale`,
    /** the form's flags, scoring version and settings, JSON text */
    scoring: `${at}/form-scoring`,
    /** the form's own id and section of an item */
    formId: `${at}/form-id`,
  } as const;
}

/** The code system of a question's uncoded choices: the choice's value is its code. */
export function choiceSystem(base: string, formId: string, field: string): string {
  return `${base}/CodeSystem/${formId}-${field}`;
}

/** The canonical URL of a form's Questionnaire. */
export function questionnaireUrl(base: string, formId: string): string {
  return `${base}/Questionnaire/${formId}`;
}
