import { describe, expect, it } from 'vitest';
import {
  parseArchiveFormRequest,
  parsePublishFormRequest,
  summariseDefinitionIssues,
  statusAfterArchive,
} from './form-callables.ts';

describe('parsePublishFormRequest', () => {
  it('accepts a form id and a draft revision', () => {
    expect(parsePublishFormRequest({ formId: 'wellbeing-check-in', revision: 3 })).toEqual({ ok: true, value: { formId: 'wellbeing-check-in', revision: 3 } });
  });

  it('explains what is wrong, never throwing', () => {
    for (const payload of [null, undefined, 'x', 42, [], { revision: 1 }, { formId: 'Bad Id', revision: 1 }, { formId: 'a', revision: 0 }, { formId: 'a', revision: 1.5 }, { formId: 'a', revision: '2' }]) {
      const parsed = parsePublishFormRequest(payload);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10);
    }
    expect(parsePublishFormRequest({ formId: 'Bad Id', revision: 1 })).toMatchObject({ message: expect.stringContaining('lower-case') });
    expect(parsePublishFormRequest({ formId: 'a', revision: 0 })).toMatchObject({ message: expect.stringContaining('revision') });
  });
});

describe('parseArchiveFormRequest', () => {
  it('accepts archive and unarchive', () => {
    expect(parseArchiveFormRequest({ formId: 'ptsd', archived: true })).toEqual({ ok: true, value: { formId: 'ptsd', archived: true } });
    expect(parseArchiveFormRequest({ formId: 'ptsd', archived: false })).toEqual({ ok: true, value: { formId: 'ptsd', archived: false } });
  });

  it('refuses anything but a boolean', () => {
    expect(parseArchiveFormRequest({ formId: 'ptsd', archived: 'yes' })).toMatchObject({ ok: false, message: expect.stringContaining('archived') });
    expect(parseArchiveFormRequest({ formId: 'x'.repeat(65), archived: true })).toMatchObject({ ok: false, message: expect.stringContaining('64') });
    expect(parseArchiveFormRequest(null).ok).toBe(false);
  });
});

describe('statusAfterArchive', () => {
  it('archives any form', () => {
    expect(statusAfterArchive('published', true, 2)).toBe('archived');
    expect(statusAfterArchive('draft', true, undefined)).toBe('archived');
  });

  it('brings a form back as published only when a version exists', () => {
    expect(statusAfterArchive('archived', false, 2)).toBe('published');
    expect(statusAfterArchive('archived', false, undefined)).toBe('draft');
    expect(statusAfterArchive('archived', false, 0)).toBe('draft');
    expect(statusAfterArchive('archived', false, '1')).toBe('draft');
  });

  it('leaves a form that is not archived as it is', () => {
    expect(statusAfterArchive('draft', false, 3)).toBe('draft');
    expect(statusAfterArchive('published', false, 3)).toBe('published');
  });
});

describe('summariseDefinitionIssues', () => {
  it('names the first problem, where it is and how many more there are', () => {
    const text = summariseDefinitionIssues([
      { path: '/sections/0/fields/1', message: 'no field "mood2" in the schema' },
      { path: '/scoring', message: 'x' },
      { path: '/conditions', message: 'y' },
    ]);
    expect(text).toContain('no field "mood2" in the schema (at /sections/0/fields/1) and 2 more problems');
    expect(summariseDefinitionIssues([{ path: '/', message: 'missing required property "title"' }])).not.toContain('(at');
    expect(summariseDefinitionIssues([])).toMatch(/cannot be published/);
  });
});
