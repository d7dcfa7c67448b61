import type { FormDefinition } from '@engine';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { FormPreviewPage } from './FormPreviewPage';
import { renderPage, summary } from '../../testing/render';

vi.mock('../../api/forms-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  loadBuilderDraft: vi.fn(),
  loadFormVersion: vi.fn(),
  saveBuilderDraft: vi.fn(),
  publishForm: vi.fn(),
}));

const mocked = vi.mocked(api);
const choices = [
  { const: 0, title: 'Never' },
  { const: 1, title: 'Sometimes' },
  { const: 2, title: 'Often' },
];

const definition: FormDefinition = {
  id: 'check-in',
  version: 2,
  title: 'Weekly check-in',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      sleep: { type: 'integer', title: 'Trouble sleeping', oneOf: choices },
      worry: { type: 'integer', title: 'Worrying', oneOf: choices },
    },
    required: ['sleep', 'worry'],
    additionalProperties: false,
  },
  uiSchema: { sleep: { 'ui:widget': 'radio' }, worry: { 'ui:widget': 'radio' } },
  sections: [{ id: 'week', title: 'This week', fields: ['sleep', 'worry'] }],
  scoring: {
    version: '1',
    scales: {
      distress: {
        title: 'Distress',
        items: ['sleep', 'worry'],
        itemMin: 0,
        itemMax: 2,
        bands: [
          { id: 'low', label: 'Low', min: 0, max: 2 },
          { id: 'high', label: 'High', min: 3, max: 4 },
        ],
      },
    },
    flags: [{ id: 'worry', severity: 'urgent', message: 'Worrying often', fields: ['worry'], trigger: { kind: 'answer', when: { field: 'worry', atLeast: 2 } } }],
  },
};

const answer = (question: string, choice: string) => fireEvent.click(within(screen.getByRole('group', { name: new RegExp(question) })).getByLabelText(choice));

describe('FormPreviewPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.listForms.mockResolvedValue([summary({ id: 'check-in', title: 'Weekly check-in', currentVersion: 2 })]);
    mocked.loadFormVersion.mockResolvedValue({ formId: 'check-in', version: 2, definition });
  });

  it('loads the current version and shows the form as a member sees it, with live scores', async () => {
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Weekly check-in' })).toBeInTheDocument();
    expect(mocked.loadFormVersion).toHaveBeenCalledWith('check-in', 2);
    const tryIt = screen.getByRole('region', { name: 'Try it: scores for the answers above' });
    expect(within(tryIt).getByRole('region', { name: 'Scale Distress' })).toHaveTextContent('Not scored yet: 0 of 2 items answered');
    answer('Trouble sleeping', 'Sometimes');
    answer('Worrying', 'Often');
    await waitFor(() => expect(within(tryIt).getByRole('region', { name: 'Scale Distress' })).toHaveTextContent('Total 3 (range 0–4): band High'));
    expect(within(tryIt).getByRole('region', { name: 'Flags raised' })).toHaveTextContent('Urgent: Worrying often');
  });

  it('Submit sends nothing and shows the scores a member would get', async () => {
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in' });
    await screen.findByRole('heading', { level: 1, name: 'Preview: Weekly check-in' });
    answer('Trouble sleeping', 'Never');
    answer('Worrying', 'Never');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = await screen.findByText('Preview — nothing is sent.');
    expect(sent.closest('[role="status"]')).toHaveTextContent('Total 0 (range 0–4): band Low');
    expect(mocked.saveBuilderDraft).not.toHaveBeenCalled();
    expect(mocked.publishForm).not.toHaveBeenCalled();
  });

  it('switches between phone and desktop width', async () => {
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in' });
    await screen.findByRole('heading', { level: 1, name: 'Preview: Weekly check-in' });
    expect(screen.getByTestId('preview-frame')).toHaveAttribute('data-width', 'desktop');
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByTestId('preview-frame')).toHaveAttribute('data-width', 'phone');
  });

  it('previews the working draft with version=draft', async () => {
    mocked.loadBuilderDraft.mockResolvedValue({ definition: { ...definition, title: 'Weekly check-in (draft)' }, revision: 4, updatedAt: null, updatedBy: null, declared: { renamed: [], removed: [] } });
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in&version=draft' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Weekly check-in (draft)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('draft');
    expect(mocked.loadFormVersion).not.toHaveBeenCalled();
  });

  it('says so for an unknown form, an unknown version and a version that is not one', async () => {
    const first = renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=nope' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no form with the id “nope”.');
    first.unmount();
    const second = renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in&version=5' });
    expect(await screen.findByRole('alert')).toHaveTextContent('“Weekly check-in” has no version 5 (the current version is 2).');
    second.unmount();
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview?id=check-in&version=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('“abc” is not a version');
  });

  it('without an id, lists the forms to preview', async () => {
    renderPage(<FormPreviewPage />, { route: '/admin/form-preview' });
    expect(await screen.findByRole('link', { name: 'Weekly check-in' })).toHaveAttribute('href', '/admin/form-preview?id=check-in');
  });
});
