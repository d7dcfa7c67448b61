import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import { createResponseStore } from './response-store.ts';
import { fixtureDefinition } from '../testing/fixtures.ts';

function retitled(def: FormDefinition, field: string, title: string): FormDefinition {
  const properties = { ...def.schema.properties, [field]: { ...def.schema.properties![field]!, title } };
  return { ...def, schema: { ...def.schema, properties } };
}

describe('response store given a new definition', () => {
  it('tells no field and no listener about a retitled question: nothing a member sees from the store changed', () => {
    const store = createResponseStore(fixtureDefinition, { fullName: 'Sam' });
    const field = vi.fn();
    const any = vi.fn();
    for (const name of Object.keys(fixtureDefinition.schema.properties!)) store.subscribeField(name, field);
    store.subscribe(any);
    store.setDefinition(retitled(fixtureDefinition, 'fullName', 'Your name'));
    expect(field).not.toHaveBeenCalled();
    expect(any).not.toHaveBeenCalled();
    expect(store.answers()).toEqual({ fullName: 'Sam' });
  });

  it('notifies exactly the fields whose visibility a new condition flips', () => {
    const store = createResponseStore(fixtureDefinition, { contactBy: 'phone', phoneNumber: '0770' });
    const phone = vi.fn();
    const name = vi.fn();
    store.subscribeField('phoneNumber', phone);
    store.subscribeField('fullName', name);
    store.setDefinition({ ...fixtureDefinition, conditions: [{ id: 'p', show: ['phoneNumber'], when: { field: 'contactBy', equals: 'email' } }] });
    expect(store.isVisible('phoneNumber')).toBe(false);
    expect(phone).toHaveBeenCalledTimes(1);
    expect(name).not.toHaveBeenCalled();
    // the hidden answer is kept, as when a member's own answer hides a question
    expect(store.get('phoneNumber')).toBe('0770');
  });

  it('sets aside the answer of a removed question and restores it when the question comes back', () => {
    const store = createResponseStore(fixtureDefinition, { fullName: 'Sam', sleep: 2 });
    const { sleep: _sleep, ...rest } = fixtureDefinition.schema.properties!;
    const listener = vi.fn();
    store.subscribeField('sleep', listener);
    store.setDefinition({ ...fixtureDefinition, schema: { ...fixtureDefinition.schema, properties: rest } });
    expect(store.owns('sleep')).toBe(false);
    expect(store.answers()).toEqual({ fullName: 'Sam' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.setDefinition(fixtureDefinition);
    expect(store.answers()).toEqual({ fullName: 'Sam', sleep: 2 });
  });

  it('drops an answer of the wrong type or no longer offered, and starts a new question at its default', () => {
    const store = createResponseStore(fixtureDefinition, { fullName: 'Sam', sleep: 2 });
    const properties = {
      ...fixtureDefinition.schema.properties,
      fullName: { type: 'number', title: 'Age' },
      sleep: { type: 'integer', title: 'Sleep', oneOf: [{ const: 0, title: 'No' }, { const: 1, title: 'Yes' }] },
      country: { type: 'string', title: 'Country', default: 'UK' },
    };
    store.setDefinition({ ...fixtureDefinition, schema: { ...fixtureDefinition.schema, properties } });
    expect(store.answers()).toEqual({ country: 'UK' });
  });

  it('keeps the errors shown of questions that remain', () => {
    const store = createResponseStore(fixtureDefinition);
    store.showErrors(new Map([['fullName', ['Fill in this field']], ['sleep', ['Choose an answer']]]));
    const { sleep: _sleep, ...rest } = fixtureDefinition.schema.properties!;
    store.setDefinition({ ...fixtureDefinition, schema: { ...fixtureDefinition.schema, properties: rest } });
    expect(store.errorsOf('fullName')).toEqual(['Fill in this field']);
    expect(store.errorsOf('sleep')).toEqual([]);
  });

  it('takes a moved section or a retitle without new answers or a word to any field', () => {
    const store = createResponseStore(fixtureDefinition, { fullName: 'Sam', sleep: 2 });
    const answers = store.answers();
    const field = vi.fn();
    const any = vi.fn();
    for (const name of Object.keys(fixtureDefinition.schema.properties!)) store.subscribeField(name, field);
    store.subscribe(any);
    store.setDefinition({ ...fixtureDefinition, sections: [...fixtureDefinition.sections!].reverse() });
    store.setDefinition(retitled(store.definition(), 'sleep', 'Sleep'));
    expect(store.answers()).toBe(answers);
    expect(store.definition().schema.properties!.sleep!.title).toBe('Sleep');
    expect(field).not.toHaveBeenCalled();
    expect(any).not.toHaveBeenCalled();
  });
});

describe('response store titles shown over RJSF\'s', () => {
  it('tells exactly the fields whose shown title changed', () => {
    const store = createResponseStore(fixtureDefinition);
    const name = vi.fn();
    const sleep = vi.fn();
    store.subscribeField('fullName', name);
    store.subscribeField('sleep', sleep);
    expect(store.titleOf('fullName')).toBeUndefined();
    store.retitle(new Map([['fullName', 'Your name']]));
    expect(store.titleOf('fullName')).toBe('Your name');
    expect(name).toHaveBeenCalledTimes(1);
    store.retitle(new Map([['fullName', 'Your name'], ['sleep', 'Sleep']]));
    expect(name).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(1);
    store.retitle(new Map());
    expect(store.titleOf('sleep')).toBeUndefined();
    expect(name).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(2);
  });
});

