import { describe, expect, it } from 'vitest';
import { validateDefinition } from '@engine';
import type { RJSFSchema } from '@rjsf/utils';
import { engineValidator } from './validator.ts';
import { fixtureDefinition } from './testing/fixtures.ts';
import { stepSchema, stepsOf } from './steps.ts';

describe('engineValidator', () => {
  const validator = engineValidator(fixtureDefinition);
  const schema = fixtureDefinition.schema as RJSFSchema;

  it('uses a definition the engine accepts', () => {
    expect(validateDefinition(fixtureDefinition)).toMatchObject({ ok: true });
  });

  it("reports the engine's readable messages, keyed by field in the error schema", () => {
    const { errors, errorSchema } = validator.validateFormData({ contactBy: 'email' }, schema);
    expect(errors.map((e) => e.property)).toContain('.fullName');
    expect(errors.find((e) => e.property === '.fullName')?.message).toBe('Fill in this field');
    expect(errors.find((e) => e.property === '.sleep')?.message).toBe('Choose an answer');
    expect(errors.some((e) => /must have required property/.test(e.message ?? ''))).toBe(false);
    expect(errorSchema.agree?.__errors).toEqual(['Tick the box to give your consent']);
    // hidden by its condition, so not required
    expect(errors.map((e) => e.property)).not.toContain('.phoneNumber');
  });

  it("keeps only one step's errors when given that step's schema", () => {
    const about = stepSchema(fixtureDefinition, stepsOf(fixtureDefinition)[0]!) as RJSFSchema;
    const { errors } = validator.validateFormData({ contactBy: 'phone' }, about);
    const fields = errors.map((e) => e.property).filter(Boolean);
    expect(fields.sort()).toEqual(['.fullName', '.phoneNumber']);
  });

  it('applies customValidate and transformErrors like RJSF validators do', () => {
    const { errors } = validator.validateFormData(
      { fullName: 'x' },
      schema,
      (data, handler) => {
        handler.fullName?.addError('Use your full name');
        return handler;
      },
      (list) => list.filter((e) => e.property !== '.sleep'),
    );
    const messages = errors.map((e) => e.message);
    expect(messages).toContain('Use your full name');
    expect(errors.map((e) => e.property)).not.toContain('.sleep');
  });

  it('answers isValid with the engine schema check', () => {
    const rating = schema.properties!.sleep as RJSFSchema;
    expect(validator.isValid(rating, 2 as never, schema)).toBe(true);
    expect(validator.isValid(rating, 7 as never, schema)).toBe(false);
  });
});
