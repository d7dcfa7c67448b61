import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HEALTH_NOTICE_VERSION } from '@model';
import type { MemberProfile } from '../api/dashboard-api';
import { HealthDataConsent, consentStatus } from './HealthDataConsent';

const given = new Date('2026-01-05T09:00:00Z');
const withdrawn = new Date('2026-03-02T09:00:00Z');
const healthData = (change: Partial<NonNullable<NonNullable<MemberProfile['consent']>['healthData']>> = {}) => ({
  givenAt: given,
  noticeVersion: HEALTH_NOTICE_VERSION,
  withdrawnAt: null,
  ...change,
});

const api = vi.hoisted(() => ({
  profile: null as unknown,
  withdrawHealthDataConsent: vi.fn(),
  giveHealthDataConsent: vi.fn(),
  refreshProfile: vi.fn(),
}));
vi.mock('../api/dashboard-api', () => ({
  useSignedIn: () => ({ user: { uid: 'm1' }, profile: api.profile }),
  withdrawHealthDataConsent: api.withdrawHealthDataConsent,
  giveHealthDataConsent: api.giveHealthDataConsent,
  refreshProfile: api.refreshProfile,
}));

const renderCard = () =>
  render(
    <MemoryRouter>
      <HealthDataConsent />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  api.profile = { uid: 'm1', consent: { healthData: healthData() }, onboarding: { healthConsentAt: given, initialAssessmentAt: given } };
});

describe('consentStatus', () => {
  it('words each state of the record, and offers withdrawal only while there is something to withdraw', () => {
    expect(consentStatus(undefined)).toEqual({ text: expect.stringContaining('You have not given consent'), withdrawable: false, givable: false });
    expect(consentStatus(healthData())).toEqual({ text: `You gave consent on 5 January 2026 (privacy notice version ${HEALTH_NOTICE_VERSION}).`, withdrawable: true, givable: false });
    expect(consentStatus(healthData({ withdrawnAt: withdrawn }))).toEqual({
      text: `You withdrew your consent on 2 March 2026 (you had given it on 5 January 2026, privacy notice version ${HEALTH_NOTICE_VERSION}). We take no new health answers from you until you give it again.`,
      withdrawable: false,
      givable: true,
    });
    expect(consentStatus(healthData({ noticeVersion: '2025-06' }))).toEqual({ text: expect.stringContaining('Our privacy notice has changed since then'), withdrawable: true, givable: false });
  });
});

