// Test-only access to the committed definitions in schemas/forms (JSON imports, no file system).
import ptsd from '../../schemas/forms/ptsd.json' with { type: 'json' };
import initialAssessment from '../../schemas/forms/initial-assessment.json' with { type: 'json' };
import indianHead from '../../schemas/forms/indian-head.json' with { type: 'json' };
import type { FormDefinition } from '../definition/types.ts';

/** The raw JSON of each committed definition, keyed by file name (without .json). */
export const committedForms: Record<string, unknown> = {
  ptsd,
  'initial-assessment': initialAssessment,
  'indian-head': indianHead,
};

/** A committed definition typed as a FormDefinition (tests check validity separately). */
export function committedForm(id: 'ptsd' | 'initial-assessment' | 'indian-head'): FormDefinition {
  return committedForms[id] as FormDefinition;
}
