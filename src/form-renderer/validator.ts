import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { isValidAgainst, validateResponse, type FieldError, type FormDefinition } from '@engine';

type Answers = Record<string, unknown>;

/** An engine error as RJSF reports it: the property path is the (flat) field name. */
export function toRjsfError(error: FieldError): RJSFValidationError {
  const property = error.field === null ? '' : `.${error.field}`;
  return {
    name: 'engine',
    property,
    message: error.message,
    stack: error.field === null ? error.message : `${error.field}: ${error.message}`,
  };
}

function asAnswers(data: unknown): Answers {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Answers) : {};
}

/**
 * An RJSF validator backed by the engine, so the browser shows exactly the readable messages the
 * server's validateResponse produces. Validating against a part of the form (one step's schema)
 * keeps only the errors of that part's fields. Pass a getter to validate against whichever
 * definition is current.
 */
export function engineValidator(
  source: FormDefinition | (() => FormDefinition),
): ValidatorType<Answers, RJSFSchema> {
  // a getter keeps one validator (so RJSF keeps its schema utilities) while the definition is edited
  const current = typeof source === 'function' ? source : () => source;
  return {
    validateFormData(
      formData: Answers | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<Answers, RJSFSchema>,
      transformErrors?: ErrorTransformer<Answers, RJSFSchema>,
      uiSchema?: UiSchema<Answers, RJSFSchema>,
    ): ValidationData<Answers> {
      const data = asAnswers(formData);
      const definition = current();
      const result = validateResponse(definition, data);
      const partial = schema !== (definition.schema as RJSFSchema) && schema.properties !== undefined;
      const inPart = (e: FieldError): boolean =>
        !partial || (e.field === null ? true : e.field in (schema.properties ?? {}));
      let errors = result.errors.filter(inPart).map(toRjsfError);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema<Answers>(errors);
      if (!customValidate) return { errors, errorSchema };
      const handler = customValidate(data, createErrorHandler<Answers>(data), uiSchema, errorSchema);
      return validationDataMerge<Answers>({ errors, errorSchema }, unwrapErrorHandler<Answers>(handler));
    },
    isValid(schema: RJSFSchema, formData: Answers | undefined, rootSchema: RJSFSchema): boolean {
      return isValidAgainst(schema, formData, rootSchema);
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: Answers): { errors?: Result[] } {
      if (isValidAgainst(schema, formData)) return {};
      const errors = validateResponse(current(), asAnswers(formData)).errors;
      return { errors: errors as Result[] };
    },
  };
}
