// The demo courses: plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
// Shapes are model/content/course-documents.ts: the course, its chapters' outline, and each
// chapter's body in courses/{id}/chapters/{ch}/content/body (enrolled members and administrators
// read it). A course's chapterCount/totalMinutes count its published chapters, as the builder
// writes them. The media and file URLs are placeholders on example.org (reserved for examples).

const day = (iso) => new Date(`${iso}T09:00:00Z`);
const ADMIN_UID = 'demo-admin';

/**
 * @typedef {{ id: string, title: string, minutes: number, published?: boolean, markdown: string,
 *   videoUrl?: string, captionsUrl?: string, attachments?: { title: string, url: string }[] }} DemoChapter
 * @typedef {{ id: string, title: string, summary: string, description: string, whoFor: string,
 *   coverAlt: string, audience: 'public' | 'members', access: 'free' | 'paid' | 'membership',
 *   pricePence?: number, published: boolean, archived?: boolean, order: number, createdAt: string,
 *   chapters: DemoChapter[] }} DemoCourse
 */

/** @type {DemoCourse[]} */
const COURSES = [
  {
    id: 'grounding-basics',
    title: 'Grounding basics',
    summary: 'Four short practices for steadying yourself when stress runs high.',
    description: [
      'A free introductory course in four short chapters. You will learn:',
      '',
      '- a breathing pattern that slows a racing heart,',
      '- how to orient to the room you are in,',
      '- a ten-minute body scan you can do sitting or lying down,',
      '- how to write a one-page plan for hard moments.',
      '',
      'Each chapter takes under fifteen minutes. Go at your own pace and skip anything that does not feel right today.',
    ].join('\n'),
    whoFor: 'Anyone who feels overwhelmed at times and wants simple, practical tools. No experience needed.',
    coverAlt: 'A person sitting on a park bench with their eyes closed',
    audience: 'public',
    access: 'free',
    published: true,
    order: 1,
    createdAt: '2026-01-10',
    chapters: [
      {
        id: 'breathing',
        title: 'Breathing that settles',
        minutes: 8,
        videoUrl: 'https://www.youtube.com/watch?v=gr0undBreth',
        markdown: [
          '## Why the breath helps',
          'When we are stressed, breathing becomes quick and high in the chest. Slowing the *out*-breath tells the body it is safe to settle.',
          '',
          '## Box breathing',
          '1. Breathe in through your nose for a count of four.',
          '2. Hold gently for four.',
          '3. Breathe out through your mouth for four.',
          '4. Hold for four, then begin again.',
          '',
          'Repeat four rounds. If holding feels uncomfortable, leave the holds out and simply make the out-breath a little longer than the in-breath.',
          '',
          'The NHS has [more breathing exercises for stress](https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/).',
        ].join('\n'),
      },
      {
        id: 'orienting',
        title: 'Orienting to the room',
        minutes: 6,
        markdown: [
          '## Coming back to here and now',
          'Orienting means letting your eyes and ears tell you where you are. It is useful when memories or worries pull you somewhere else.',
          '',
          '## Five, four, three, two, one',
          '- **Five** things you can see: name them quietly.',
          '- **Four** things you can hear.',
          '- **Three** things you can touch: notice their texture and temperature.',
          '- **Two** things you can smell.',
          '- **One** thing you can taste.',
          '',
          '> Move your head slowly as you look around. There is no right answer: you are only noticing.',
        ].join('\n'),
      },
      {
        id: 'body-scan',
        title: 'A short body scan',
        minutes: 10,
        videoUrl: 'https://example.org/media/grounding-basics/body-scan.mp4',
        captionsUrl: 'https://example.org/media/grounding-basics/body-scan.en.vtt',
        markdown: [
          '## Before you start',
          'Sit or lie somewhere you will not be disturbed for ten minutes. Keep your eyes open if you prefer.',
          '',
          '## The scan',
          '1. Notice where your body meets the chair, bed or floor.',
          '2. Move your attention slowly from your feet, up through your legs, belly, chest and shoulders.',
          '3. At each place, notice what is there: warmth, tension, tingling, or nothing at all.',
          '4. Finish with three slow breaths and look around the room.',
          '',
          'If any part of the body feels difficult to stay with, move your attention to a neutral place, such as your hands, and rest there.',
        ].join('\n'),
      },
      {
        id: 'hard-moments',
        title: 'A plan for hard moments',
        minutes: 12,
        attachments: [{ title: 'My grounding plan (printable PDF)', url: 'https://example.org/files/grounding-basics/my-grounding-plan.pdf' }],
        markdown: [
          '## Why write it down',
          'In a hard moment it is difficult to remember what helps. A short written plan does the remembering for you.',
          '',
          '## Your plan',
          '- **My early signs:** what I notice first when stress is building.',
          '- **What helps me:** two or three practices from this course.',
          '- **People I can contact:** a friend, family member or practitioner.',
          '- **Places that feel safe:** at home and when I am out.',
          '',
          '## If you are in crisis',
          'Call **999** or go to A&E in an emergency. For urgent help, call **NHS 111** and choose option 2 for mental health, call **Samaritans on 116 123**, or text **SHOUT to 85258**.',
          '',
          'Download the printable plan below and keep it somewhere easy to find.',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'indian-head-massage-at-home',
    title: 'Indian head massage at home',
    summary: 'Learn a calming ten-minute routine for shoulders, neck and scalp to share with someone close to you.',
    description: [
      'A practical course from our qualified therapists. Across three chapters you will prepare a comfortable space, learn the core techniques step by step, and put them together into a ten-minute routine.',
      '',
      'Includes a printable routine card.',
    ].join('\n'),
    whoFor: 'Partners, family members and friends who want to offer a relaxing, clothed massage at home. Not a professional qualification.',
    coverAlt: 'Hands resting gently on a person\'s shoulders',
    audience: 'public',
    access: 'paid',
    pricePence: 4900,
    published: true,
    order: 2,
    createdAt: '2026-01-11',
    chapters: [
      {
        id: 'preparing',
        title: 'Preparing the space and yourself',
        minutes: 10,
        markdown: [
          '## A comfortable space',
          '- A straight-backed chair with no arms.',
          '- A warm, quiet room and a small towel.',
          '',
          '## When not to massage',
          'Do not massage anyone with a recent head or neck injury, a high temperature, an infection or a skin condition on the area. If in doubt, ask them to check with their GP first.',
          '',
          '## Consent and comfort',
          'Agree beforehand how the person will let you know to go lighter or stop. Check in as you go.',
        ].join('\n'),
      },
      {
        id: 'techniques',
        title: 'Core techniques: shoulders, neck and scalp',
        minutes: 25,
        videoUrl: 'https://vimeo.com/76979871',
        markdown: [
          '## Shoulders',
          'Start with slow, broad strokes across the tops of the shoulders, then gentle kneading with the heel of the hand.',
          '',
          '## Neck',
          'Support the forehead with one hand while the other works in small circles along the back of the neck. Never press on the spine itself.',
          '',
          '## Scalp',
          'Use the pads of the fingers, as if washing hair slowly. Finish with light, sweeping strokes from the forehead back.',
        ].join('\n'),
      },
      {
        id: 'routine',
        title: 'A ten-minute routine to share',
        minutes: 15,
        attachments: [{ title: 'Routine card (PDF)', url: 'https://example.org/files/indian-head-massage/routine-card.pdf' }],
        markdown: [
          '## The routine',
          '1. Settling: two minutes of broad shoulder strokes.',
          '2. Shoulders and upper arms: three minutes.',
          '3. Neck: two minutes.',
          '4. Scalp: two minutes.',
          '5. Closing strokes: one minute, then rest together in silence.',
          '',
          'Print the routine card and keep it beside you the first few times.',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'trauma-informed-self-care',
    title: 'Trauma-informed self-care',
    summary: 'A four-week members\' course on routines, boundaries and recovery.',
    description: [
      'Builds steady daily habits with a weekly reflection. Each week has one short chapter and one small practice to try.',
      '',
      'This course is not a substitute for therapy. If you are working with a practitioner, share what you notice with them.',
    ].join('\n'),
    whoFor: 'Members who have been through difficult experiences and want gentle, practical ways to look after themselves day to day.',
    coverAlt: 'A mug of tea beside an open notebook',
    audience: 'members',
    access: 'membership',
    published: true,
    order: 3,
    createdAt: '2026-01-12',
    chapters: [
      {
        id: 'week-1',
        title: 'Week 1: a steady morning',
        minutes: 15,
        markdown: [
          '## A steady morning',
          'Pick one small anchor for each morning this week: a glass of water, opening the curtains, or two minutes of box breathing.',
          '',
          '## This week\'s practice',
          '- Choose your anchor tonight.',
          '- Do it at the same point each morning.',
          '- Notice, without judging, how the rest of the morning goes.',
        ].join('\n'),
      },
      {
        id: 'week-2',
        title: 'Week 2: your window of tolerance',
        minutes: 20,
        markdown: [
          '## What the window is',
          'The *window of tolerance* is the zone where we can feel and think at the same time. Stress can push us above it (racing, panicky) or below it (numb, shut down).',
          '',
          '## This week\'s practice',
          'Three times a day, ask yourself: *above, inside or below?* Write down one word for each.',
        ].join('\n'),
      },
      {
        id: 'week-3',
        title: 'Week 3: boundaries that protect your energy',
        minutes: 20,
        attachments: [{ title: 'Boundaries worksheet (PDF)', url: 'https://example.org/files/trauma-informed-self-care/boundaries-worksheet.pdf' }],
        markdown: [
          '## Small, clear boundaries',
          'A boundary is a decision about what you will do, not a rule for someone else.',
          '',
          '- "I will reply to messages after 6 pm."',
          '- "I will leave the gathering by 9."',
          '',
          'Use the worksheet to write one boundary you would like to try this week.',
        ].join('\n'),
      },
      {
        id: 'week-4',
        title: 'Week 4: recovery after a hard day',
        minutes: 20,
        markdown: [
          '## Winding down',
          'After a hard day the body needs a signal that the day is over. Choose a short routine: a warm shower, a slow walk, or the body scan from *Grounding basics*.',
          '',
          '## Looking back',
          'Read your notes from the last four weeks. What helped most? Keep that one.',
        ].join('\n'),
      },
    ],
  },
  {
    id: 'draft-course',
    title: 'Sleep and recovery (draft)',
    summary: 'Not published yet: a course on sleep routines after stress.',
    description: 'Work in progress.',
    whoFor: '',
    coverAlt: '',
    audience: 'members',
    access: 'membership',
    published: false,
    order: 4,
    createdAt: '2026-01-20',
    chapters: [
      { id: 'wind-down', title: 'A wind-down hour', minutes: 12, markdown: '## A wind-down hour\nDim the lights and put screens away an hour before bed.' },
      { id: 'waking-at-night', title: 'Waking in the night', minutes: 10, published: false, markdown: '## Waking in the night\nTo be written.' },
    ],
  },
  {
    id: 'stress-less-at-work',
    title: 'Stress less at work (2025)',
    summary: 'Our 2025 workplace course, now replaced; enrolled members can still finish it.',
    description: 'Short practices for the working day.',
    whoFor: 'People in busy jobs.',
    coverAlt: '',
    audience: 'public',
    access: 'free',
    published: false,
    archived: true,
    order: 5,
    createdAt: '2025-03-01',
    chapters: [
      { id: 'desk-reset', title: 'A one-minute desk reset', minutes: 5, markdown: '## A one-minute desk reset\nFeet flat, shoulders down, three slow breaths.' },
      { id: 'after-meetings', title: 'After difficult meetings', minutes: 8, markdown: '## After difficult meetings\nTake a short walk before the next task.' },
    ],
  },
];

/** @param {DemoCourse} course */
function courseDocuments(course) {
  const { chapters, id, createdAt, pricePence = 0, archived = false, ...fields } = course;
  const published = chapters.filter((chapter) => chapter.published !== false);
  /** @type {Record<string, Record<string, unknown>>} */
  const documents = {
    [`courses/${id}`]: {
      ...fields,
      slug: id,
      coverImageUrl: null,
      pricePence,
      archived,
      chapterCount: published.length,
      totalMinutes: published.reduce((sum, chapter) => sum + chapter.minutes, 0),
      revision: 1,
      createdAt: day(createdAt),
      updatedAt: day(createdAt),
      updatedBy: ADMIN_UID,
    },
  };
  chapters.forEach((chapter, index) => {
    const path = `courses/${id}/chapters/${chapter.id}`;
    documents[path] = { title: chapter.title, order: index + 1, durationMinutes: chapter.minutes, published: chapter.published !== false, audience: course.audience };
    documents[`${path}/content/body`] = {
      markdown: chapter.markdown,
      videoUrl: chapter.videoUrl ?? null,
      captionsUrl: chapter.captionsUrl ?? null,
      attachments: chapter.attachments ?? [],
    };
  });
  return documents;
}

/** @param {string} uid @param {string} courseId @param {{source: string, done: string[], last: string | null, at: string, completedAt?: string}} progress */
function enrollment(uid, courseId, { source, done, last, at, completedAt }) {
  return {
    [`enrollments/${uid}_${courseId}`]: {
      uid, courseId, source, completedChapters: done, lastChapterId: last,
      createdAt: day(at), updatedAt: day(at), completedAt: completedAt ? day(completedAt) : null,
    },
  };
}

/**
 * Course, chapter, body and enrolment documents keyed by full path. member1 is in the members'
 * course one chapter done (and NOT in grounding-basics: the end-to-end tests enrol there);
 * member3 finished the archived course before it was archived.
 */
export const DEMO_COURSE_DOCUMENTS = Object.freeze({
  ...Object.assign({}, ...COURSES.map(courseDocuments)),
  ...enrollment('demo-member-1', 'trauma-informed-self-care', { source: 'seed', done: ['week-1'], last: 'week-2', at: '2026-01-13' }),
  ...enrollment('demo-member-3', 'stress-less-at-work', { source: 'seed', done: ['desk-reset', 'after-meetings'], last: 'after-meetings', at: '2025-06-02', completedAt: '2025-06-09' }),
});

const KIND = {
  free: () => 'free',
  paid: (course) => `paid £${((course.pricePence ?? 0) / 100).toFixed(2)}`,
  membership: () => 'included with membership',
};

/** One line per demo course for the seed's summary: id, access, audience, state, chapters. */
export const DEMO_COURSES_SUMMARY = Object.freeze(
  COURSES.map((course) => {
    const state = course.archived ? 'archived' : course.published ? course.audience : 'draft';
    const chapters = course.chapters.filter((chapter) => chapter.published !== false).length;
    return `${course.id} (${KIND[course.access](course)}, ${state}, ${chapters} chapter${chapters === 1 ? '' : 's'})`;
  }),
);
