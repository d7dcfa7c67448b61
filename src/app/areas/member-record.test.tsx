import { readMembership } from '@model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../data';
import { fixtureDefinition } from '../../form-renderer/testing/fixtures';
import { MemberRecordPage as MemberPage } from './member-record';

// the data entry's operations the record reads, by name (`fromData` is the one way to reach one)
const ops = vi.hoisted(() => ({
  loadMemberRecordProfile: vi.fn(),
  listMemberResponses: vi.fn(),
  listMemberNotes: vi.fn(),
  listRecentAccess: vi.fn(),
  recordAccess: vi.fn(),
  loadResponseFlags: vi.fn(),
  listResponseNotes: vi.fn(),
  loadFormVersion: vi.fn(),
  loadMemberResponse: vi.fn(),
  addMemberNote: vi.fn(),
  addResponseNote: vi.fn(),
  listMemberOrders: vi.fn(),
}));
vi.mock('../../data', async (original) => ({
  ...(await original<typeof data>()),
  fromData: (_module: string, name: string) => (...args: unknown[]) => {
    const op = (ops as Record<string, (...a: unknown[]) => unknown>)[name];
    if (!op) throw new Error(`unexpected data operation ${name}`);
    return op(...args);
  },
}));
// The chart and the assignments list belong to other areas (tested there): stand-ins show what they were given.
vi.mock('../../features/reviews/components/trends/ScoresOverTime', () => ({
  ScoresOverTime: ({ responses }: { responses: { id: string }[] }) => <p>Chart of {responses.map((r) => r.id).join(',')}</p>,
}));
vi.mock('../../features/reviews/components/assignments/MemberAssignments', () => ({ MemberAssignments: ({ memberId }: { memberId: string }) => <p>Assignments of {memberId}</p> }));
vi.mock('../../features/members/components/record/MemberRole', () => ({ MemberRole: ({ name }: { name: string }) => <p>Role of {name}</p> }));

const m = ops;
const at = (iso: string) => new Date(iso);
const profile = {
  uid: 'sam', displayName: 'Sam Member', email: 'sam@demo.test', phone: '0770 000000', joinedAt: at('2026-01-02T09:00:00Z'),
  consent: { healthData: { givenAt: at('2026-01-02T09:05:00Z'), noticeVersion: '2026-01', withdrawnAt: null } },
  onboarding: { healthConsentAt: at('2026-01-02T09:05:00Z'), initialAssessmentAt: null },
  // renews in the future whenever the test runs, so the membership still gives access
  membership: readMembership<Date>({ plan: 'monthly', status: 'active', renewsAt: new Date(Date.now() + 30 * 86_400_000) }),
};
const stored = (id: string, iso: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: {
    formId: 'renderer-fixture', formVersion: 1, memberId: 'sam', status: 'submitted', data: { fullName: 'Sam Member', sleep: 2 }, scoringVersion: 's1', flags: [],
    scores: { mood: { title: 'Mood', total: 12, complete: true, answered: 9, itemCount: 9, min: 0, max: 27, band: 'mod', bandLabel: 'Moderate', subscales: {}, rules: { cutoff: true } } },
    submittedAt: at(iso), ...extra,
  },
});
const note = (id: string, iso: string) => ({ id, authorId: 'admin-1', authorName: 'Dr Ada', text: `Note ${id}`, createdAt: at(iso) });

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/member/:id" element={<MemberPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  m.loadMemberRecordProfile.mockResolvedValue(profile);
  m.listMemberResponses.mockResolvedValue({ items: [stored('old', '2026-01-05T10:00:00Z'), stored('new', '2026-01-20T10:00:00Z')], next: null });
  m.listMemberNotes.mockResolvedValue({ items: [note('n1', '2026-01-10T10:00:00Z')], next: null });
  m.listRecentAccess.mockResolvedValue([{ id: 'a1', actorId: 'admin-1', actorName: 'Dr Ada', kind: 'member-record', responseId: null, at: at('2026-01-21T08:00:00Z') }]);
  m.recordAccess.mockResolvedValue(undefined);
  m.loadResponseFlags.mockResolvedValue([
    { id: 'sleep-flag', severity: 'urgent', message: 'Sleep answered often', fields: ['sleep'], acknowledged: { by: 'admin-1', byName: 'Dr Ada', at: at('2026-01-21T09:00:00Z'), note: 'Phoned Sam' } },
    { id: 'info-flag', severity: 'info', message: 'Consider a follow-up', fields: [], acknowledged: null },
  ]);
  m.listResponseNotes.mockResolvedValue([]);
  m.loadFormVersion.mockResolvedValue({ formId: 'renderer-fixture', version: 1, definition: fixtureDefinition });
  m.listMemberOrders.mockResolvedValue([]);
});
afterEach(() => vi.clearAllMocks());

