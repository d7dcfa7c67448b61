import { describe, expect, it } from 'vitest';
import { EMPTY_MEDIA_DRAFT, addressSource, draftOfItem, draftProblems, lengthText, newMediaId, parseLength, toFields, type MediaDraft } from './media-form';
import { mediaItem } from '../media/test-support';

const draft = (over: Partial<MediaDraft> = {}): MediaDraft => ({ ...EMPTY_MEDIA_DRAFT, title: 'Breathing', address: 'https://youtu.be/dQw4w9WgXcQ', ...over });

describe('addressSource', () => {
  it('takes YouTube and Vimeo videos through the allow-list, stored as their embed addresses', () => {
    expect(addressSource('video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ source: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(addressSource('video', 'https://vimeo.com/76979871')).toEqual({ source: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' });
  });

  it('takes direct https files of the right kind', () => {
    expect(addressSource('video', 'https://example.org/a.mp4')).toEqual({ source: 'url', url: 'https://example.org/a.mp4' });
    expect(addressSource('audio', ' https://example.org/a.MP3 ')).toEqual({ source: 'url', url: 'https://example.org/a.MP3' });
  });

  it('refuses with a reason the administrator can act on', () => {
    const problem = (kind: 'video' | 'audio', address: string) => {
      const found = addressSource(kind, address);
      return 'problem' in found ? found.problem : null;
    };
    expect(problem('video', '')).toMatch(/Enter the address of the video/);
    expect(problem('video', 'not a url')).toMatch(/not a web address/);
    expect(problem('audio', 'http://example.org/a.mp3')).toMatch(/secure address/);
    expect(problem('audio', 'https://youtu.be/dQw4w9WgXcQ')).toMatch(/choose Video/);
    expect(problem('video', 'https://www.youtube.com/watch?v=short')).toBe('This YouTube address does not name a video.');
    expect(problem('audio', 'https://example.org/a.mp4')).toMatch(/is a video file: change the kind to Video/);
    expect(problem('video', 'https://example.org/page')).toMatch(/YouTube or Vimeo link, or the address of a video file/);
    expect(problem('video', `https://example.org/${'a'.repeat(2100)}.mp4`)).toMatch(/at most 2048/);
  });
});

describe('length', () => {
  it('reads minutes:seconds or minutes, and writes it back', () => {
    expect(parseLength('')).toBe(0);
    expect(parseLength('5:30')).toBe(330);
    expect(parseLength('12')).toBe(720);
    expect(parseLength('5:75')).toBeNull();
    expect(parseLength('five')).toBeNull();
    expect(lengthText(330)).toBe('5:30');
    expect(lengthText(0)).toBe('');
  });
});

describe('draftProblems and toFields', () => {
  it('saves a good YouTube draft as its embed address without captions', () => {
    const d = draft({ captionsUrl: '', length: '10:00', topic: ' Sleep ' });
    expect(draftProblems(d)).toEqual({});
    expect(toFields(d)).toMatchObject({ source: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', captionsUrl: null, durationSeconds: 600, topic: 'Sleep' });
  });

  it('names each problem by the form field', () => {
    const problems = draftProblems(draft({ title: '', address: 'https://example.org/page', length: 'soon', topic: 't'.repeat(61) }));
    expect(Object.keys(problems).sort()).toEqual(['address', 'length', 'title', 'topic']);
  });

  it('asks for captions as .vtt on a file, and for the upload when uploading', () => {
    expect(draftProblems(draft({ address: 'https://example.org/a.mp4', captionsUrl: 'https://example.org/a.srt' }))).toEqual({ captionsUrl: 'Captions must be a WebVTT file: an https:// address ending .vtt.' });
    expect(draftProblems(draft({ way: 'upload', address: '' }))).toEqual({ upload: 'Upload the file first (or add the item by address).' });
    expect(toFields(draft({ way: 'upload', uploadedUrl: 'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fa.mp4' }))).toMatchObject({ source: 'storage' });
  });

  it('asks for a new upload when the audience no longer matches the uploaded file\'s folder', () => {
    const membersFile = 'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fmembers%2Fscan-a.mp4?alt=media';
    expect(draftProblems(draft({ way: 'upload', uploadedUrl: membersFile, audience: 'public' })).upload).toMatch(/stored for members only.*upload it again/);
    expect(draftProblems(draft({ way: 'upload', uploadedUrl: membersFile, audience: 'members' }))).toEqual({});
  });

  it('opens a stored item as it was saved', () => {
    const item = mediaItem('scan', { title: 'Scan', durationSeconds: 90, captionsUrl: 'https://example.org/s.vtt' });
    const d = draftOfItem(item);
    expect(d).toMatchObject({ way: 'address', address: 'https://example.org/scan.mp3', length: '1:30', captionsUrl: 'https://example.org/s.vtt' });
    expect(toFields(d)).toMatchObject({ source: 'url', url: 'https://example.org/scan.mp3', durationSeconds: 90 });
    expect(draftOfItem(mediaItem('up', { source: 'storage', url: 'https://x.example/a.mp3' }))).toMatchObject({ way: 'upload', address: '', uploadedUrl: 'https://x.example/a.mp3' });
  });

  it('makes a new id from the title, unique among those taken', () => {
    expect(newMediaId('Body scan', ['body-scan'])).toBe('body-scan-2');
  });
});
