import { expect, test, type Page } from '@playwright/test';
import { answer, completeStep, domId, focused, pressNextFrom, registerMember, tabIntoForm, type Answer } from './keyboard';
import { FIRESTORE } from './builder';

// Every committed assessment is completable by keyboard alone, in real Chromium,
// against the emulators (the server re-validates and scores). Only registration and the
// health-data consent (not part of the form) use clicks; see ./keyboard.ts for how answers are typed.

test.use({ viewport: { width: 1100, height: 900 } });
// Whole assessments walked key by key with a focus check per key (the Indian head test walks two):
// 35–50 s on a quiet machine, over a minute when CI runs two shards on two cores.
test.slow();

const IA = 'initial-assessment';

test('the initial assessment by keyboard alone: PHQ-9 item 9 above 0 at a low total is scored and flagged', async ({ page }) => {
  await registerMember(page, 'Kim Keys');
  await tabIntoForm(page, IA, 'fullName');
  await completeStep(page, IA, 1, 9, [
    { field: 'fullName', type: 'Kim Keys' },
    { field: 'dateOfBirth', date: '1990-05-05' },
    { field: 'email', type: 'kim@example.org' },
    { field: 'phone', type: '07700 900123' },
    { field: 'address', skip: true },
    { field: 'preferredContact', choose: 1 },
  ]);
  await completeStep(page, IA, 2, 9, [
    { field: 'emergencyName', type: 'Lee Keys' },
    { field: 'emergencyRelationship', type: 'Brother' },
    { field: 'emergencyPhone', type: '07700 900456' },
  ]);
  await completeStep(page, IA, 3, 9, [
    { field: 'gpName', type: 'Dr Ahmed' },
    { field: 'gpSurgery', type: 'High Street Surgery, Leeds' },
    { field: 'gpPhone', skip: true },
  ]);
  await completeStep(page, IA, 4, 9, [
    { field: 'presentingConcerns', type: 'Low mood since the winter.' },
    { field: 'whyNow', skip: true },
    { field: 'goals', type: 'Sleep better and feel like myself.' },
  ]);
  await completeStep(page, IA, 5, 9, [
    { field: 'previousSupport', choose: 0 },
    { field: 'takingMedication', choose: 0 },
    { field: 'otherHealthConditions', skip: true },
  ]);
  // PHQ-9: items 1 and 9 "Several days", the rest "Not at all" => total 2 (minimal), item 9 > 0
  const phq = [1, 0, 0, 0, 0, 0, 0, 0, 1];
  await completeStep(page, IA, 6, 9, [
    ...phq.map((choose, i) => ({ field: `phq${i + 1}`, choose })),
    // shown because an item is above 0; optional
    { field: 'phqDifficulty', choose: 1 },
  ]);
  const gad = [1, 1, 0, 0, 0, 0, 0];
  await completeStep(page, IA, 7, 9, gad.map((choose, i) => ({ field: `gad${i + 1}`, choose })));
  await completeStep(page, IA, 8, 9, [
    { field: 'riskSelfHarm', choose: 0 },
    { field: 'riskHarmOthers', choose: 0 },
    { field: 'riskSafeguarding', choose: 0 },
  ]);
  await completeStep(
    page,
    IA,
    9,
    9,
    [
      { field: 'scopeAcknowledged', consent: true },
      { field: 'confidentialityAcknowledged', consent: true },
      { field: 'healthDataConsent', consent: true },
      { field: 'signature', sign: 'Kim Keys' },
    ],
    true,
  );

  const result = page.getByTestId('assessment-result');
  await expect(result).toContainText('Thank you: your answers are saved', { timeout: 20_000 });
  await expect(result.locator('.card', { hasText: 'PHQ-9' })).toContainText('Score: 2 out of 27 (Minimal)');
  await expect(result.locator('.card', { hasText: 'GAD-7' })).toContainText('Score: 2 out of 21 (Minimal)');
  // the urgent item-9 flag shows the UK support routes, whatever the total
  const help = result.getByRole('note', { name: 'Where to get help now' });
  await expect(help).toContainText('999');
  await expect(help).toContainText('Samaritans');
  await expect(help).toContainText('SHOUT to 85258');

  // onboarding is finished: the dashboard shows instead of redirecting to the initial assessment
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Kim Keys');
  await expect(page).toHaveURL(/\/dashboard$/);
});

const IH = 'indian-head';
const no = (fields: string[]): Answer[] => fields.map((field) => ({ field, choose: 0 }));