describe('MemberPage', () => {
  it('shows loading, then the profile, consent, onboarding, membership, assignments and chart', async () => {
    renderAt('/admin/member/sam');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the member’s record');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Member' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('sam@demo.test');
    expect(screen.getByRole('region', { name: 'Consent and onboarding' })).toHaveTextContent('Given 2 Jan 2026 (notice 2026-01)');
    expect(screen.getByRole('region', { name: 'Consent and onboarding' })).toHaveTextContent('initial assessment not yet submitted');
    expect(screen.getByRole('region', { name: 'Membership' })).toHaveTextContent('Monthly plan');
    expect(screen.getByRole('region', { name: 'Membership' })).toHaveTextContent(/Active — renews \d{1,2} [A-Z][a-z]+/);
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(m.listMemberOrders).toHaveBeenCalledWith('sam');
    expect(screen.getByText('Assignments of sam')).toBeInTheDocument();
    expect(await screen.findByText('Chart of new,old')).toBeInTheDocument();
  });

  it('says clearly when there is no such member, and logs no access', async () => {
    m.loadMemberRecordProfile.mockResolvedValue(null);
    renderAt('/admin/member/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByText(/no member with the id “nobody”/)).toBeInTheDocument();
    expect(m.recordAccess).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the record cannot be loaded', async () => {
    m.loadMemberRecordProfile.mockRejectedValueOnce(new data.DataError('unavailable', 'We could not reach the server.'));
    const user = renderAt('/admin/member/sam');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded. We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Member' })).toBeInTheDocument();
  });

  it('lists responses and notes newest first, and says when there are none', async () => {
    renderAt('/admin/member/sam');
    const timeline = await screen.findByRole('list', { name: 'Responses and notes, newest first' });
    const items = within(timeline).getAllByRole('listitem').map((li) => li.getAttribute('data-testid') + ':' + (li.textContent ?? '').slice(0, 40));
    expect(items[0]).toMatch(/^timeline-response:Renderer fixture v1.*20 Jan 2026/);
    expect(items[1]).toMatch(/^timeline-note:Note about the memberDr Ada/);
    expect(items[2]).toMatch(/^timeline-response:Renderer fixture v1.*5 Jan 2026/);
  });

  it('shows the empty timeline', async () => {
    m.listMemberResponses.mockResolvedValue({ items: [], next: null });
    m.listMemberNotes.mockResolvedValue({ items: [], next: null });
    renderAt('/admin/member/sam');
    expect(await screen.findByText('No submitted responses or notes yet.')).toBeInTheDocument();
  });

  it('lists a download of the member\'s data among the recent accesses, in words', async () => {
    m.listRecentAccess.mockResolvedValue([
      { id: 'a2', actorId: 'admin-1', actorName: 'Dr Ada', kind: 'data-export', responseId: null, at: at('2026-01-22T09:30:00Z') },
      { id: 'a1', actorId: 'admin-1', actorName: 'Dr Ada', kind: 'member-record', responseId: null, at: at('2026-01-21T08:00:00Z') },
    ]);
    renderAt('/admin/member/sam');
    const access = await screen.findByRole('region', { name: 'Recent access' });
    await waitFor(() => expect(access.querySelectorAll('li')).toHaveLength(2));
    expect([...access.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Dr Ada downloaded all their data \(a subject access request\) · /),
      expect.stringMatching(/^Dr Ada opened the record · /),
    ]);
  });

  it('writes one access entry per opening of the record and of each response', async () => {
    const user = renderAt('/admin/member/sam');
    await screen.findByRole('heading', { level: 1, name: 'Sam Member' });
    await waitFor(() => expect(m.recordAccess).toHaveBeenCalledTimes(1));
    expect(m.recordAccess).toHaveBeenCalledWith({ memberId: 'sam', kind: 'member-record' });
    expect(await screen.findByRole('region', { name: 'Recent access' })).toHaveTextContent('Dr Ada opened the record');

    const toggle = (await screen.findAllByRole('button', { name: /Renderer fixture/ }))[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(m.recordAccess).toHaveBeenCalledTimes(2));
    expect(m.recordAccess).toHaveBeenLastCalledWith({ memberId: 'sam', kind: 'response', responseId: 'new' });
    // typing (re-renders) writes nothing more
    await user.type(screen.getByLabelText('Add a note on this response'), 'ok');
    expect(m.recordAccess).toHaveBeenCalledTimes(2);
    // closing writes nothing; opening again is a new opening
    await user.click(toggle);
    await user.click(toggle);
    await waitFor(() => expect(m.recordAccess).toHaveBeenCalledTimes(3));
  });

  it('opens a response with its version, scores, rule outcomes, flags with acknowledgements and answers', async () => {
    const user = renderAt('/admin/member/sam');
    const toggle = (await screen.findAllByRole('button', { name: /Renderer fixture/ }))[0]!;
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Answered on version 1 · scoring s1/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mood score' })).toHaveTextContent('12 of 27 · Moderate');
    expect(screen.getByRole('region', { name: 'Mood score' })).toHaveTextContent('cutoffMet');
    expect(await screen.findByText(/Acknowledged by Dr Ada on .*“Phoned Sam”/)).toBeInTheDocument();
    expect(screen.getByText('Not yet acknowledged')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'How you feel' })).toHaveTextContent('Trouble sleeping (flagged)');
    expect(screen.getByText('No notes on this response yet.')).toBeInTheDocument();
  });

  it('opens a carried response by ?response=, names both versions and titles its unplaced answers from the older version', async () => {
    const unplaced = [{ field: 'sleep', value: 2, version: 1, reason: 'removed' }];
    m.listMemberResponses.mockResolvedValue({ items: [stored('new', '2026-01-20T10:00:00Z', { formVersion: 2, migratedFrom: 1, unplaced })], next: null });
    m.loadFormVersion.mockImplementation(async (formId, version) => ({ formId, version, definition: { ...fixtureDefinition, version } }));
    renderAt('/admin/member/sam?response=new');
    expect(await screen.findByText(/Answered on version 1, carried to version 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Renderer fixture/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Filled on version 2 (carried from version 1)')).toBeInTheDocument();
    const earlier = await screen.findByRole('region', { name: 'Answers from an earlier version of this form' });
    await waitFor(() => expect(earlier).toHaveTextContent('Trouble sleeping (version 1;'));
    expect(m.loadFormVersion).toHaveBeenCalledWith('renderer-fixture', 1);
    // one read per distinct version: the timeline row and the open response share it
    expect(m.loadFormVersion.mock.calls.filter(([, v]) => v === 2)).toHaveLength(1);
  });

  it('pages older entries with a button', async () => {
    m.listMemberResponses
      .mockResolvedValueOnce({ items: [stored('new', '2026-01-20T10:00:00Z')], next: { at: Date.parse('2026-01-20T10:00:00Z'), id: 'new' } })
      .mockResolvedValueOnce({ items: [stored('old', '2026-01-05T10:00:00Z')], next: null });
    const user = renderAt('/admin/member/sam');
    await screen.findByRole('list', { name: 'Responses and notes, newest first' });
    // the note of 10 Jan waits until the responses before it are known
    expect(screen.queryByText('Note n1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Note n1')).toBeInTheDocument();
    expect(m.listMemberResponses).toHaveBeenLastCalledWith('sam', { at: Date.parse('2026-01-20T10:00:00Z'), id: 'new' });
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });
});
