import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftProblems, newResourceId, toSave, type ResourceDraft } from './resource-form';

const draft = (over: Partial<ResourceDraft>): ResourceDraft => ({ ...EMPTY_DRAFT, title: 'Sleep diary', markdown: 'Each night…', ...over });

describe('draftProblems', () => {
  it('accepts a titled article with text, and a link with an https address', () => {
    expect(draftProblems(draft({}))).toEqual({});
    expect(draftProblems(draft({ kind: 'link', markdown: '', url: 'https://www.nhs.uk/sleep' }))).toEqual({});
  });
  it('asks for a title and an article’s text', () => {
    expect(draftProblems(draft({ title: '  ', markdown: '' }))).toEqual({
      title: 'Give the resource a title.',
      markdown: 'Write the article: its text is what readers open.',
    });
  });
  it('refuses a missing, malformed or non-https address for links and downloads', () => {
    expect(draftProblems(draft({ kind: 'download', url: '' })).url).toBe('Enter the address of the file, starting https://.');
    expect(draftProblems(draft({ kind: 'link', url: 'nhs.uk' })).url).toMatch(/^That is not a web address/);
    expect(draftProblems(draft({ kind: 'link', url: 'http://nhs.uk' })).url).toMatch(/secure address starting https:\/\//);
    expect(draftProblems(draft({ kind: 'link', url: 'javascript:alert(1)' })).url).toMatch(/secure address/);
  });
  it('names the limits a field is over', () => {
    expect(draftProblems(draft({ title: 'x'.repeat(121) })).title).toBe('The title can be at most 120 characters (it has 121).');
    expect(draftProblems(draft({ summary: 'x'.repeat(301) })).summary).toMatch(/at most 300/);
  });
});

describe('newResourceId', () => {
  it('is the title’s slug, unique among the ids taken', () => {
    expect(newResourceId('Sleep diary!', [])).toBe('sleep-diary');
    expect(newResourceId('Sleep diary', ['sleep-diary'])).toBe('sleep-diary-2');
    expect(newResourceId('✨', [])).toMatch(/^resource-/);
  });
});

describe('toSave', () => {
  it('trims the card and keeps an address only for links and downloads', () => {
    expect(toSave(draft({ title: ' Sleep diary ', topic: ' Sleep ', url: 'https://x.org' }), 'sleep-diary', true)).toEqual({
      id: 'sleep-diary', isNew: true,
      fields: { title: 'Sleep diary', summary: '', kind: 'article', topic: 'Sleep', audience: 'public', published: false },
      body: { markdown: 'Each night…', url: null },
    });
    expect(toSave(draft({ kind: 'link', url: ' https://x.org ' }), 'a', false).body.url).toBe('https://x.org');
  });
});