/** The Indian head consultation, step by step; `prevents` answers step 4, `sign` ends step 9. */
function indianHeadSteps(prevents: Answer[], sign: Answer | null): Answer[][] {
  return [
    [
      { field: 'fullName', type: 'Ira Head' },
      { field: 'address', type: '1 Mill Lane, York' },
      { field: 'phone', type: '07700 900789' },
      { field: 'email', skip: true },
      { field: 'dateOfBirth', date: '1985-07-07' },
      { field: 'occupation', skip: true },
      { field: 'under16', choose: 0 },
    ],
    [
      { field: 'emergencyName', type: 'Sol Head' },
      { field: 'emergencyRelationship', type: 'Partner' },
      { field: 'emergencyPhone', type: '07700 900790' },
      { field: 'gpName', type: 'Dr Jones' },
      { field: 'gpSurgery', type: 'Minster Practice, York' },
    ],
    no(['Thrombosis', 'BloodPressure', 'Heart', 'Epilepsy', 'Diabetes', 'Cancer', 'BonesJoints', 'NervousSystem', 'RecentOperation', 'Migraine', 'Pregnant', 'UnderTreatment'].map((f) => `mh${f}`)),
    prevents,
    no(['riCuts', 'riBruising', 'riSunburn', 'riScarTissue', 'riEczemaPsoriasis', 'riLumps']),
    [{ field: 'takingMedication', choose: 0 }],
    [
      { field: 'stressLevel', choose: 1 },
      { field: 'sleepQuality', choose: 0 },
      ...['waterIntake', 'smoking', 'alcohol', 'exercise', 'posture', 'hairScalp'].map((field) => ({ field, skip: true }) as const),
    ],
    [{ field: 'objectives', tick: [0, 2], of: 7 }],
    [
      { field: 'aftercareAcknowledged', consent: true },
      { field: 'declarationAccurate', consent: true },
      { field: 'treatmentConsent', consent: true },
      { field: 'healthDataConsent', consent: true },
      ...(sign ? [sign] : []),
    ],
  ];
}

const PREVENTS = ['ciFever', 'ciContagious', 'ciScalpInfection', 'ciHeadNeckInjury', 'ciAlcoholDrugs', 'ciSevereHypertension'];

/** Opens the consultation and answers every step by keyboard (the last one without pressing Submit when `sign` is null). */
async function fillIndianHead(page: Page, prevents: Answer[], sign: Answer | null): Promise<void> {
  await page.goto('/dashboard/forms/Indian-Head');
  await expect(page.locator('.af-progress__text')).toHaveText(/^Step 1 of 9:/);
  await tabIntoForm(page, IH, 'fullName');
  const steps = indianHeadSteps(prevents, sign);
  for (const [i, answers] of steps.entries()) {
    const last = i === steps.length - 1;
    if (last && !sign) {
      await expect(page.locator('.af-progress__text')).toHaveText(/^Step 9 of 9:/);
      for (const a of answers) await answer(page, IH, a);
      return;
    }
    await completeStep(page, IH, i + 1, steps.length, answers, last);
  }
}

