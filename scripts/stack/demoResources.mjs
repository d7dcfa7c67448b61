// The demo resources: plain data, no Firebase, merged into DEMO_CONTENT (demoData.mjs).
// Shapes are model/content/resource-documents.ts: the listing card in resources/{id} (everyone
// reads published ones, members-only ones shown locked) and the resource itself in
// resources/{id}/content/body (members-only ones: administrators and members whose membership
// gives access). Links are real public pages; the file URL is a placeholder on example.org.

const day = (iso) => new Date(`${iso}T09:00:00Z`);
const ADMIN_UID = 'demo-admin';

/**
 * @typedef {{ id: string, title: string, summary: string, kind: 'article' | 'worksheet' | 'link' | 'download',
 *   topic: string, audience: 'public' | 'members', createdAt: string, markdown: string, url?: string }} DemoResource
 */

/** @type {DemoResource[]} */
const RESOURCES = [
  {
    id: 'support-lines',
    title: 'Where to get urgent help',
    summary: '999 or A&E in an emergency; NHS 111 option 2; Samaritans 116 123; text SHOUT to 85258.',
    kind: 'article',
    topic: 'Crisis support',
    audience: 'public',
    createdAt: '2026-01-08',
    markdown: [
      '## If your life or someone else\'s is at risk now',
      'Call **999** or go to your nearest **A&E**.',
      '',
      '## If you need urgent help but it is not an emergency',
      '- Call **NHS 111** and choose **option 2** for the mental health crisis line (24 hours, free).',
      '- Call **Samaritans on 116 123** (24 hours, free) or email jo@samaritans.org.',
      '- Text **SHOUT to 85258** to talk by text with a trained volunteer (24 hours, free).',
      '',
      '## If you are already under a mental health team',
      'Use the crisis number in your care plan, or call your care coordinator.',
      '',
      'This practice is not an emergency service: we do not monitor messages or forms around the clock.',
      'The NHS lists [more ways to get urgent help](https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/).',
    ].join('\n'),
  },
  {
    id: 'sleep-diary',
    title: 'Sleep diary template',
    summary: 'A one-page weekly sleep diary to bring to sessions.',
    kind: 'download',
    topic: 'Sleep',
    audience: 'members',
    createdAt: '2026-01-09',
    url: 'https://example.org/files/sleep-diary.pdf',
    markdown: 'Fill in one line each morning for a week: when you went to bed, roughly when you fell asleep, how often you woke, and how rested you feel (0-10). Bring it to your next session.',
  },
  {
    id: 'five-senses-worksheet',
    title: 'Five senses grounding worksheet',
    summary: 'Practise the 5-4-3-2-1 exercise and note what helped.',
    kind: 'worksheet',
    topic: 'Grounding',
    audience: 'members',
    createdAt: '2026-01-14',
    markdown: [
      '## Before you start',
      'Rate how stressed you feel right now, from 0 (calm) to 10 (the most stressed you can imagine): ____',
      '',
      '## The exercise',
      '1. **Five** things I can see: ____',
      '2. **Four** things I can hear: ____',
      '3. **Three** things I can touch: ____',
      '4. **Two** things I can smell: ____',
      '5. **One** thing I can taste: ____',
      '',
      '## Afterwards',
      '- How stressed do I feel now (0-10)? ____',
      '- What helped most? ____',
      '',
      '> There is no right answer: noticing is the practice.',
    ].join('\n'),
  },
  {
    id: 'nhs-sleep-tips',
    title: 'NHS Every Mind Matters: sleep',
    summary: 'Practical NHS tips for falling asleep and sleeping better.',
    kind: 'link',
    topic: 'Sleep',
    audience: 'public',
    createdAt: '2026-01-16',
    url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/sleep/',
    markdown: '',
  },
];

/** @param {DemoResource} resource */
function resourceDocuments({ id, markdown, url, createdAt, ...card }) {
  return {
    [`resources/${id}`]: { ...card, published: true, createdAt: day(createdAt), updatedAt: day(createdAt), updatedBy: ADMIN_UID },
    [`resources/${id}/content/body`]: { markdown, url: url ?? null },
  };
}

/** Resource cards and bodies keyed by full path (dates as JS Dates). */
export const DEMO_RESOURCE_DOCUMENTS = Object.freeze(Object.assign({}, ...RESOURCES.map(resourceDocuments)));
