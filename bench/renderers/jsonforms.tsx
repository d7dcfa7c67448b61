/** JSON Forms with the vanilla renderers and cells, wired as its documentation shows (data kept in state). */
import { useState } from 'react';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { toJsonForms, type JsonFormsForm } from '../../scripts/bench/convert/jsonforms.ts';
import { checkedRadioValue, type BenchRenderer } from './types.ts';

function JsonFormsPeer({ form }: { form: JsonFormsForm }) {
  const [data, setData] = useState<unknown>({});
  return (
    <JsonForms
      schema={form.schema as JsonSchema}
      uischema={form.uischema as UISchemaElement}
      data={data}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data: next }) => setData(next)}
    />
  );
}

const control = (container: HTMLElement, field: string) => container.querySelector(`.control.root_properties_${field}`);

const jsonforms: BenchRenderer<JsonFormsForm> = {
  prepare: (form) => toJsonForms(form.definition),
  element: (form) => <JsonFormsPeer form={form} />,
  textInput: (container, field) => control(container, field)?.querySelector('input, textarea') ?? null,
  // the vanilla radios' ids are "0".."4" on every item (so their labels all point at the first
  // item on the page): click the radio itself
  ratingOption: (container, field, value) => control(container, field)?.querySelectorAll<HTMLElement>('input[type="radio"]')[value] ?? null,
  ratingValue: (container, field) => checkedRadioValue(control(container, field)),
};
export default jsonforms;
