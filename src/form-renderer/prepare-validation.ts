import { loadSchemaCompilers, needsSchemaCompiler, registerPrecompiledValidator, validatorKey, type FormDefinition } from '@engine';
import { committedValidators } from 'virtual:committed-validators';

const preparing = new Map<string, Promise<void>>();
// the schema objects made ready: a render can tell at once, without hashing the schema again
const ready = new WeakSet<object>();

/**
 * Makes checking this form's answers possible before it is shown: a committed form's validator
 * compiled at build time (scripts/committed-validators-plugin.ts) when the published schema is
 * that form's, else ajv's compiler (fetched in the browser: ~37 KB); the compiler as well when
 * the renderer would check sub-schemas that are not simple options (needsSchemaCompiler). A
 * failure (offline) can be tried again.
 */
export function prepareValidation(definition: FormDefinition): Promise<void> {
  const key = validatorKey(definition.schema);
  let making = preparing.get(key);
  if (!making) {
    const ahead = committedValidators[key];
    const steps: Promise<unknown>[] = [];
    if (ahead) steps.push(ahead().then((module) => registerPrecompiledValidator(key, module.default)));
    if (!ahead || needsSchemaCompiler(definition.schema)) steps.push(loadSchemaCompilers());
    making = Promise.all(steps).then(() => undefined);
    making.catch(() => preparing.delete(key));
    preparing.set(key, making);
  }
  return making.then(() => {
    ready.add(definition.schema);
  });
}

/** Whether prepareValidation has finished for this definition's schema object. */
export function isValidationPrepared(definition: FormDefinition): boolean {
  return ready.has(definition.schema);
}