// Two Indian head consultations by one member (one per visit: the app accepts a second): the first
// typed-signed with nothing preventing treatment, the second with a "prevents" answer and signed by
// drawing on the pad (the rest of the form by keyboard, as in the first).
test('the Indian head consultation by keyboard with a typed signature; a second one with a "prevents" answer tells the member why treatment cannot go ahead, and its drawn signature is stored as a compact SVG data URL', async ({ page, request }) => {
  // what the form last sent to the submitResponse callable, and the id the server answered with
  let sent: { data?: { signature?: unknown } } | null = null;
  let responseId = '';
  await page.route('**/submitResponse', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent = (route.request().postDataJSON() as { data: typeof sent }).data;
    const response = await route.fetch();
    responseId = ((await response.json()) as { result?: { responseId?: string } }).result?.responseId ?? '';
    await route.fulfill({ response });
  });
  await registerMember(page, 'Ira Head');
  await fillIndianHead(page, no(PREVENTS), { field: 'signature', sign: 'Ira Head' });
  const result = page.getByTestId('assessment-result');
  await expect(result).toContainText('Thank you: your answers are saved', { timeout: 20_000 });
  await expect(result).not.toContainText('cannot go ahead');
  expect(sent!.data?.signature).toBe('Ira Head');
  const firstId = responseId;

  await fillIndianHead(
    page,
    [
      { field: 'ciFever', choose: 1 },
      ...no(PREVENTS.slice(1)),
      // "Please give details" appears under the list only after a yes
      { field: 'preventDetails', type: 'Temperature of 38.5 since last night' },
    ],
    null,
  );
  const pad = page.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  // two strokes of many small moves: a long, wiggly signature that must still be stored compactly
  for (const [from, to] of [
    [0.05, 0.55],
    [0.6, 0.95],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.5);
    await page.mouse.down();
    for (let i = 1; i <= 150; i++) {
      const x = box.x + box.width * (from + ((to - from) * i) / 150);
      const y = box.y + box.height * (0.5 + 0.3 * Math.sin(i / 5));
      await page.mouse.move(x, y);
    }
    await page.mouse.up();
  }
  await expect(page.getByText('Signature drawn')).toBeVisible();
  // a drawing stands in for the typed name, which is no longer required
  await expect(page.locator(`#${domId(IH, 'signature')}-typed`)).toHaveValue('');
  await expect(page.locator(`#${domId(IH, 'signature')}-typed`)).not.toHaveAttribute('required');

  // on from the pad by keyboard: "Clear drawing" is now a stop, then the typed name, Back, Submit
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Clear drawing' });
  await pressNextFrom(page, 'Submit');

  await expect(result).toContainText('Thank you: your answers are saved', { timeout: 20_000 });
  await expect(result.getByRole('status').filter({ hasText: 'cannot go ahead' })).toHaveText(
    /^Treatment cannot go ahead today because you have a fever or high temperature\. Massage boosts your circulation/,
  );
  const signature = sent!.data?.signature;
  expect(typeof signature).toBe('string');
  const url = signature as string;
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  expect(url.length).toBeLessThanOrEqual(20_000);
  const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
  // two strokes, each a move then lines
  expect(svg.match(/M\d+ \d+(L\d+ \d+)+/g)?.length).toBe(2);

  // a second response was stored, holding exactly that compact string (read from the emulator, rules bypassed)
  expect(responseId).not.toBe('');
  expect(responseId).not.toBe(firstId);
  const stored = await request.get(
    `${FIRESTORE}/responses/${responseId}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  expect(stored.ok()).toBe(true);
  const doc = (await stored.json()) as { fields: { status: { stringValue: string }; data: { mapValue: { fields: { signature: { stringValue: string } } } } } };
  expect(doc.fields.status.stringValue).toBe('submitted');
  expect(doc.fields.data.mapValue.fields.signature.stringValue).toBe(url);
});

test('follow-up questions appear only when relevant, and error summary links move focus, by keyboard', async ({ page }) => {
  await registerMember(page, 'Fen Follow');
  await page.goto('/dashboard/forms/Indian-Head');
  await tabIntoForm(page, IH, 'fullName');
  const guardian = ['guardianName', 'guardianRelationship', 'guardianConsent'];
  const absent = async () => {
    for (const field of guardian) await expect(page.locator(`#${domId(IH, field)}`)).toHaveCount(0);
  };
  await absent();

  // Next with nothing answered: focus moves to the error summary
  await pressNextFrom(page, 'Next');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  // its first link moves focus to the question, which is marked invalid and described by its error
  await page.keyboard.press('Tab');
  expect((await focused(page)).text).toMatch(/^Full name/);
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${domId(IH, 'fullName')}`)).toBeFocused();
  await expect(page.locator(`#${domId(IH, 'fullName')}`)).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Fen Follow');
  // back up into the summary: its last link is the radio group, and following it focuses its first option
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).text).toMatch(/^Is the client under 16\?/);
  await page.keyboard.press('Enter');
  expect((await focused(page)).id).toBe(`${domId(IH, 'under16')}-0`);

  // "yes" reveals the guardian's questions, which are the next Tab stops
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(`#${domId(IH, 'under16')}-1`)).toBeChecked();
  await answer(page, IH, { field: 'guardianName', type: 'Pat Follow' });
  await answer(page, IH, { field: 'guardianRelationship', type: 'Mother' });
  await answer(page, IH, { field: 'guardianConsent', consent: true });
  // Shift+Tab back to the group (onto the chosen option); "no" hides them again
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).id).toBe(`${domId(IH, 'under16')}-1`);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`#${domId(IH, 'under16')}-0`)).toBeChecked();
  await absent();
  // nothing hidden is left in the Tab order: the next stop is Next
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Next' });
});

test('the PCL-5 by keyboard alone: a total exactly at the cut-off; a failed send is retried with Enter', async ({ page }) => {
  // the first time the answers are sent, the server answers that the send was interrupted (a lost
  // connection instead puts the answers in the outbox on the device: offline.spec.ts)
  let failures = 1;
  await page.route('**/submitResponse', (route) =>
    route.request().method() === 'POST' && failures-- > 0
      ? route.fulfill({
        status: 409,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: { status: 'ABORTED', message: 'The send was interrupted. Please try again.' } }),
      })
      : route.continue(),
  );
  await registerMember(page, 'Pat Pcl');
  await page.goto('/dashboard/forms/PTSD');
  await tabIntoForm(page, 'ptsd', 'worstEvent');
  await completeStep(page, 'ptsd', 1, 3, [{ field: 'worstEvent', type: 'A car accident' }]);
  // items 1-8 "Extremely", 9 "A little bit", the rest "Not at all": 33; only one D item (8-14) rated 2+
  const ratings = [4, 4, 4, 4, 4, 4, 4, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const item = (i: number): Answer => ({ field: `pcl${i + 1}`, choose: ratings[i]! });
  await completeStep(page, 'ptsd', 2, 3, ratings.slice(0, 10).map((_, i) => item(i)));
  await completeStep(page, 'ptsd', 3, 3, ratings.slice(10).map((_, i) => item(i + 10)), true);
  // the failure is announced and focus stays on Submit, so Enter sends again
  await expect(page.locator('.af-submit-error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');

  const result = page.getByTestId('assessment-result');
  await expect(result).toContainText('Screening score: 33 out of 80', { timeout: 20_000 });
  await expect(result).toContainText('Total at or above the screening cut-off: met');
  await expect(result).toContainText(/DSM-5 symptom pattern .*: not met/);
  await expect(result).toContainText('This is a screening, not a diagnosis');
});
