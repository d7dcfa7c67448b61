import { describe, expect, it } from 'vitest';
import { post } from '../blog/test-support';
import { draftOfPost, emptyDraft, newPostId, toFields } from './post-form';

describe('post form', () => {
  it('starts a new post as a public draft by the administrator', () => {
    expect(emptyDraft('Alex Morgan')).toEqual({ title: '', excerpt: '', author: 'Alex Morgan', topic: '', body: '', audience: 'public', published: false });
  });

  it('opens a stored post with its fields, and saves them as they are', () => {
    const draft = draftOfPost(post('p', { title: 'T', excerpt: 'E', topic: 'Sleep', body: 'B', audience: 'members', published: false }));
    expect(draft).toEqual({ title: 'T', excerpt: 'E', author: 'Alex Morgan', topic: 'Sleep', body: 'B', audience: 'members', published: false });
    expect(toFields(draft)).toEqual(draft);
  });

  it('gives a new post its title’s slug, unique among the ids taken', () => {
    expect(newPostId('Sleeping when stressed', [])).toBe('sleeping-when-stressed');
    expect(newPostId('Sleeping when stressed', ['sleeping-when-stressed'])).toBe('sleeping-when-stressed-2');
    expect(newPostId('!!!', [])).toMatch(/^post-/);
  });
});
