import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@model';
import { AboutPage } from './AboutPage';
import { OverwhelmedPage } from './OverwhelmedPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const api = vi.hoisted(() => ({ loadSiteSettings: vi.fn<() => Promise<SiteSettings>>() }));
vi.mock('../../api/site-settings', () => ({ ...api, saveAdminSettings: vi.fn() }));

const practice: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  practiceName: 'Calm Rooms Leeds',
  ownerName: 'Sam Patel',
  contactEmail: 'hello@calm.example',
  phone: '0113 496 0000',
  address: '12 Demo Street\nLeeds\nLS1 1AA',
  about: 'For adults under strain.\n\nAnd their carers.',
  approach: 'At your pace.',
  qualifications: 'Diploma in Coaching\nVTCT Level 3 Indian Head Massage',
  icoRegistration: 'ZA123456',
  draftRetentionDays: 90,
  auditRetentionDays: 2190,
};

const show = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

beforeEach(() => {
  api.loadSiteSettings.mockReset();
});

describe('OverwhelmedPage', () => {
  const expectCrisisLinks = () => {
    expect(screen.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByRole('link', { name: '111' })).toHaveAttribute('href', 'tel:111');
    expect(screen.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByRole('link', { name: 'SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  };

  it('shows the crisis routes at once, while the settings are still loading', () => {
    api.loadSiteSettings.mockReturnValue(new Promise(() => {}));
    show(<OverwhelmedPage />);
    expectCrisisLinks();
    expect(screen.getByRole('heading', { name: 'A minute to steady yourself' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading contact details');
  });

  it('keeps the crisis routes when the settings fail, and says the contact details did not load', async () => {
    api.loadSiteSettings.mockImplementation(() => Promise.reject(new Error('We could not reach the server.')));
    show(<OverwhelmedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load our contact details');
    expectCrisisLinks();
  });

  it('gives the practice contact from settings, email and phone as links', async () => {
    api.loadSiteSettings.mockResolvedValue(practice);
    show(<OverwhelmedPage />);
    expect(await screen.findByRole('link', { name: 'hello@calm.example' })).toHaveAttribute('href', 'mailto:hello@calm.example');
    expect(screen.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute('href', 'tel:01134960000');
  });
});

describe('AboutPage', () => {
  it('introduces the practice from settings: name, who it is for, approach, qualifications, contact', async () => {
    api.loadSiteSettings.mockResolvedValue(practice);
    show(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Calm Rooms Leeds' })).toBeInTheDocument();
    expect(screen.getByText('For adults under strain.')).toBeInTheDocument();
    expect(screen.getByText('And their carers.')).toBeInTheDocument();
    expect(screen.getByText('At your pace.')).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Qualifications and memberships' }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Diploma in Coaching', 'VTCT Level 3 Indian Head Massage']);
    expect(screen.getByText('12 Demo Street, Leeds, LS1 1AA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute('href', 'tel:01134960000');
  });

  it('uses its own words where the owner has not written theirs yet', async () => {
    api.loadSiteSettings.mockResolvedValue({ ...practice, about: '', approach: '', qualifications: '' });
    show(<AboutPage />);
    expect(await screen.findByText(/Calm Rooms Leeds is a UK wellness and training practice/)).toBeInTheDocument();
    expect(screen.getByText(/Ask us about the practitioner’s qualifications/)).toBeInTheDocument();
  });

  it('says when the details cannot load, and tries again on request', async () => {
    api.loadSiteSettings.mockRejectedValueOnce(new Error('We could not reach the server.')).mockResolvedValueOnce(practice);
    show(<AboutPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the practice’s name and contact details. We could not reach the server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Calm Rooms Leeds' })).toBeInTheDocument();
    expect(api.loadSiteSettings).toHaveBeenCalledTimes(2);
  });
});

describe('PrivacyPage', () => {
  it('names the controller and ICO number, and states the retention periods from settings', async () => {
    api.loadSiteSettings.mockResolvedValue(practice);
    show(<PrivacyPage />);
    await screen.findByRole('heading', { name: 'Contact details' });
    const controller = screen.getByRole('heading', { name: 'Who is responsible for your information' }).nextElementSibling;
    expect(controller).toHaveTextContent('Calm Rooms Leeds is the controller of your personal information');
    expect(controller).toHaveTextContent('Sam Patel is the person to contact about it.');
    expect(controller).toHaveTextContent('Our registration number with the Information Commissioner’s Office (ICO) is ZA123456.');
    expect(screen.getByText(/Unfinished questionnaires/).closest('li')).toHaveTextContent('deleted after 3 months without changes');
    expect(screen.getByText(/Logs of activity and access/).closest('li')).toHaveTextContent('kept for 6 years');
    expect(screen.getAllByRole('link', { name: 'Your data' })[0]).toHaveAttribute('href', '/dashboard/my-data');
    expect(screen.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute('href', 'tel:03031231113');
  });

  it('still reads as a notice when the settings fail, without inventing details', async () => {
    api.loadSiteSettings.mockImplementation(() => Promise.reject(new Error('offline')));
    show(<PrivacyPage />);
    await screen.findByRole('alert');
    expect(screen.getByText(/Unfinished questionnaires/).closest('li')).toHaveTextContent('deleted after a set period');
    expect(screen.queryByText(/hello@example\.org/)).not.toBeInTheDocument();
  });
});

describe('TermsPage', () => {
  it('names the practice and its email, and explains the 14-day right to cancel', async () => {
    api.loadSiteSettings.mockResolvedValue(practice);
    show(<TermsPage />);
    expect(await screen.findByText(/This site is run by Calm Rooms Leeds/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'hello@calm.example' })[0]).toHaveAttribute('href', 'mailto:hello@calm.example');
    expect(screen.getByRole('heading', { name: 'Your 14-day right to cancel' })).toBeInTheDocument();
    expect(screen.getByText(/you lose the right to cancel once you open the course/)).toBeInTheDocument();
  });
});
