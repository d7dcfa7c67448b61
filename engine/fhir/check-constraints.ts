/**
 * A form's checks across questions as FHIR R4 Questionnaire constraints (the core
 * `questionnaire-constraint` extension): a FHIRPath expression over the QuestionnaireResponse that
 * is true while the check holds, with the member's words as `human`. Like the engine, a check
 * holds while any of its questions is unanswered or hidden (a hidden item has no answer in the
 * response). Choice questions with scores compare by `weight()`, other numbers and dates by value.
 */
import { checkWords } from '../definition/check-words.ts';
import type { FormCheck, FormCheckComparison, FormDefinition } from '../definition/types.ts';
import { answersOf } from './fhirpath-text.ts';
import type { Extension } from './r4-types.ts';

/** R4 core: a rule the answers of a Questionnaire must keep. */
export const QUESTIONNAIRE_CONSTRAINT = 'http://hl7.org/fhir/StructureDefinition/questionnaire-constraint';

const OPERATOR: Record<FormCheckComparison, string> = { after: '>', before: '<', notMoreThan: '<=', notLessThan: '>=' };

/** A sum is compared to within rounding, as the engine compares it. */
const TOLERANCE = '0.000000001';

/** The FHIRPath of a check: true while the answers keep it (or cannot be judged yet). */
export function checkExpression(check: FormCheck, weighted: (field: string) => boolean): string {
  const value = (field: string): string => `${answersOf([field])}${weighted(field) ? '.weight()' : '.value'}`;
  if (check.kind === 'sumEquals') {
    const fields = [...new Set(check.fields)];
    const all = fields.map((f) => `${value(f)}.exists()`).join(' and ');
    const values = fields.map(value);
    const combined = values.slice(1).reduce((acc, v) => `${acc}.combine(${v})`, values[0]!);
    return `(${all}).not() or (${combined}.sum() - ${check.total}).abs() <= ${TOLERANCE}`;
  }
  const a = value(check.field);
  const b = value(check.other);
  return `${a}.exists().not() or ${b}.exists().not() or (${a} ${OPERATOR[check.kind]} ${b})`;
}

/** Each check of the definition as a questionnaire-constraint extension. */
export function checkConstraints(def: FormDefinition, weighted: (field: string) => boolean): Extension[] {
  return (def.checks ?? []).map((check) => ({
    url: QUESTIONNAIRE_CONSTRAINT,
    extension: [
      { url: 'key', valueId: check.id },
      { url: 'severity', valueCode: 'error' },
      { url: 'expression', valueString: checkExpression(check, weighted) },
      { url: 'human', valueString: check.message ?? checkWords(def, check) },
    ],
  }));
}
