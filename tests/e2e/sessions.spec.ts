import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueTitle } from './builder';
import { accounts, signIn } from './support';

// A member books a session, finds it under Your bookings, downloads its calendar
// file and cancels; an administrator sees the attendee meanwhile. member1 (demo-member-1, an
// active membership) books only here, and the booking is cancelled again at the end: the seeded
// sessions stay as seeded. The second test adds its own session (a unique title).

const SESSION = 'Group grounding session';

test('a member books a session, downloads the .ics, an administrator sees them as attendee, the member cancels', async ({ browser }) => {
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  await signIn(member, accounts.member, '/sessions');
  await expect(member.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  const mine = member.getByRole('region', { name: 'Your bookings' });
  await expect(mine.getByText(/You have no upcoming bookings|Add to calendar/).first()).toBeVisible();

  const card = member.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem', { name: SESSION });
  await expect(card).toContainText('Members');
  await expect(card).toContainText('(UK time)');
  await expect(card).toContainText('Included with membership');
  await card.getByRole('button', { name: `Book ${SESSION}` }).click();
  await expect(member.getByRole('status').filter({ hasText: `You are booked on ${SESSION}` })).toBeVisible();
  await expect(card).toContainText('You are booked');

  const booked = mine.getByRole('listitem').filter({ hasText: SESSION });
  await expect(booked).toContainText('(UK time)');
  const [download] = await Promise.all([member.waitForEvent('download'), booked.getByRole('button', { name: `Add ${SESSION} to calendar (.ics)` }).click()]);
  expect(download.suggestedFilename()).toBe('group-grounding-session.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`SUMMARY:${SESSION}\r\n`);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T100000Z\r\n/);
  expect(ics).toContain('UID:session-group-grounding@wellness-practice');

  // the administrator sees the member among the attendees
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/add-session');
  const adminCard = admin.getByRole('listitem', { name: SESSION });
  await adminCard.getByRole('button', { name: `Attendees of ${SESSION}` }).click();
  const attendees = admin.getByRole('dialog', { name: `Attendees: ${SESSION}` });
  await expect(attendees.getByRole('row', { name: /Sam Patel/ })).toContainText(accounts.member.email);
  await expect(attendees.getByRole('row', { name: /Priya Shah/ })).toBeVisible();
  await attendees.getByRole('button', { name: 'Close' }).click();
  await adminContext.close();

  // the member cancels, after confirming
  await booked.getByRole('button', { name: `Cancel booking for ${SESSION}` }).click();
  const confirm = member.getByRole('dialog', { name: 'Cancel your booking?' });
  await expect(confirm.getByRole('button', { name: 'Keep my booking' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(member.getByRole('status').filter({ hasText: `Your booking for ${SESSION} is cancelled.` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Book ${SESSION}` })).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: SESSION })).toHaveCount(0);
  await memberContext.close();
});

test('an administrator adds a session in UK time; a visitor sees it with Sign in to book', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/add-session');
  const title = uniqueTitle('Evening stretch');
  await admin.getByRole('button', { name: 'New session' }).click();
  await admin.getByRole('button', { name: 'Add session' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
  await expect(admin.getByLabel('Title')).toBeFocused();

  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Kind').selectOption('group');
  await admin.getByLabel('Date').fill('2030-07-16');
  await admin.getByLabel('Starts').fill('18:00');
  await admin.getByLabel('Ends').fill('17:00');
  await admin.getByRole('radio', { name: 'In person' }).check();
  await admin.getByLabel('Place', { exact: true }).fill('Studio 1, 14 Mill Lane');
  await admin.getByRole('radio', { name: 'Everyone with an account' }).check();
  await admin.getByRole('button', { name: 'Add session' }).click();
  await expect(admin.getByText('The session must end after it starts.')).toBeVisible();
  await admin.getByLabel('Ends').fill('19:15');
  await admin.getByRole('radio', { name: 'Paid at the session' }).check();
  await admin.getByLabel('Price (£)').fill('12.50');
  await admin.getByRole('button', { name: 'Add session' }).click();
  await expect(admin.getByText(`Saved “${title}”: it is published.`)).toBeVisible();
  const row = admin.getByRole('listitem', { name: title });
  await expect(row).toContainText('Tuesday 16 July 2030, 18:00–19:15 (UK time)');
  await expect(row).toContainText('0 of 10 places taken');
  await adminContext.close();

  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/sessions');
  const card = visitor.getByRole('listitem', { name: title });
  await expect(card).toContainText('Tuesday 16 July 2030, 18:00–19:15 (UK time)');
  await expect(card).toContainText('£12.50, pay at the session');
  await expect(card.getByRole('link', { name: `Sign in to book ${title}` })).toHaveAttribute('href', '/login?next=%2Fsessions');
  await expect(visitor.getByRole('listitem', { name: SESSION })).toHaveCount(0); // members-only
  await visitorContext.close();
});
