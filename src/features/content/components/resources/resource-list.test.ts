import { describe, expect, it } from 'vitest';
import { countLabel, filterResources, topicsOf } from './resource-list';
import { resource } from './test-support';

const list = [
  resource('sleep-diary', { title: 'Sleep diary', summary: 'Two weeks of nights', topic: 'Sleep' }),
  resource('five-senses', { title: 'Five senses', summary: 'A grounding exercise for hard moments', topic: 'Grounding' }),
  resource('nhs', { title: 'NHS sleep tips', summary: 'Advice from the NHS', topic: 'sleep ' }),
];

describe('filterResources', () => {
  it('matches every word in the title or summary, any case', () => {
    expect(filterResources(list, 'SLEEP', '').map((r) => r.id)).toEqual(['sleep-diary', 'nhs']);
    expect(filterResources(list, 'grounding hard', '').map((r) => r.id)).toEqual(['five-senses']);
    expect(filterResources(list, 'grounding sleep', '')).toEqual([]);
  });
  it('keeps the topic chosen (case and spaces aside) and combines it with the search', () => {
    expect(filterResources(list, '', 'Sleep').map((r) => r.id)).toEqual(['sleep-diary', 'nhs']);
    expect(filterResources(list, 'nhs', 'Sleep').map((r) => r.id)).toEqual(['nhs']);
    expect(filterResources(list, 'nhs', 'Grounding')).toEqual([]);
  });
});

describe('topicsOf', () => {
  it('lists each topic once, sorted, without blanks', () => {
    expect(topicsOf([...list, resource('x', { topic: '  ' })])).toEqual(['Grounding', 'Sleep']);
  });
});

describe('countLabel', () => {
  it('counts in words', () => {
    expect(countLabel(1)).toBe('1 resource');
    expect(countLabel(4)).toBe('4 resources');
  });
});
