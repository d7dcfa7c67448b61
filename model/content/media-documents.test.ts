import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS, readMedia, relatedMedia } from './media-documents.ts';
import { mediaProblems, type MediaFields } from './media-problems.ts';
import {
  MEDIA_UPLOAD_ACCEPT,
  MEDIA_UPLOAD_FOLDERS,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  RESUMABLE_OVER_BYTES,
  isResumableUpload,
  mediaUploadPath,
  uploadAudienceOf,
  uploadFileProblem,
  uploadPercent,
  uploadReducer,
  type UploadState,
} from './media-upload.ts';
import { bytesLabel, durationLabel } from './media-words.ts';
import { MEMBERSHIP_GRACE_HOURS } from '../shop/shop-documents.ts';

const fields = (over: Partial<MediaFields> = {}): MediaFields => ({
  title: 'Body scan',
  description: 'A slow scan.',
  kind: 'audio',
  source: 'url',
  url: 'https://example.org/scan.mp3',
  captionsUrl: null,
  transcript: '',
  durationSeconds: 600,
  topic: 'Sleep',
  audience: 'public',
  published: false,
  ...over,
});

describe('readMedia', () => {
  it('reads a full document', () => {
    const doc = readMedia<string>('m1', {
      ...fields({ captionsUrl: 'https://example.org/scan.vtt?v=2', transcript: 'Breathe in.' }),
      published: true,
      createdAt: 'T1',
      updatedBy: 'admin',
    });
    expect(doc).toMatchObject({ title: 'Body scan', kind: 'audio', source: 'url', captionsUrl: 'https://example.org/scan.vtt?v=2', transcript: 'Breathe in.', durationSeconds: 600, published: true, createdAt: 'T1', updatedBy: 'admin' });
  });

  it('fills what is missing or wrong with safe defaults', () => {
    const doc = readMedia('grounding', { kind: 'film', source: 'ftp', url: 'http://example.org/a.mp3', captionsUrl: 'https://example.org/a.srt', durationSeconds: -3, audience: 'all', published: 'yes' });
    expect(doc).toEqual({
      title: 'grounding', description: '', kind: 'video', source: 'url', url: '', captionsUrl: null, transcript: '', durationSeconds: 0,
      topic: '', audience: 'members', published: false, createdAt: null, updatedAt: null, updatedBy: null,
    });
    expect(readMedia('x', null).title).toBe('x');
    expect(readMedia('x', { durationSeconds: 12.5 }).durationSeconds).toBe(0);
  });

  it('cuts text to the limits', () => {
    const doc = readMedia('x', { title: 'a'.repeat(500), description: 'b'.repeat(5000) });
    expect(doc.title).toHaveLength(MEDIA_LIMITS.title);
    expect(doc.description).toHaveLength(MEDIA_LIMITS.description);
  });
});

