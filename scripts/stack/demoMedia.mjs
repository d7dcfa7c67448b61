// The demo media items (issue 13). Plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
const day = (iso) => new Date(`${iso}T09:00:00Z`);

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_MEDIA_DOCUMENTS = Object.freeze({
  'media/grounding-audio': {
    published: true, audience: 'public', title: 'Five-minute grounding (audio)', kind: 'audio',
    url: 'https://example.org/media/grounding.mp3', durationSeconds: 300, createdAt: day('2026-01-11'),
  },
});
