// The demo blog posts: plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
// Shape: model/content/post-documents.ts (the Markdown is `body`, in the post document). Three
// published posts (two for everyone, one for signed-in members) and one unpublished draft, on
// distinct dates so previous / next have an order. The e2e tests only read these.

const day = (iso) => new Date(`${iso}T09:00:00Z`);
const ADMIN_UID = 'demo-admin';
const AUTHOR = 'Alex Morgan';

/**
 * @typedef {{ id: string, title: string, excerpt: string, topic: string, audience: 'public' | 'members',
 *   publishedAt: string | null, createdAt: string, body: string }} DemoPost
 */

/** @type {DemoPost[]} */
const POSTS = [
  {
    id: 'welcome',
    title: 'Welcome to the practice',
    excerpt: 'Who we are, what we offer, and how to find the support that fits you: courses, resources, group sessions and Indian head massage.',
    topic: 'News',
    audience: 'public',
    publishedAt: '2026-01-10',
    createdAt: '2026-01-09',
    body: [
      'Welcome. We are a small UK practice offering wellness coaching, trauma-informed support and training, and Indian head massage. This site is where we share what we do, and where members keep their courses and check-ins in one place.',
      '',
      '## What you will find here',
      '- **Courses** you can work through at your own pace, a chapter at a time.',
      '- **Free resources**: short guides, worksheets and links to trusted services such as the NHS.',
      '- **Sessions**: small group classes, workshops and one-to-one appointments.',
      '- **This blog**: practical, plain-English pieces on looking after yourself between sessions.',
      '',
      '## How we work',
      'Everything we do is trauma-informed. In practice that means you stay in control: you choose what to share and when, you can pause or stop at any time, and nothing is ever a test you can fail.',
      '',
      'We are not an emergency service. If you are struggling right now, please look at [where to get urgent help](/overwhelmed): the services listed there are free and open day and night.',
      '',
      '## Getting started',
      'Have a look around the [free resources](/resources), or [become a member](/membership) to open every course and members-only resource. If you have a question, just get in touch: a real person reads every message.',
    ].join('\n'),
  },
  {
    id: 'grounding-five-senses',
    title: 'A grounding technique for anxious moments: 5-4-3-2-1',
    excerpt: 'When your thoughts are racing, your senses can bring you back to the room you are in. A two-minute practice you can use anywhere.',
    topic: 'Grounding',
    audience: 'public',
    publishedAt: '2026-01-24',
    createdAt: '2026-01-22',
    body: [
      'Anxiety tends to pull us into the future (what might happen) or the past (what did). Grounding gently brings your attention back to the present, through your body and senses. It does not make difficult feelings disappear, but it can turn the volume down enough for you to think clearly again.',
      '',
      '## The practice',
      'Wherever you are, slowly notice:',
      '',
      '1. **Five things you can see.** Name them quietly to yourself: the colour of a mug, a crack in the ceiling, the light on a wall.',
      '2. **Four things you can feel.** Your feet on the floor, the weight of your body in the chair, the fabric of your sleeve.',
      '3. **Three things you can hear.** Traffic outside, the hum of a fridge, your own breathing.',
      '4. **Two things you can smell.** If nothing comes, move somewhere else or remember a smell you like.',
      '5. **One thing you can taste.** A sip of water works well.',
      '',
      'Take your time. There are no right answers, and it is fine to lose count and start again.',
      '',
      '## Making it your own',
      'Some people prefer to hold something with an interesting texture (a smooth stone, a key), or to breathe out for longer than they breathe in: in for four, out for six. Try a few approaches when you feel calm, so they are familiar when you need them.',
      '',
      'Members can also use our [five senses grounding worksheet](/resources/five-senses-worksheet), which walks through the practice step by step with space to note what helped.',
      '',
      '> If you feel overwhelmed or unsafe, you do not have to cope alone: see [where to get urgent help](/overwhelmed).',
    ].join('\n'),
  },
  {
    id: 'sleep-when-stressed',
    title: 'Sleeping when you are stressed',
    excerpt: 'Stress and sleep feed each other. Small, realistic changes to your evenings that make a good night more likely, and what to do at 3 am.',
    topic: 'Sleep',
    audience: 'members',
    publishedAt: '2026-02-07',
    createdAt: '2026-02-04',
    body: [
      'When life is stressful, sleep is often the first thing to suffer, and poor sleep makes stress harder to handle the next day. The good news is that the cycle works in the other direction too: small improvements to sleep tend to make the days a little easier.',
      '',
      '## In the evening',
      '- **Keep a regular getting-up time**, even after a bad night. It steadies your body clock more than an early bedtime does.',
      '- **Give yourself a buffer hour.** Dim the lights, put work away and choose something calming: a bath, gentle stretching, a familiar book.',
      '- **Park your worries.** Ten minutes of writing down what is on your mind, and one small next step for each, tells your brain it does not need to keep rehearsing.',
      '- **Go easy on caffeine after lunchtime** and on alcohol in the evening: it helps you fall asleep but breaks sleep up later in the night.',
      '',
      '## If you wake at 3 am',
      'Try not to check the time: counting the hours left adds pressure. Breathe slowly, with the out-breath longer than the in-breath, or use the 5-4-3-2-1 grounding practice. If you are still awake after what feels like twenty minutes, get up, go somewhere dim and do something quiet until you feel sleepy, then go back to bed.',
      '',
      '## When to get more help',
      'If poor sleep goes on for more than a few weeks, or is affecting your day-to-day life, talk to your GP. The [sleep diary template](/resources/sleep-diary) in the members resources is a useful thing to fill in and bring along.',
    ].join('\n'),
  },
  {
    id: 'indian-head-massage-what-to-expect',
    title: 'What to expect from an Indian head massage',
    excerpt: 'From the consultation to aftercare: what happens during a treatment, what to wear, and when we may need to adapt or postpone it.',
    topic: 'Indian head massage',
    audience: 'public',
    publishedAt: null,
    createdAt: '2026-02-18',
    body: [
      'Indian head massage is a seated treatment for the upper back, shoulders, arms, neck, scalp and face. You stay fully clothed, and most people find it deeply relaxing.',
      '',
      '## Before your first treatment',
      'We start with a short consultation: your health, any medication, and what you would like from the treatment. Some conditions mean we adapt the massage or ask you to check with your GP first, and a few (a fever, a scalp infection, a recent head or neck injury) mean we need to postpone.',
      '',
      '## During the treatment',
      'A treatment takes about 30 to 45 minutes. Wear something comfortable with a neckline that leaves your shoulders easy to reach. Tell us at any time if you would like more or less pressure, or to stop.',
      '',
      '## Afterwards',
      'Drink some water and take it easy for the rest of the day if you can. Some people feel sleepy, a little light-headed or emotional afterwards: this is normal and usually passes within a day.',
    ].join('\n'),
  },
];

/** Documents keyed by full path (dates as JS Dates; the seeder converts them). */
export const DEMO_POST_DOCUMENTS = Object.freeze(
  Object.fromEntries(
    POSTS.map(({ id, publishedAt, createdAt, ...post }) => [
      `posts/${id}`,
      {
        ...post,
        author: AUTHOR,
        published: publishedAt !== null,
        publishedAt: publishedAt ? day(publishedAt) : null,
        createdAt: day(createdAt),
        updatedAt: day(publishedAt ?? createdAt),
        updatedBy: ADMIN_UID,
      },
    ]),
  ),
);

/** For tests and the README: which demo posts readers can open. */
export const DEMO_POSTS_SUMMARY = Object.freeze({
  public: ['welcome', 'grounding-five-senses'],
  members: ['sleep-when-stressed'],
  draft: ['indian-head-massage-what-to-expect'],
});
