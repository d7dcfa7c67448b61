import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fieldKindPreset, type FormDefinition } from '@engine';
import { CONSENT_REQUIRED, CONSENT_REQUIRED_MESSAGE, HEALTH_NOTICE_VERSION } from '@model';
import { AssessmentPage } from './AssessmentPage';
import { preloadRenderer } from './renderer';

const api = vi.hoisted(() => {
  class DataError extends Error {
    constructor(
      readonly code: string,
      message: string,
      readonly details?: unknown,
    ) {
      super(message);
    }
  }
  return {
    DataError,
    signIn: { user: { uid: 'm1' }, profile: null as unknown },
    loadPublishedForm: vi.fn(),
    findDraft: vi.fn(),
    newSubmissionKey: vi.fn(),
    saveDraft: vi.fn(),
    submitResponse: vi.fn(),
    listSubmitted: vi.fn(),
    giveHealthDataConsent: vi.fn(),
    refreshProfile: vi.fn(),
    loadMigrations: vi.fn(),
    // a browser keeping no IndexedDB (as jsdom): the copy goes to localStorage, Submit needs the server
    readDraftCopy: vi.fn(async () => null),
    writeDraftCopy: vi.fn(async () => false),
    clearDraftCopy: vi.fn(async () => undefined),
    putInOutbox: vi.fn(async () => false),
    listOutbox: vi.fn(async () => []),
    watchOutbox: vi.fn(async () => () => undefined),
    loadFormVersion: vi.fn(),
    listAssignments: vi.fn(),
    prefetchCallables: vi.fn(async () => undefined),
  };
});
vi.mock('../api/assessments-api', () => ({ ...api, useSignedIn: () => api.signIn }));

/** A form made in the FormBuilder: one rating item scored as a scale, and a yes/no. */
const sleepCheck: FormDefinition = {
  id: 'sleep-check',
  version: 3,
  title: 'Sleep check-in',
  description: 'Two questions about last week.',
  schema: {
    type: 'object',
    properties: {
      rested: fieldKindPreset('rating', 'How rested have you felt?').schema,
      naps: fieldKindPreset('yesNo', 'Did you nap?').schema,
    },
    required: ['rested', 'naps'],
    additionalProperties: false,
  },
  uiSchema: { rested: fieldKindPreset('rating', 'x').uiSchema!, naps: fieldKindPreset('yesNo', 'x').uiSchema! },
  sections: [{ id: 'week', title: 'Last week', fields: ['rested', 'naps'] }],
  conditions: [],
  settings: { kind: 'custom' },
};

const consentedProfile = (healthData: Record<string, unknown> = {}) => ({
  consent: { healthData: { givenAt: new Date(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null, ...healthData } },
  onboarding: {},
});

const result = {
  responseId: 'r1',
  formId: 'sleep-check',
  formVersion: 3,
  scores: { rest: { title: 'Rest', total: 3, max: 4, bandLabel: 'Good', rules: {} } },
  flags: [],
  scoringVersion: 'x',
};

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/forms/:id" element={<AssessmentPage />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

// the renderer is a chunk of its own in the app; here its first import (RJSF) is paid once, before the clocks start
// (and the migrations' module, which a draft on an older version loads)
beforeAll(async () => {
  await Promise.all([preloadRenderer(), import('../carry-draft')]);
}, 30_000);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  api.signIn.profile = consentedProfile();
  api.findDraft.mockResolvedValue(null);
  api.listSubmitted.mockResolvedValue([]);
  api.newSubmissionKey.mockResolvedValue('KEY0000000000000000A');
  api.saveDraft.mockResolvedValue('KEY0000000000000000A');
});

