import { describe, expect, it } from 'vitest';
import { POST_LIMITS, postProblems, readingMinutes, readPost, type PostDraft } from './post-documents.ts';

describe('readPost', () => {
  it('reads a stored post with its times as given', () => {
    const at = { seconds: 1 };
    expect(
      readPost('welcome', {
        title: 'Welcome', excerpt: 'Hello', author: 'Alex Morgan', body: '# Hi', topic: 'News', audience: 'public', published: true,
        publishedAt: at, createdAt: at, updatedAt: null, updatedBy: 'admin-1',
      }),
    ).toEqual({
      title: 'Welcome', excerpt: 'Hello', author: 'Alex Morgan', body: '# Hi', topic: 'News', audience: 'public', published: true,
      publishedAt: at, createdAt: at, updatedAt: null, updatedBy: 'admin-1',
    });
  });

  it('fills what is missing or wrong with safe defaults, never throwing', () => {
    for (const input of [undefined, null, 7, 'text', []]) {
      expect(readPost('p1', input)).toMatchObject({ title: 'p1', excerpt: '', author: '', body: '', topic: '', audience: 'members', published: false, publishedAt: null });
    }
    expect(readPost('p2', { title: 5, audience: 'everyone', published: 'yes', updatedBy: 3 })).toMatchObject({ title: 'p2', audience: 'members', published: false, updatedBy: null });
  });

  it('cuts over-long text to the limits', () => {
    const post = readPost('p', { title: 'x'.repeat(500), body: 'y'.repeat(POST_LIMITS.body + 10) });
    expect(post.title).toHaveLength(POST_LIMITS.title);
    expect(post.body).toHaveLength(POST_LIMITS.body);
  });
});

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('is at least one minute, even for an empty text', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Hello there')).toBe(1);
  });

  it('counts about 200 words a minute, rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('does not count Markdown marks, link addresses or images as words', () => {
    const marks = Array.from({ length: 300 }, () => '#').join(' ');
    expect(readingMinutes(`${marks} ${words(150)}`)).toBe(1);
    const links = Array.from({ length: 150 }, (_, i) => `[see](https://example.org/a/b/c/${i}) ![a chart of sleep hours](https://img.example/${i}.png)`).join(' ');
    // 150 words of link text: one minute; the addresses and alt texts would make it three
    expect(readingMinutes(links)).toBe(1);
  });
});

describe('postProblems', () => {
  const good: PostDraft = { title: 'Sleep when stressed', excerpt: 'Small steps.', author: 'Alex Morgan', topic: 'Sleep', body: 'Text', audience: 'public' };

  it('has none for a complete draft (topic optional)', () => {
    expect(postProblems(good)).toEqual({});
    expect(postProblems({ ...good, topic: '' })).toEqual({});
  });

  it('names each missing field in words', () => {
    expect(postProblems({ ...good, title: '  ', excerpt: '', author: ' ', body: '\n' })).toEqual({
      title: 'Give the post a title.',
      excerpt: 'Write a short excerpt: it is shown on the list of posts.',
      author: 'Say who wrote the post.',
      body: 'Write the post: its text is what readers open.',
    });
  });

  it('names each over-long field with its limit and length', () => {
    const problems = postProblems({ ...good, title: 't'.repeat(121), topic: 'x'.repeat(61), body: 'b'.repeat(POST_LIMITS.body + 1) });
    expect(problems.title).toBe('The title can be at most 120 characters (it has 121).');
    expect(problems.topic).toBe('The topic can be at most 60 characters (it has 61).');
    expect(problems.body).toBe(`The post can be at most ${POST_LIMITS.body} characters (it has ${POST_LIMITS.body + 1}).`);
  });

  it('refuses an audience that is not public or members', () => {
    expect(postProblems({ ...good, audience: 'everyone' as PostDraft['audience'] })).toEqual({ audience: 'Choose who can read the post.' });
  });
});
