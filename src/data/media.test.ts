import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { byNewestMedia, toMediaItem } from './media';
import { UPLOADS_UNAVAILABLE_LOCALLY, uploadError, uploadsAvailable } from './media-upload';

describe('toMediaItem', () => {
  it('reads a stored item with its id and dates', () => {
    const item = toMediaItem('body-scan', {
      title: 'Body scan', description: 'Slowly.', kind: 'audio', source: 'url', url: 'https://example.org/a.mp3', captionsUrl: null,
      transcript: 'Breathe.', durationSeconds: 600, topic: 'Sleep', audience: 'members', published: true,
      createdAt: Timestamp.fromDate(new Date('2026-01-02T10:00:00Z')), updatedAt: null, updatedBy: 'admin1',
    });
    expect(item).toMatchObject({ id: 'body-scan', kind: 'audio', url: 'https://example.org/a.mp3', createdAt: new Date('2026-01-02T10:00:00Z'), updatedAt: null });
  });

  it('orders newest first, then by title, undated last', () => {
    const a = toMediaItem('a', { title: 'B', createdAt: Timestamp.fromMillis(1000) });
    const b = toMediaItem('b', { title: 'A', createdAt: Timestamp.fromMillis(1000) });
    const c = toMediaItem('c', { title: 'C', createdAt: Timestamp.fromMillis(5000) });
    const d = toMediaItem('d', { title: 'D' });
    expect([a, d, b, c].sort(byNewestMedia).map((m) => m.id)).toEqual(['c', 'b', 'a', 'd']);
  });
});

describe('uploads', () => {
  it('are off against the emulators and on for a real project', () => {
    expect(uploadsAvailable({ host: '127.0.0.1', firestorePort: 8080 })).toBe(false);
    expect(uploadsAvailable(null)).toBe(true);
    expect(UPLOADS_UNAVAILABLE_LOCALLY).toMatch(/by its address/);
  });

  it('say Storage refusals in words', () => {
    expect(uploadError({ code: 'storage/unauthorized' }).message).toMatch(/only administrators may upload/);
    expect(uploadError({ code: 'storage/retry-limit-exceeded' }).code).toBe('storage/retry-limit-exceeded');
    expect(uploadError(new Error('boom')).message).toBe('Something went wrong. Please try again.');
  });
});