describe('AssessmentPage for a published form made in the FormBuilder', () => {
  it('is titled by its definition, submits through the server and shows the result', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck });
    api.submitResponse.mockResolvedValue(result);
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep check-in' })).toBeInTheDocument();
    expect(api.loadPublishedForm).toHaveBeenCalledWith('sleep-check');
    expect(screen.getByText('Two questions about last week.')).toBeInTheDocument();

    // the questions come with the renderer's chunk, after the page has painted
    await user.click(within(await screen.findByRole('group', { name: 'How rested have you felt?' })).getByRole('radio', { name: 'Quite a bit' }));
    await user.click(within(screen.getByRole('group', { name: 'Did you nap?' })).getByRole('radio', { name: 'No' }));
    // autosaved as a draft of this version (after a short pause in typing)
    expect(await screen.findByText('Draft saved', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(api.saveDraft).toHaveBeenLastCalledWith({ uid: 'm1', formId: 'sleep-check', formVersion: 3, data: { rested: 3, naps: 'no' }, submissionKey: 'KEY0000000000000000A' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // the Functions SDK Submit needs was fetched once the questions were here
    expect(api.prefetchCallables).toHaveBeenCalled();
    expect(api.submitResponse).toHaveBeenCalledWith({ formId: 'sleep-check', formVersion: 3, submissionKey: 'KEY0000000000000000A', data: { rested: 3, naps: 'no' } });
    expect(await screen.findByRole('heading', { name: 'Thank you: your answers are saved' })).toBeInTheDocument();
    expect(screen.getByText(/Score/)).toHaveTextContent('Score: 3 out of 4 (Good)');
  });

  it('asks for health-data consent before showing the form to a member who has not given it', async () => {
    api.signIn.profile = { onboarding: {} };
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck });
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { name: 'Before you start: your health information' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How rested have you felt?' })).not.toBeInTheDocument();
  });

  it('says a form that is not published is not available, with a link back', async () => {
    api.loadPublishedForm.mockRejectedValue(new api.DataError('not-found', 'This form is not available at the moment.'));
    const user = userEvent.setup();
    open('/dashboard/forms/no-such-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Form not available' })).toBeInTheDocument();
    expect(screen.getByText(/This form is not available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('a form for assigned members only, opened by a member without an open assignment: says so before they start, with the way back, and shows no form', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck, audience: 'assigned' });
    // one submitted and one cancelled assignment of it, and an open one of another form: none opens this one
    api.listAssignments.mockResolvedValue([
      { id: 'a1', formId: 'sleep-check', status: 'submitted' },
      { id: 'a2', formId: 'sleep-check', status: 'cancelled' },
      { id: 'a3', formId: 'other-form', status: 'assigned' },
    ]);
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'This form has not been sent to you' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This form is sent to members by the practice; you have not been asked to fill it.');
    expect(api.listAssignments).toHaveBeenCalledWith('m1');
    expect(screen.queryByRole('group', { name: 'How rested have you felt?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(api.saveDraft).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('a form for assigned members only opens as usual for a member with an open assignment of it', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck, audience: 'assigned' });
    api.listAssignments.mockResolvedValue([{ id: 'a1', formId: 'sleep-check', status: 'assigned' }]);
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('group', { name: 'How rested have you felt?' })).toBeInTheDocument();
    expect(screen.queryByText(/you have not been asked to fill it/)).not.toBeInTheDocument();
  });

  it('a form for everyone does not read the member\'s assignments', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck, audience: 'everyone' });
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('group', { name: 'How rested have you felt?' })).toBeInTheDocument();
    expect(api.listAssignments).not.toHaveBeenCalled();
  });

  it('offers to try again when loading fails for another reason', async () => {
    api.loadPublishedForm.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    api.loadPublishedForm.mockResolvedValueOnce({ formId: 'sleep-check', version: 3, definition: sleepCheck });
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'How rested have you felt?' })).toBeInTheDocument();
  });
});