describe('HealthDataConsent', () => {
  it('withdraws after a confirmation that says what it means, then shows the withdrawal and moves focus to the section', async () => {
    api.withdrawHealthDataConsent.mockResolvedValue({ action: 'withdraw', noticeVersion: HEALTH_NOTICE_VERSION, current: false });
    api.refreshProfile.mockImplementation(async () => {
      api.profile = { uid: 'm1', consent: { healthData: healthData({ withdrawnAt: withdrawn }) }, onboarding: {} };
    });
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText(/You gave consent on 5 January 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw health-data consent' }));
    const confirm = screen.getByRole('group', { name: 'Withdraw your consent?' });
    expect(screen.getByRole('heading', { name: 'Withdraw your consent?' })).toHaveFocus();
    expect(confirm).toHaveTextContent('Answers you have already sent are kept');
    expect(confirm).toHaveTextContent('assessments will ask for your consent again first');
    expect(api.withdrawHealthDataConsent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my consent' }));
    expect(api.withdrawHealthDataConsent).toHaveBeenCalledTimes(1);
    expect(api.refreshProfile).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/You withdrew your consent on 2 March 2026/)).toBeInTheDocument();
    expect(screen.getByText('Your consent is withdrawn.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your health information' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /withdraw/i })).not.toBeInTheDocument();
  });

  it('keeps consent when the member changes their mind, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Withdraw health-data consent' }));
    await user.click(screen.getByRole('button', { name: 'Keep my consent' }));
    expect(screen.queryByRole('group', { name: 'Withdraw your consent?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw health-data consent' })).toHaveFocus();
    expect(api.withdrawHealthDataConsent).not.toHaveBeenCalled();
  });

  it('works from the keyboard alone', async () => {
    api.withdrawHealthDataConsent.mockResolvedValue({ action: 'withdraw', noticeVersion: HEALTH_NOTICE_VERSION, current: false });
    const user = userEvent.setup();
    renderCard();
    screen.getByRole('button', { name: 'Withdraw health-data consent' }).focus();
    await user.keyboard('{Enter}');
    await user.tab(); // from the confirmation's heading to its first button
    expect(screen.getByRole('button', { name: 'Yes, withdraw my consent' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.withdrawHealthDataConsent).toHaveBeenCalledTimes(1);
  });

  it('explains a failure and lets the member try again', async () => {
    api.withdrawHealthDataConsent.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    api.withdrawHealthDataConsent.mockResolvedValueOnce({ action: 'withdraw', noticeVersion: HEALTH_NOTICE_VERSION, current: false });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Withdraw health-data consent' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my consent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(api.refreshProfile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my consent' }));
    expect(api.withdrawHealthDataConsent).toHaveBeenCalledTimes(2);
    expect(api.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to withdraw to a member who never consented or already withdrew', () => {
    api.profile = { uid: 'm1', onboarding: {} };
    const { unmount } = renderCard();
    expect(screen.getByText(/You have not given consent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw health-data consent' })).not.toBeInTheDocument();
    unmount();
    api.profile = { uid: 'm1', consent: { healthData: healthData({ withdrawnAt: withdrawn }) }, onboarding: {} };
    renderCard();
    expect(screen.queryByRole('button', { name: 'Withdraw health-data consent' })).not.toBeInTheDocument();
  });

  it('says what happens to answers already given, with the way to have them deleted', () => {
    renderCard();
    expect(screen.getByText(/Answers you have already sent are kept while you have an account/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Your data' })[0]).toHaveAttribute('href', '/dashboard/my-data');
  });

  it('gives consent again after a withdrawal, against the current notice, then shows it and focuses the section', async () => {
    api.profile = { uid: 'm1', consent: { healthData: healthData({ withdrawnAt: withdrawn }) }, onboarding: {} };
    api.giveHealthDataConsent.mockResolvedValue({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, current: true });
    api.refreshProfile.mockImplementation(async () => {
      api.profile = { uid: 'm1', consent: { healthData: healthData({ givenAt: new Date('2026-04-01T09:00:00Z') }) }, onboarding: {} };
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Give consent again' }));
    expect(screen.getByRole('heading', { name: 'Give your consent again?' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Give your consent again?' })).toHaveTextContent(`version ${HEALTH_NOTICE_VERSION}`);
    expect(api.giveHealthDataConsent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, I give my consent' }));
    expect(api.giveHealthDataConsent).toHaveBeenCalledWith(HEALTH_NOTICE_VERSION);
    expect(await screen.findByText(/You gave consent on 1 April 2026/)).toBeInTheDocument();
    expect(screen.getByText('Thank you: your consent is recorded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your health information' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Withdraw health-data consent' })).toBeInTheDocument();
  });

  it('explains a failure to give consent again and keeps the choice open', async () => {
    api.profile = { uid: 'm1', consent: { healthData: healthData({ withdrawnAt: withdrawn }) }, onboarding: {} };
    api.giveHealthDataConsent.mockRejectedValueOnce(new Error('We could not reach the server. Check your connection and try again.'));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Give consent again' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I give my consent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('button', { name: 'Yes, I give my consent' })).toBeEnabled();
    expect(api.refreshProfile).not.toHaveBeenCalled();
  });

  it('says so when the profile could not be loaded', () => {
    api.profile = null;
    renderCard();
    expect(screen.getByText('Your consent record could not be loaded. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
