/**
 * The forms the bench runs: generated ones by size, and the committed PCL-5 (schemas/forms/ptsd.json).
 * Shared by the browser pages and the Node bench.
 */
import type { FormDefinition, JsonSchemaObject } from '../../engine/index.ts';
import ptsd from '../../schemas/forms/ptsd.json';
import { generateForm, type GeneratedForm } from './generate.ts';
import { gridsAndSlidersForm } from './grids-sliders.ts';

/** The same definition with every field in one section: every renderer then shows every field at once. */
export function asOneStep(def: FormDefinition): FormDefinition {
  const order = [...(def.sections ?? []).flatMap((s) => s.fields)];
  for (const field of Object.keys(def.schema.properties ?? {})) if (!order.includes(field)) order.push(field);
  return { ...def, sections: [{ id: 'answers', title: def.title, fields: order }] };
}

/** A plausible answer for any field of a committed form (first option, a short text, the minimum). */
function answerFor(schema: JsonSchemaObject): unknown {
  if (Array.isArray(schema.oneOf) && schema.oneOf[0]?.const !== undefined) return schema.oneOf[Math.min(2, schema.oneOf.length - 1)]!.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (schema.type === 'array') {
    const items = schema.items as JsonSchemaObject | undefined;
    return Array.isArray(items?.enum) ? [items.enum[0]] : [];
  }
  return 'The answer a member typed';
}

/** The PCL-5 as the bench uses it: probes on its free-text question and a middle item; every item answered. */
export function pcl5Form(): GeneratedForm {
  const definition = ptsd as unknown as FormDefinition;
  const properties = definition.schema.properties ?? {};
  const sampleResponse = Object.fromEntries(Object.entries(properties).map(([field, schema]) => [field, answerFor(schema)]));
  return {
    definition,
    kinds: {},
    probes: { textField: 'worstEvent', ratingField: 'pcl10' },
    sampleResponse,
  };
}

/** `name` is a generated size ("300"), "pcl5", or a form of Likert grids and sliders of a size ("grids-300"). */
export function benchForm(name: string, layout: 'sections' | 'one-step' = 'sections'): GeneratedForm {
  const grids = /^grids-(\d+)$/.exec(name);
  if (grids) {
    const form = gridsAndSlidersForm(Number(grids[1]));
    return layout === 'one-step' ? { ...form, definition: asOneStep(form.definition) } : form;
  }
  const form = name === 'pcl5' ? pcl5Form() : generateForm(Number(name), { layout });
  return layout === 'one-step' && name === 'pcl5' ? { ...form, definition: asOneStep(form.definition) } : form;
}


/**
 * Probes on the first step (for `engine-steps`, the renderer as members see it: one section at a
 * time): its first free-text question and its first rating item, or null when it has none.
 */
export function firstStepProbes(form: GeneratedForm): { textField: string | null; ratingField: string | null } {
  const def = form.definition;
  const fields = def.sections?.[0]?.fields ?? Object.keys(def.schema.properties ?? {});
  const widget = (f: string) => (def.uiSchema?.[f] as Record<string, unknown> | undefined)?.['ui:widget'];
  const isText = (f: string) => {
    const schema = def.schema.properties?.[f];
    return schema?.type === 'string' && !schema.enum && !schema.format && widget(f) !== 'signature';
  };
  return { textField: fields.find(isText) ?? null, ratingField: fields.find((f) => widget(f) === 'rating') ?? null };
}
