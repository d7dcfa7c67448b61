/** Stock RJSF: @rjsf/core's Form with @rjsf/validator-ajv8 and live validation, no theme or custom widgets. */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { toRjsf, type RjsfForm } from '../../scripts/bench/convert/rjsf.ts';
import { checkedRadioValue, type BenchRenderer } from './types.ts';

const rjsfStock: BenchRenderer<RjsfForm> = {
  prepare: (form) => toRjsf(form.definition),
  element: ({ schema, uiSchema }) => <Form schema={schema as RJSFSchema} uiSchema={uiSchema as UiSchema} validator={validator} liveValidate="onChange" />,
  textInput: (container, field) => container.querySelector(`#root_${field}`),
  ratingOption: (container, field, value) => container.querySelector(`#root_${field}-${value}`),
  ratingValue: (container, field) => checkedRadioValue(container.querySelector(`#root_${field}`)),
};
export default rjsfStock;
