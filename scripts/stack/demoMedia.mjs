// The demo media items. Plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
// Shapes: model/content/media-documents.ts. Every address is https; the files are small public
// samples, and the YouTube item plays through youtube-nocookie (the allow-list rebuilds its address).
const day = (iso) => new Date(`${iso}T09:00:00Z`);

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_MEDIA_DOCUMENTS = Object.freeze({
  'media/grounding-audio': {
    title: 'Five-minute grounding (audio)',
    description: 'A short guided practice to steady yourself when things feel too much: notice your feet, your breath and five things around you.',
    kind: 'audio', source: 'url', url: 'https://example.org/media/grounding.mp3', captionsUrl: null,
    transcript: 'Find a comfortable position, sitting or standing.\n\nNotice where your feet meet the floor. Press down gently and feel the ground holding you.\n\nNow look around and name **five things you can see**, four you can hear, three you can touch.\n\nBreathe in slowly for four counts, and out for six. When you are ready, carry on with your day.',
    durationSeconds: 300, topic: 'Grounding', audience: 'public', published: true,
    createdAt: day('2026-01-11'), updatedAt: day('2026-01-11'), updatedBy: null,
  },
  'media/breathing-for-calm-video': {
    title: 'Breathing for calm (video)',
    description: 'Our practitioner shows a slow breathing pattern you can use before a session, before sleep, or whenever you notice tension building.',
    kind: 'video', source: 'youtube', url: 'https://www.youtube-nocookie.com/embed/inpok4MKVLM', captionsUrl: null,
    transcript: '## Breathing for calm\n\nSit upright with your shoulders soft.\n\n1. Breathe in through your nose for a count of four.\n2. Hold gently for a count of two.\n3. Breathe out through your mouth for a count of six.\n\nRepeat for five rounds. If you feel light-headed, return to your normal breathing.',
    durationSeconds: 600, topic: 'Grounding', audience: 'public', published: true,
    createdAt: day('2026-01-18'), updatedAt: day('2026-01-18'), updatedBy: null,
  },
  'media/body-scan-members-audio': {
    title: 'Body scan for sleep (members)',
    description: 'A twenty-minute body scan recorded for members, to help you wind down at the end of the day.',
    kind: 'audio', source: 'url', url: 'https://example.org/media/body-scan.mp3', captionsUrl: null,
    transcript: 'Lie down and let your eyes close. Bring your attention to the top of your head, and slowly move it down through your body.',
    durationSeconds: 1200, topic: 'Sleep', audience: 'members', published: true,
    createdAt: day('2026-02-01'), updatedAt: day('2026-02-01'), updatedBy: null,
  },
});