describe('mediaProblems', () => {
  it('accepts a good item', () => {
    expect(mediaProblems(fields())).toEqual([]);
    expect(mediaProblems(fields({ kind: 'video', source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual([]);
  });

  it('names each problem by field', () => {
    const problems = mediaProblems(
      fields({ title: ' ', url: 'http://example.org/a.mp3', captionsUrl: 'https://example.org/a.srt', durationSeconds: MEDIA_LIMITS.durationSeconds + 1, topic: 't'.repeat(61) }),
    );
    expect(problems.map((p) => p.field)).toEqual(['title', 'url', 'captionsUrl', 'durationSeconds', 'topic']);
    expect(problems[0]?.message).toBe('Give the item a title.');
  });

  it('refuses YouTube audio and captions beside an embed', () => {
    expect(mediaProblems(fields({ source: 'youtube', kind: 'audio', url: 'https://youtu.be/dQw4w9WgXcQ' })).map((p) => p.field)).toEqual(['source']);
    expect(mediaProblems(fields({ source: 'vimeo', kind: 'video', url: 'https://vimeo.com/1', captionsUrl: 'https://example.org/a.vtt' })).map((p) => p.field)).toEqual(['captionsUrl']);
  });

  it('asks for the upload when a storage item has no address yet', () => {
    expect(mediaProblems(fields({ source: 'storage', url: '' }))).toEqual([{ field: 'url', message: 'Upload the file first.' }]);
  });
});

describe('labels', () => {
  it('says durations in words', () => {
    expect(durationLabel(0)).toBe('');
    expect(durationLabel(45)).toBe('45 s');
    expect(durationLabel(300)).toBe('5 min');
    expect(durationLabel(330)).toBe('5 min 30 s');
    expect(durationLabel(1530)).toBe('25 min');
    expect(durationLabel(3900)).toBe('1 h 5 min');
    expect(durationLabel(7200)).toBe('2 h');
  });

  it('says sizes in words', () => {
    expect(bytesLabel(812)).toBe('812 bytes');
    expect(bytesLabel(300 * 1024)).toBe('300 KB');
    expect(bytesLabel(MEDIA_UPLOAD_MAX_BYTES)).toBe('200.0 MB');
  });
});

describe('relatedMedia', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const all = [
    { id: 'a', topic: 'Sleep', kind: 'audio' as const, published: true, createdAt: at(1) },
    { id: 'b', topic: 'sleep ', kind: 'video' as const, published: true, createdAt: at(5) },
    { id: 'c', topic: 'Stress', kind: 'audio' as const, published: true, createdAt: at(9) },
    { id: 'd', topic: 'Sleep', kind: 'audio' as const, published: false, createdAt: at(9) },
    { id: 'e', topic: 'Other', kind: 'video' as const, published: true, createdAt: at(2) },
    { id: 'f', topic: 'Other', kind: 'audio' as const, published: true, createdAt: null },
  ];

  it('puts the same topic first, then the same kind, never itself or a draft', () => {
    expect(relatedMedia({ id: 'a', topic: 'Sleep', kind: 'audio' }, all).map((m) => m.id)).toEqual(['b', 'c', 'f']);
    expect(relatedMedia({ id: 'x', topic: '', kind: 'video' }, all).map((m) => m.id)).toEqual(['b', 'e']);
    expect(relatedMedia({ id: 'a', topic: 'Sleep', kind: 'audio' }, all, 1).map((m) => m.id)).toEqual(['b']);
  });
});

describe('uploads', () => {
  it('shares one list of types with accept', () => {
    for (const [type, { extensions }] of Object.entries(MEDIA_UPLOAD_TYPES)) {
      expect(MEDIA_UPLOAD_ACCEPT).toContain(type);
      for (const e of extensions) expect(MEDIA_UPLOAD_ACCEPT).toContain(`.${e}`);
    }
  });

  it('checks type, kind and size before an upload starts', () => {
    expect(uploadFileProblem({ name: 'talk.mp3', size: 1000, type: 'audio/mpeg' }, 'audio')).toBeNull();
    expect(uploadFileProblem({ name: 'Talk.MP4', size: MEDIA_UPLOAD_MAX_BYTES, type: 'video/mp4' }, 'video')).toBeNull();
    expect(uploadFileProblem({ name: 'talk.mp3', size: 0, type: 'audio/mpeg' }, 'audio')).toMatch(/empty/);
    expect(uploadFileProblem({ name: 'notes.pdf', size: 10, type: 'application/pdf' }, 'audio')).toMatch(/not a file we can play.*\.mp3/);
    expect(uploadFileProblem({ name: 'talk.exe', size: 10, type: 'audio/mpeg' }, 'audio')).toMatch(/not a file we can play/);
    expect(uploadFileProblem({ name: 'clip.webm', size: 10, type: 'video/webm' }, 'audio')).toMatch(/is a video file, but this item is audio/);
    expect(uploadFileProblem({ name: 'big.mp4', size: MEDIA_UPLOAD_MAX_BYTES + 1, type: 'video/mp4' }, 'video')).toMatch(/the most we take is 200.0 MB/);
  });

  it('resumes only over 256 KB', () => {
    expect(RESUMABLE_OVER_BYTES).toBe(262_144);
    expect(isResumableUpload(RESUMABLE_OVER_BYTES)).toBe(false);
    expect(isResumableUpload(RESUMABLE_OVER_BYTES + 1)).toBe(true);
  });

  it('stores uploads under media/public/ or media/members/ by audience, with a safe name', () => {
    expect(mediaUploadPath('body-scan', 'My Talk (final).MP3', 'public')).toBe('media/public/body-scan-my-talk-final-.mp3');
    expect(mediaUploadPath('x', '???', 'members')).toBe('media/members/x-file');
  });

  it('reads the audience folder back from a download address (null: not one of ours)', () => {
    const address = (path: string) => `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;
    expect(uploadAudienceOf(address('media/members/x-file.mp4'))).toBe('members');
    expect(uploadAudienceOf(address('media/public/x-file.mp4'))).toBe('public');
    expect(uploadAudienceOf(address('media/x-file.mp4'))).toBeNull();
    expect(uploadAudienceOf('https://example.com/media/members/x.mp4')).toBeNull();
    expect(uploadAudienceOf('not a url')).toBeNull();
  });

  it('refuses, in words, an audience other than the one the uploaded file is stored for', () => {
    const members = `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent('media/members/x.mp4')}?alt=media`;
    const problems = mediaProblems(fields({ source: 'storage', url: members, audience: 'public' }));
    expect(problems).toEqual([{ field: 'audience', message: expect.stringMatching(/stored for members only.*upload it again/i) }]);
    expect(mediaProblems(fields({ source: 'storage', url: members, audience: 'members' }))).toEqual([]);
    const open = `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent('media/public/x.mp4')}?alt=media`;
    expect(mediaProblems(fields({ source: 'storage', url: open, audience: 'members' }))[0]?.message).toMatch(/stored where anyone can open it/);
  });

  it('rounds percent down and caps it', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(2000, 1000)).toBe(100);
  });
});

describe('uploadReducer', () => {
  const big = { name: 'talk.mp4', size: 1_000_000, type: 'video/mp4' };
  const small = { name: 'bell.mp3', size: 100_000, type: 'audio/mpeg' };
  const run = (events: Parameters<typeof uploadReducer>[1][]): UploadState => events.reduce(uploadReducer, { phase: 'idle' } as UploadState);

  it('tracks bytes and percent, and finishes', () => {
    const mid = run([{ type: 'start', file: big }, { type: 'progress', bytes: 250_000, total: 1_000_000 }]);
    expect(mid).toMatchObject({ phase: 'uploading', bytes: 250_000, percent: 25, resumable: true });
    expect(uploadReducer(mid, { type: 'done', url: 'https://x/y' })).toEqual({ phase: 'done', fileName: 'talk.mp4', total: 1_000_000, percent: 100, url: 'https://x/y' });
  });

  it('pauses, ignores progress while paused, and resumes where it was', () => {
    const paused = run([{ type: 'start', file: big }, { type: 'progress', bytes: 400_000, total: 1_000_000 }, { type: 'pause' }, { type: 'progress', bytes: 500_000, total: 1_000_000 }]);
    expect(paused).toMatchObject({ phase: 'paused', bytes: 400_000, percent: 40 });
    const resumed = uploadReducer(paused, { type: 'resume' });
    expect(resumed).toMatchObject({ phase: 'uploading', bytes: 400_000 });
    expect(uploadReducer(resumed, { type: 'progress', bytes: 300_000, total: 1_000_000 })).toMatchObject({ bytes: 400_000 });
  });

  it('pauses only a resumable upload (a small file goes in one request)', () => {
    const smallOne = run([{ type: 'start', file: small }, { type: 'progress', bytes: 50_000, total: 100_000 }]);
    expect(smallOne).toMatchObject({ resumable: false });
    expect(uploadReducer(smallOne, { type: 'pause' })).toBe(smallOne);
  });

  it('after a failure, a retry starts a new upload from the first byte', () => {
    const failed = run([{ type: 'start', file: big }, { type: 'progress', bytes: 600_000, total: 1_000_000 }, { type: 'fail', message: 'Network lost' }]);
    expect(failed).toMatchObject({ phase: 'error', message: 'Network lost', bytes: 600_000, percent: 60 });
    expect(uploadReducer(failed, { type: 'retry' })).toEqual({ phase: 'uploading', fileName: 'talk.mp4', bytes: 0, total: 1_000_000, percent: 0, resumable: true });
    expect(uploadReducer(failed, { type: 'resume' })).toBe(failed);
  });

  it('cancels from any unfinished phase and ignores late events', () => {
    const cancelled = run([{ type: 'start', file: big }, { type: 'pause' }, { type: 'cancel' }]);
    expect(cancelled).toEqual({ phase: 'cancelled', fileName: 'talk.mp4' });
    expect(uploadReducer(cancelled, { type: 'done', url: 'https://x' })).toBe(cancelled);
    expect(uploadReducer(cancelled, { type: 'progress', bytes: 1, total: 2 })).toBe(cancelled);
    const done = run([{ type: 'start', file: big }, { type: 'done', url: 'https://x' }]);
    expect(uploadReducer(done, { type: 'cancel' })).toBe(done);
    expect(uploadReducer(done, { type: 'fail', message: 'late' })).toBe(done);
    expect(uploadReducer(done, { type: 'reset' })).toEqual({ phase: 'idle' });
  });
});

describe('storage.rules', () => {
  // The Storage emulator cannot run here (its rules runtime is a jar firebase-tools cannot fetch
  // offline), so the rule text is kept under test: each match's conditions, the upload types and
  // size of the contract, and the membership test spelled as firestore.rules spells it (whose
  // behaviour the Firestore rules tests prove; tests/rules/storage-membership.test.ts evaluates
  // this very text through the Firestore emulator).
  const read = async (name: string) => (await import('node:fs')).readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

  /** Every `match` block's `allow` lines: { '/media/public/{file}': { get: 'true', … } } (one level of nesting). */
  function allowsByMatch(rules: string): Record<string, Record<string, string>> {
    const found: Record<string, Record<string, string>> = {};
    for (const block of rules.matchAll(/match (\/[^\s{]*(?:\{[^}]+\}[^\s{]*)*) \{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)) {
      const allows: Record<string, string> = {};
      for (const allow of block[2]!.matchAll(/allow ([a-z, ]+): if ([^;]+);/g)) {
        for (const op of allow[1]!.split(',')) allows[op.trim()] = allow[2]!.replace(/\s+/g, ' ').trim();
      }
      found[block[1]!] = allows;
    }
    return found;
  }

  /** A rules function's body (up to its closing brace at the functions' indent), whitespace collapsed. */
  const functionBody = (rules: string, name: string) =>
    new RegExp(`function ${name}\\(uid\\) \\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1]?.replace(/\s+/g, ' ').trim();

  it('lets anyone get a public file but nobody list; members-only files and members/ only to members and administrators', async () => {
    const allows = allowsByMatch(await read('storage.rules'));
    expect(allows[`/${MEDIA_UPLOAD_FOLDERS.public}/{file}`]).toEqual({ get: 'true', list: 'false', create: 'validUpload()', update: 'validUpload()', delete: 'isAdmin()' });
    expect(allows[`/${MEDIA_UPLOAD_FOLDERS.members}/{file}`]).toEqual({ get: 'isAdmin() || activeMember()', list: 'false', create: 'validUpload()', update: 'validUpload()', delete: 'isAdmin()' });
    // files stored before the folders: members only, and nothing new goes there
    expect(allows['/media/{file}']).toEqual({ get: 'isAdmin() || activeMember()', list: 'false', delete: 'isAdmin()' });
    expect(allows['/members/{allPaths=**}']).toMatchObject({ get: 'isAdmin() || activeMember()', list: 'false', delete: 'isAdmin()' });
    expect(allows['/members/{allPaths=**}']!.create).toMatch(/^isAdmin\(\) && /);
    // `read` would include list: only the deny-all says it
    expect(Object.entries(allows).filter(([, a]) => 'read' in a)).toEqual([['/{allPaths=**}', { read: 'false', write: 'false' }]]);
  });

  it('gates members-only files with the membership test of firestore.rules, word for word', async () => {
    const storage = functionBody(await read('storage.rules'), 'membershipGivesAccess');
    const firestore = functionBody(await read('firestore.rules'), 'membershipGivesAccess');
    expect(storage).toBeDefined();
    expect(firestore).toBeDefined();
    const asFirestore = storage!.replaceAll('firestore.exists(', 'exists(').replaceAll('firestore.get(', 'get(').replace('/databases/(default)/', '/databases/$(database)/');
    expect(asFirestore).toBe(firestore);
    expect(storage).toContain(`duration.value(${MEMBERSHIP_GRACE_HOURS}, 'h')`);
    expect(await read('storage.rules')).toMatch(/function activeMember\(\) \{\s*return request\.auth != null && membershipGivesAccess\(request\.auth\.uid\);/);
  });

  it('allows exactly the upload types and size of the contract', async () => {
    const rules = await read('storage.rules');
    const block = /function validUpload\(\) \{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const pattern = /contentType\.matches\('([^']+)'\)/.exec(block)?.[1];
    expect(pattern).toBeDefined();
    const allowed = new RegExp(`^(?:${pattern})$`);
    for (const type of Object.keys(MEDIA_UPLOAD_TYPES)) expect(allowed.test(type)).toBe(true);
    for (const type of ['image/png', 'application/pdf', 'video/quicktime', 'audio/mpeg3', 'text/html']) expect(allowed.test(type)).toBe(false);
    expect(block).toContain(`request.resource.size <= ${MEDIA_UPLOAD_MAX_BYTES / (1024 * 1024)} * 1024 * 1024`);
    expect(block).toContain('isAdmin()');
  });
});
