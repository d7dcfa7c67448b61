import { describe, expect, it } from 'vitest';
import metaSchemaFile from '../../schemas/meta/form-definition.schema.json' with { type: 'json' };
import { committedForms } from '../test-support/committed-forms.ts';
import { createAjv } from '../validate/ajv-instance.ts';
import { CATALOGUE_WIDGETS } from './field-kinds.ts';
import { formDefinitionMetaSchema } from './meta-schema.ts';
import type { FormDefinition } from './types.ts';

const validate = createAjv().compile(formDefinitionMetaSchema);

function withWidget(widget: unknown, at: (def: FormDefinition) => Record<string, unknown>): FormDefinition {
  const def = structuredClone(committedForms['initial-assessment']) as FormDefinition;
  at(def)['ui:widget'] = widget;
  return def;
}

describe('the form-definition meta-schema', () => {
  it('passes every committed form', () => {
    for (const [id, json] of Object.entries(committedForms)) {
      expect(validate(json) ? [] : validate.errors, id).toEqual([]);
    }
  });

  it('lists exactly the catalogue’s widgets, leaving the file itself unchanged', () => {
    const defs = formDefinitionMetaSchema.$defs as Record<string, { enum?: unknown[] }>;
    expect(defs.widget!.enum).toEqual([...CATALOGUE_WIDGETS]);
    expect((metaSchemaFile.$defs.widget as Record<string, unknown>).enum).toBeUndefined();
  });

  it('takes a scale direction of higher-is-worse or higher-is-better, nothing else', () => {
    const withDirection = (direction: unknown) => {
      const def = structuredClone(committedForms['initial-assessment']) as FormDefinition;
      (def.scoring!.scales!.phq9 as unknown as Record<string, unknown>).direction = direction;
      return def;
    };
    expect(validate(withDirection('higher-is-better'))).toBe(true);
    expect(validate(withDirection('higher-is-worse'))).toBe(true);
    expect(validate(withDirection('lower-is-better'))).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/scoring/scales/phq9/direction');
  });

  it('refuses a widget the renderer does not implement, on a question or inside a group’s records', () => {
    expect(validate(withWidget('starRating', (d) => d.uiSchema!.address as Record<string, unknown>))).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/uiSchema/address/ui:widget');
    const nested = withWidget('colour', (d) => {
      const items: Record<string, unknown> = { name: {} };
      (d.uiSchema!.address as Record<string, unknown>).items = items;
      return items.name as Record<string, unknown>;
    });
    expect(validate(nested)).toBe(false);
    expect(validate(withWidget(3, (d) => d.uiSchema!.address as Record<string, unknown>))).toBe(false);
  });

  it('accepts every catalogue widget, and refuses a question uiSchema that is not an object', () => {
    for (const widget of CATALOGUE_WIDGETS) {
      expect(validate(withWidget(widget, (d) => d.uiSchema!.address as Record<string, unknown>)), widget).toBe(true);
    }
    const def = structuredClone(committedForms.ptsd) as FormDefinition;
    def.uiSchema!.pcl1 = 'rating';
    expect(validate(def)).toBe(false);
  });
});