describe('AssessmentPage: health-data consent', () => {
  beforeEach(() => api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck }));

  it('asks again when consent was withdrawn', async () => {
    api.signIn.profile = consentedProfile({ withdrawnAt: new Date() });
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { name: 'Before you start: your health information' })).toBeInTheDocument();
  });

  it('asks again when consent was given against an older notice', async () => {
    api.signIn.profile = consentedProfile({ noticeVersion: '2025-06' });
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { name: 'Before you start: your health information' })).toBeInTheDocument();
  });

  it('gives consent through the server against the current notice, then refreshes the profile', async () => {
    api.signIn.profile = { onboarding: {} };
    api.giveHealthDataConsent.mockResolvedValue({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, current: true });
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    await user.click(await screen.findByRole('button', { name: 'Give consent and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to give your consent');
    expect(api.giveHealthDataConsent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /I consent to this practice/ }));
    await user.click(screen.getByRole('button', { name: 'Give consent and continue' }));
    expect(api.giveHealthDataConsent).toHaveBeenCalledWith(HEALTH_NOTICE_VERSION);
    expect(api.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when consent cannot be recorded, and lets the member try again", async () => {
    api.signIn.profile = { onboarding: {} };
    api.giveHealthDataConsent.mockRejectedValueOnce(new api.DataError('functions/invalid-argument', 'The privacy notice has changed since this page loaded.'));
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    await user.click(await screen.findByRole('checkbox', { name: /I consent to this practice/ }));
    await user.click(screen.getByRole('button', { name: 'Give consent and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The privacy notice has changed since this page loaded.');
    expect(screen.getByRole('button', { name: 'Give consent and continue' })).toBeEnabled();
  });

  it('brings the consent step back when the server refuses the answers for want of consent, keeps them, and sends them once consent is given', async () => {
    api.submitResponse.mockRejectedValueOnce(new api.DataError('functions/failed-precondition', CONSENT_REQUIRED_MESSAGE, { reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION }));
    api.submitResponse.mockResolvedValueOnce(result);
    api.giveHealthDataConsent.mockResolvedValue({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, current: true });
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    const rested = await screen.findByRole('group', { name: 'How rested have you felt?' });
    await user.click(within(rested).getByRole('radio', { name: 'Quite a bit' }));
    await user.click(within(screen.getByRole('group', { name: 'Did you nap?' })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { name: 'Your consent is needed to save your answers' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(CONSENT_REQUIRED_MESSAGE)).toHaveLength(1); // said once, with the way on
    // the answers are still on the page
    expect(within(screen.getByRole('group', { name: 'How rested have you felt?' })).getByRole('radio', { name: 'Quite a bit' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /I consent to this practice/ }));
    await user.click(screen.getByRole('button', { name: 'Give consent and send my answers' }));
    expect(api.giveHealthDataConsent).toHaveBeenCalledWith(HEALTH_NOTICE_VERSION);
    expect(await screen.findByRole('heading', { name: 'Thank you: your answers are saved' })).toBeInTheDocument();
    expect(api.submitResponse).toHaveBeenCalledTimes(2);
    // the same submission key: had the first call been stored after all, the server answers with it
    expect(api.submitResponse.mock.calls[1]![0]).toEqual(api.submitResponse.mock.calls[0]![0]);
    expect(api.submitResponse.mock.calls[1]![0]).toMatchObject({ formId: 'sleep-check', data: { rested: 3, naps: 'no' } });
  });

  it('shows any other refusal in the form, without the consent step', async () => {
    api.submitResponse.mockRejectedValueOnce(new api.DataError('functions/failed-precondition', 'This form has a newer version: reload the page.'));
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    await user.click(within(await screen.findByRole('group', { name: 'How rested have you felt?' })).getByRole('radio', { name: 'Quite a bit' }));
    await user.click(within(screen.getByRole('group', { name: 'Did you nap?' })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This form has a newer version: reload the page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your consent is needed to save your answers' })).not.toBeInTheDocument();
  });
});

describe('AssessmentPage with a draft started on an older version', () => {
  it('opens the draft on the current version with its answers, and says calmly, first, which question to answer again', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck });
    // started on version 2, when "rested" was called "restedness"; version 3 reworded "naps"
    api.findDraft.mockResolvedValue({ id: 'm1_sleep-check', formId: 'sleep-check', formVersion: 2, submissionKey: 'KEY0000000000000000A', data: { restedness: 3, naps: 'no' }, carried: null });
    api.loadMigrations.mockResolvedValue([
      { formId: 'sleep-check', from: 2, to: 3, renamed: [{ from: 'restedness', to: 'rested' }], removed: [], values: [], reask: ['naps'] },
    ]);
    open('/dashboard/forms/sleep-check');
    const notice = await screen.findByRole('region', { name: 'This form was updated since you started it' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('Your answers have been kept.');
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Did you nap?');
    expect(notice).not.toHaveClass('alert');
    // the answer given under the old name is there under the new one
    expect(within(await screen.findByRole('group', { name: 'How rested have you felt?' })).getByRole('radio', { name: 'Quite a bit' })).toBeChecked();
    expect(api.saveDraft).toHaveBeenCalledWith(expect.objectContaining({ formVersion: 3, data: { rested: 3, naps: 'no' }, carried: { migratedFrom: 2, unplaced: [] } }));
  });

  it('says nothing when the draft is already on the current version', async () => {
    api.loadPublishedForm.mockResolvedValue({ formId: 'sleep-check', version: 3, definition: sleepCheck });
    api.findDraft.mockResolvedValue({ id: 'm1_sleep-check', formId: 'sleep-check', formVersion: 3, submissionKey: 'KEY0000000000000000A', data: { rested: 3 }, carried: null });
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('group', { name: 'How rested have you felt?' })).toBeInTheDocument();
    expect(screen.queryByTestId('carried-draft-notice')).not.toBeInTheDocument();
    expect(api.loadMigrations).not.toHaveBeenCalled();
  });
});

describe('AssessmentPage: past responses, each with its own version', () => {
  // version 1 asked "How rested were you?"; the form has since moved on and was archived
  const v1: FormDefinition = {
    ...sleepCheck,
    version: 1,
    schema: { ...sleepCheck.schema, properties: { ...sleepCheck.schema.properties, rested: { ...sleepCheck.schema.properties!.rested!, title: 'How rested were you?' } } },
  };
  const past = {
    responseId: 'r0', formId: 'sleep-check', formVersion: 1, scores: {}, flags: [], scoringVersion: 'x', submittedAt: new Date('2026-03-02T10:00:00Z'),
    data: { rested: 2, naps: 'yes' }, unplaced: [{ field: 'dreams', value: 'vivid', version: 1, reason: 'removed' as const }], migratedFrom: undefined,
  };

  it('still shows the member their past answers to an archived form, read with the version they were given on', async () => {
    api.loadPublishedForm.mockRejectedValue(new api.DataError('not-found', 'This form is not available at the moment.'));
    api.listSubmitted.mockResolvedValue([past]);
    api.loadFormVersion.mockResolvedValue({ formId: 'sleep-check', version: 1, definition: v1 });
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Form not available' })).toBeInTheDocument();
    const results = await screen.findByRole('region', { name: 'Your results over time' });
    expect(results).toHaveTextContent('2 Mar 2026');
    expect(api.loadFormVersion).not.toHaveBeenCalled(); // only when opened
    await user.click(within(results).getByText('Show my answers'));
    expect(await within(results).findByText('How rested were you?')).toBeInTheDocument();
    expect(api.loadFormVersion).toHaveBeenCalledWith('sleep-check', 1);
    expect(within(results).getByRole('region', { name: 'Answers from an earlier version of this form' })).toHaveTextContent('vivid');
  });

  it('says so, and offers to try again, when the version cannot be loaded', async () => {
    api.loadPublishedForm.mockRejectedValue(new api.DataError('not-found', 'This form is not available at the moment.'));
    api.listSubmitted.mockResolvedValue([past]);
    api.loadFormVersion.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ formId: 'sleep-check', version: 1, definition: v1 });
    const user = userEvent.setup();
    open('/dashboard/forms/sleep-check');
    await user.click(await screen.findByText('Show my answers'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be shown just now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How rested were you?')).toBeInTheDocument();
  });
});
