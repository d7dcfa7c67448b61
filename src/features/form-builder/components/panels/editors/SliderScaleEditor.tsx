/**
 * A slider's scale: its lowest and highest values, the step between points, the words at each end
 * (required: a visual analogue scale means nothing without them) and whether members see the
 * number they chose. The engine refuses a scale it cannot check exactly; its reason shows here.
 */
import { sliderScale, type JsonSchemaObject } from '@engine';
import { uiOptionsOf, withKeyword } from '../field-schema';
import type { FieldWriter } from './LimitEditors';
import { CheckSetting, NumberSetting, TextSetting } from './inputs';

/** The uiSchema with one slider option set (the widget kept). */
function withOption(uiSchema: Record<string, unknown> | undefined, key: string, value: unknown): Record<string, unknown> {
  return { ...(uiSchema ?? {}), 'ui:widget': 'slider', 'ui:options': { ...uiOptionsOf(uiSchema), [key]: value } };
}

export function SliderScaleEditor({ name, schema, uiSchema, write }: FieldWriter) {
  const scale = sliderScale(schema, uiSchema);
  const whole = schema.type === 'integer';
  const put = (next: JsonSchemaObject, key: string) => write({ schema: next }, `${key}:${name}`);
  return (
    <fieldset className="panel-group">
      <legend>Slider</legend>
      <div className="pair">
        <NumberSetting
          label="Lowest value"
          value={scale?.min}
          onValue={(value) => (value === undefined ? 'A slider needs a lowest value' : put(withKeyword(schema, 'minimum', value), 'minimum'))}
        />
        <NumberSetting
          label="Highest value"
          value={scale?.max}
          onValue={(value) => (value === undefined ? 'A slider needs a highest value' : put(withKeyword(schema, 'maximum', value), 'maximum'))}
        />
      </div>
      <NumberSetting
        label="Step"
        hint={whole ? 'A whole number that divides the range, such as 1, 5 or 10.' : 'A whole number, a half or a quarter that divides the range.'}
        value={scale?.step}
        onValue={(value) => (value === undefined || value <= 0 ? 'The step must be more than 0' : put(withKeyword(schema, 'multipleOf', value), 'multipleOf'))}
      />
      <CheckSetting
        label="Allow halves and quarters"
        hint="Off: members choose whole numbers."
        checked={!whole}
        onValue={(on) => {
          const base = { ...schema, type: on ? 'number' : 'integer' };
          return put(on || Number.isInteger(scale?.step ?? 1) ? base : withKeyword(base, 'multipleOf', 1), 'type');
        }}
      />
      <TextSetting
        label="Words at the lowest end"
        hint="What the lowest value means, such as “No pain”."
        value={scale?.minLabel ?? ''}
        onValue={(text) => (text.trim() === '' ? 'Label the lowest end' : write({ uiSchema: withOption(uiSchema, 'minLabel', text) }, `minLabel:${name}`))}
      />
      <TextSetting
        label="Words at the highest end"
        hint="What the highest value means, such as “Worst pain imaginable”."
        value={scale?.maxLabel ?? ''}
        onValue={(text) => (text.trim() === '' ? 'Label the highest end' : write({ uiSchema: withOption(uiSchema, 'maxLabel', text) }, `maxLabel:${name}`))}
      />
      <CheckSetting
        label="Show members the number they chose"
        checked={scale?.showValue ?? true}
        onValue={(on) => write({ uiSchema: withOption(uiSchema, 'showValue', on) })}
      />
    </fieldset>
  );
}
