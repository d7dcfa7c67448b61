import { describe, expect, it } from 'vitest';
import { committedForms } from '../test-support/committed-forms.ts';
import { validateDefinition } from './validate-definition.ts';

describe('the committed definitions in schemas/forms', () => {
  for (const [fileId, json] of Object.entries(committedForms)) {
    it(`${fileId}.json passes validateDefinition and its id matches its file name`, () => {
      const result = validateDefinition(json, `schemas/forms/${fileId}.json`);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(result.ok && result.definition.id).toBe(fileId);
    });
  }
});
