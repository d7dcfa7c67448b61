// Test-only: a form with checks across questions of every kind: two dates in order, one number
// not more than another, three numbers adding up to 100 (one of them shown only on a condition),
// spread over two sections so a check's questions sit on different steps.
import type { FormDefinition } from '../definition/types.ts';
import { deepFreeze } from './deep-freeze.ts';

/** A fresh, deeply frozen form with checks across questions. */
export function checkedForm(): FormDefinition {
  return deepFreeze({
    id: 'checked-form',
    version: 1,
    title: 'Your time off',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        start: { type: 'string', format: 'date', title: 'Start date' },
        end: { type: 'string', format: 'date', title: 'End date' },
        inBed: { type: 'number', title: 'Hours in bed', minimum: 0, maximum: 24 },
        asleep: { type: 'number', title: 'Hours asleep', minimum: 0, maximum: 24 },
        works: { type: 'string', title: 'Do you work?', enum: ['yes', 'no'] },
        work: { type: 'integer', title: 'Work', minimum: 0, maximum: 100 },
        rest: { type: 'integer', title: 'Rest', minimum: 0, maximum: 100 },
        play: { type: 'integer', title: 'Play', minimum: 0, maximum: 100 },
      },
      required: ['start', 'end', 'works', 'rest', 'play'],
      additionalProperties: false,
    },
    uiSchema: { works: { 'ui:widget': 'radio' } },
    sections: [
      { id: 'dates', title: 'Dates', fields: ['start', 'inBed', 'asleep'] },
      { id: 'time', title: 'Your time', fields: ['end', 'works', 'work', 'rest', 'play'] },
    ],
    conditions: [{ id: 'working', show: ['work'], when: { field: 'works', equals: 'yes' } }],
    checks: [
      { id: 'start-first', kind: 'before', field: 'start', other: 'end' },
      { id: 'sleep-in-bed', kind: 'notMoreThan', field: 'asleep', other: 'inBed' },
      { id: 'whole-day', kind: 'sumEquals', fields: ['work', 'rest', 'play'], total: 100 },
    ],
  });
}
