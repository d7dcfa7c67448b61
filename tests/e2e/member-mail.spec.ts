import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demoData.mjs';
import { attachmentText, messageSource, waitForMessages } from '../support/inbox';
import { accounts, signIn } from './support';

// Members' email and recurring assignments, end to end: a booking's confirmation reaches the local
// inbox (MailDev, read through its API) with a valid calendar file, and its cancellation follows;
// an administrator sets a form to repeat on a member's record and sees its next occurrence on the
// UK clock. Run with `scripts/with-emulators.mjs --functions --seed --preview --mail`.

const expect = baseExpect.configure({ timeout: 45_000 });
const PRIYA = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-3')!;
const JO = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-2')!;
const SESSION = 'Sleep and recovery evening';

test('booking a session emails a confirmation with a valid .ics; cancelling emails a cancellation', async ({ page }) => {
  test.setTimeout(180_000);
  const since = Date.now();
  await signIn(page, PRIYA, '/sessions');
  const card = page.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem', { name: SESSION });
  await card.getByRole('button', { name: `Book ${SESSION}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You are booked on ${SESSION}` })).toBeVisible();

  const fresh = (subject: string) => (m: { subject: string; to: { address: string }[]; time: string }) =>
    m.subject === subject && m.to.some((t) => t.address === PRIYA.email) && Date.parse(m.time) >= since - 5_000;
  const [confirmation] = await waitForMessages(fresh(`Booked: ${SESSION}`), { timeoutMs: 60_000 });
  expect(confirmation!.text).toContain('Your place is booked.');
  expect(confirmation!.text).toContain('(UK time)');
  const source = await messageSource(confirmation!);
  expect(source).not.toMatch(/^List-Unsubscribe:/im); // service mail: always sent, no unsubscribe
  const attachment = confirmation!.attachments?.find((a) => a.filename === 'sleep-and-recovery-evening.ics');
  expect(attachment?.contentType).toMatch(/^text\/calendar/);
  const ics = await attachmentText(confirmation!, attachment!.generatedFileName ?? attachment!.filename);
  expect(ics.split('\r\n').slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
  expect(ics).toContain('UID:session-sleep-and-recovery@wellness-practice');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
  expect(ics).toContain(`SUMMARY:${SESSION}`);
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

  // give the seat back (the seeded sessions stay as seeded)
  const mine = page.getByRole('region', { name: 'Your bookings' });
  await mine.getByRole('listitem').filter({ hasText: SESSION }).getByRole('button', { name: `Cancel booking for ${SESSION}` }).click();
  await page.getByRole('dialog', { name: 'Cancel your booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your booking for ${SESSION} is cancelled.` })).toBeVisible();
  const [cancellation] = await waitForMessages(fresh(`Cancelled: ${SESSION}`), { timeoutMs: 60_000 });
  expect(cancellation!.text).toContain('Your booking is cancelled');
});

test('an administrator sets a form to repeat every two weeks; the member record shows the next occurrence on the UK clock', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.admin, `/admin/member/${JO.uid}`);
  const section = page.getByRole('region', { name: 'Assigned forms' });
  await expect(section.getByText('Loading assigned forms…')).toHaveCount(0);

  // a fortnight ahead, 09:30 on the London clock
  const first = new Date(Date.now() + 14 * 86_400_000);
  const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(first);
  const [year, month, day] = londonDate.split('-').map(Number) as [number, number, number];
  const expectedDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, day, 12)));

  await section.getByRole('button', { name: 'Assign a form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a form' });
  await dialog.getByLabel('Form').selectOption({ label: 'Weekly wellbeing check-in' });
  await dialog.getByLabel('Repeat').selectOption({ label: 'Every few weeks' });
  await dialog.getByLabel('Every how many weeks').fill('2');
  await dialog.getByLabel('First one on').fill(londonDate);
  await dialog.getByLabel('at (UK time)').fill('09:30');
  await dialog.getByLabel('How many times').fill('4');
  await dialog.getByRole('button', { name: 'Assign repeatedly' }).click();
  await expect(dialog).toHaveCount(0);

  const series = section.getByRole('list', { name: 'Recurring assignments' }).getByRole('listitem').filter({ hasText: 'Every 2 weeks, 4 times' }).filter({ hasText: `Next: ${expectedDay}, 09:30` });
  await expect(series).toHaveCount(1);
  await expect(series).toContainText('Weekly wellbeing check-in');
  await expect(series).toContainText('each due 3 days later');

  // stop it again, so a re-run on the same data starts clean
  await series.getByRole('button', { name: 'Stop repeating Weekly wellbeing check-in' }).click();
  await expect(section.getByRole('list', { name: 'Recurring assignments' }).getByRole('listitem').filter({ hasText: 'Every 2 weeks, 4 times' }).filter({ hasText: 'Stopped' }).first()).toBeVisible();
});
