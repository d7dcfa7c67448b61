/** The ids of the field-kind catalogue (`field-kinds.ts`), kept apart so types can name them cheaply. */
export const FIELD_KIND_IDS = [
  'shortText',
  'longText',
  'number',
  'email',
  'phone',
  'date',
  'singleChoice',
  'dropdown',
  'multipleChoice',
  'yesNo',
  'rating',
  'consent',
  'signature',
  'sectionText',
  'group',
  'slider',
  'ranking',
  'calculated',
] as const;

export type FieldKindId = (typeof FIELD_KIND_IDS)[number];
