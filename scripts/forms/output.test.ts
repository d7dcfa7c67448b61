import { describe, expect, it } from 'vitest';
import { formatFieldError, formatIssue, shapeScore } from './output.ts';

describe('shapeScore', () => {
  it('keeps total, complete, band, subscale totals and rules per scale, plus flags', () => {
    const shaped = shapeScore({
      scoringVersion: '1',
      scales: {
        pcl5: {
          title: 'PCL-5', total: 40, complete: true, answered: 20, itemCount: 20, min: 0, max: 80, band: null, bandLabel: null,
          subscales: { B: { total: 10, complete: true }, C: { total: null, complete: false } }, rules: { cutoff: true, dsm5: null },
        },
      },
      flags: [{ id: 'f', severity: 'warning', message: 'm', fields: ['pcl1'] }],
    });
    expect(shaped).toEqual({
      scales: { pcl5: { total: 40, complete: true, band: null, subscales: { B: 10, C: null }, rules: { cutoff: true, dsm5: null } } },
      flags: [{ id: 'f', severity: 'warning', message: 'm', fields: ['pcl1'] }],
    });
  });
});

describe('formatting', () => {
  it('names file, path and reason for definition issues', () => {
    expect(formatIssue({ source: 'schemas/forms/x.json', path: '/sections/0', message: 'bad' })).toBe('schemas/forms/x.json /sections/0: bad');
  });

  it('names field and section for response errors', () => {
    expect(formatFieldError({ field: 'pcl7', section: 'questions-1-10', message: 'Choose an answer' })).toBe('pcl7 (section "questions-1-10"): Choose an answer');
    expect(formatFieldError({ field: null, section: 'risk', message: 'Answer every question in this section' })).toBe('section "risk": Answer every question in this section');
    expect(formatFieldError({ field: 'extra', message: 'no' })).toBe('extra: no');
  });
});
