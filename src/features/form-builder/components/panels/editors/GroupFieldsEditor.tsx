/**
 * The fields of each entry of a repeating group (a medication's name, dose, since when): title,
 * name, kind (one-line kinds of the catalogue), required, order.
 */
import { useId } from 'react';
import { fieldKind, fieldKindPreset, kindOfField, type FieldKindId } from '@engine';
import { moved } from '../field-schema';
import { CheckSetting, TextSetting } from './inputs';
import type { FieldWriter } from './LimitEditors';
import { newRecordFieldName, recordFieldNameProblem, recordFieldsOf, withRecordFields, type RecordField } from './group-record';

/** Kinds an entry's field can be (one line each; choices need their own editor, so they are kept out). */
const RECORD_KINDS: FieldKindId[] = ['shortText', 'longText', 'number', 'email', 'phone', 'date', 'yesNo'];

export function GroupFieldsEditor({ name, schema, uiSchema, write }: FieldWriter) {
  const kindId = useId();
  const fields = recordFieldsOf(schema, uiSchema);
  const put = (next: RecordField[], mergeKey?: string) => write(withRecordFields(schema, uiSchema, next), mergeKey);
  const change = (index: number, patch: Partial<RecordField>, mergeKey?: string) =>
    put(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)), mergeKey);

  return (
    <fieldset className="panel-group group-editor">
      <legend>Fields of each entry</legend>
      <ol className="choice-list">
        {fields.map((field, index) => {
          const kind = kindOfField(field.schema, field.uiSchema);
          const title = typeof field.schema.title === 'string' ? field.schema.title : field.name;
          return (
            <li key={index} className="record-field">
              <TextSetting
                label={`Title of entry field ${index + 1}`}
                value={typeof field.schema.title === 'string' ? field.schema.title : ''}
                onValue={(text) => {
                  if (text.trim() === '') return 'Give this field a title';
                  return change(index, { schema: { ...field.schema, title: text } }, `record-title:${name}:${index}`);
                }}
              />
              <TextSetting
                label={`Name of entry field ${index + 1}`}
                value={field.name}
                commitOnBlur
                spellCheck={false}
                hint="Stored under this name in each entry."
                onValue={(text) => recordFieldNameProblem(text.trim(), index, fields) ?? change(index, { name: text.trim() })}
              />
              <div className="field">
                <label htmlFor={`${kindId}-${index}`}>Kind of entry field {index + 1}</label>
                <select
                  id={`${kindId}-${index}`}
                  value={kind}
                  onChange={(event) => {
                    const preset = fieldKindPreset(event.target.value as FieldKindId, title);
                    change(index, { schema: preset.schema, uiSchema: preset.uiSchema });
                  }}
                >
                  {kind === 'advanced' || !RECORD_KINDS.includes(kind) ? <option value={kind}>{kind === 'advanced' ? 'Other (kept as it is)' : fieldKind(kind).label}</option> : null}
                  {RECORD_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {fieldKind(k).label}
                    </option>
                  ))}
                </select>
              </div>
              <CheckSetting label={`“${title}” must be filled in`} checked={field.required} onValue={(required) => change(index, { required })} />
              <div className="row-actions">
                <button type="button" className="button secondary small" disabled={index === 0} aria-label={`Move “${title}” up`} onClick={() => put(moved(fields, index, index - 1))}>
                  Up
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={index === fields.length - 1}
                  aria-label={`Move “${title}” down`}
                  onClick={() => put(moved(fields, index, index + 1))}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={fields.length === 1}
                  aria-label={`Remove “${title}”`}
                  onClick={() => put(fields.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          const preset = fieldKindPreset('shortText', `Field ${fields.length + 1}`);
          put([...fields, { name: newRecordFieldName(fields), schema: preset.schema, uiSchema: preset.uiSchema, required: false }]);
        }}
      >
        Add a field to each entry
      </button>
    </fieldset>
  );
}
