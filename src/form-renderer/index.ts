/**
 * The form renderer: the RJSF theme every assessment definition is rendered with, the member's
 * stepped form, and the reviewer's read-only view. Imports react, @rjsf/*, @engine, src/ui, src/lib.
 */

/** A member filling in a definition: steps, engine validation per step, onSubmit with the answers that count. */
export { AssessmentForm, type AssessmentFormProps } from './AssessmentForm.tsx';

/** Whether an edit only retitled questions (the FormBuilder's preview hands such edits over at once: the form redraws just those titles). */
export { onlyRetitled } from './retitle.ts';

/** Read-only answers for reviewers. */
export { ResponseView, answerText, type ResponseViewProps } from './ResponseView.tsx';

/** The RJSF theme (templates + widgets) for `withTheme(assessmentTheme)` or `<Form {...assessmentTheme}>`. */
export {
  assessmentTheme,
  assessmentTemplates,
  assessmentWidgets,
  assessmentDefaultsBehavior,
} from './theme.ts';

/** Before a member's form is shown: its validator compiled at build time, or ajv's compiler fetched. */
export { prepareValidation, isValidationPrepared } from './prepare-validation.ts';

/** RJSF's ValidatorType implemented with the engine's validateResponse / isValidAgainst. */
export { engineValidator } from './validator.ts';

/** Signature storage format (drawn = SVG data URL, anything else = a typed name). */
export { isDrawnSignature, encodeSignature, SIGNATURE_MAX_CHARS } from './widgets/signature-encoding.ts';
