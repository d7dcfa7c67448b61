import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import * as api from '../../api/form-responses-api';
import { BOM } from './csv-rows';
import { FormResponsesPage } from './FormResponsesPage';

vi.mock('../../api/form-responses-api', async (original) => ({
  ...(await original<typeof api>()),
  listForms: vi.fn(),
  listFormResponses: vi.fn(),
  exportFormResponses: vi.fn(),
  joinResponseReviews: vi.fn(),
  countFormResponses: vi.fn(),
  loadMemberNames: vi.fn(),
  loadFormVersions: vi.fn(),
}));

const mocked = vi.mocked(api);

const definition: FormDefinition = {
  id: 'mood',
  version: 2,
  title: 'Mood check',
  schema: { type: 'object', properties: { q1: { type: 'integer', title: 'Little interest', oneOf: [{ const: 0, title: 'Not at all' }, { const: 3, title: 'Nearly every day' }] } } },
  scoring: {
    version: '1',
    scales: {
      phq9: { title: 'PHQ-9', items: ['q1'], itemMin: 0, itemMax: 3, bands: [{ id: 'minimal', label: 'Minimal', min: 0, max: 1 }, { id: 'severe', label: 'Severe', min: 2, max: 3 }] },
    },
  },
};

function response(id: string, over: Partial<api.FormResponseRow> = {}): api.FormResponseRow {
  return {
    id,
    memberId: `member-${id}`,
    formVersion: 2,
    scoringVersion: '1',
    submittedAt: new Date('2026-05-04T09:30:00Z'),
    data: { q1: 3 },
    scores: { phq9: { title: 'PHQ-9', total: 3, complete: true, answered: 1, itemCount: 1, min: 0, max: 3, band: 'severe', bandLabel: 'Severe', subscales: {}, rules: {} } },
    memberFlags: [],
    review: null,
    ...over,
  };
}

const urgent = response('r1', {
  memberId: 'ada',
  review: { open: 1, topSeverity: 'urgent', flags: [{ id: 'item9', severity: 'urgent', message: 'Thoughts of self-harm', fields: ['q1'], acknowledged: null }] },
});
const calm = response('r2', { memberId: 'bo', data: { q1: 0 }, scores: { phq9: { ...urgent.scores.phq9!, total: 0, band: 'minimal', bandLabel: 'Minimal' } } });

function renderPage(formId = 'mood') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/form-responses/${formId}`]}>
        <Routes>
          <Route path="/admin/form-responses/:id" element={<FormResponsesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastFilter = () => mocked.listFormResponses.mock.calls.at(-1)![1];

describe('FormResponsesPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    mocked.listForms.mockResolvedValue([
      { id: 'mood', title: 'Mood check', description: '', status: 'published', currentVersion: 2, source: 'builder', updatedAt: null, updatedBy: null },
    ]);
    mocked.loadFormVersions.mockResolvedValue([
      { version: 1, definition: { ...definition, version: 1 }, migration: null },
      { version: 2, definition, migration: null },
    ]);
    mocked.listFormResponses.mockResolvedValue({ rows: [urgent, calm], next: null, scanned: 3 });
    mocked.countFormResponses.mockResolvedValue(2);
    mocked.exportFormResponses.mockImplementation(async function* () {
      yield { rows: [{ row: urgent, memberName: 'Ada Lovelace' }, { row: calm, memberName: 'Bo Ørsted' }], total: 2 };
    });
    const known: Record<string, string> = { ada: 'Ada Lovelace', bo: 'Bo Ørsted' };
    mocked.loadMemberNames.mockImplementation(async (ids) => Object.fromEntries(ids.filter((id) => id in known).map((id) => [id, known[id]!])));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows loading, then each response: member (linked), date, version, score and band, flags in words', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const row = await screen.findByTestId('response-row-r1');
    expect(await within(row).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/member/ada');
    expect(row).toHaveTextContent('4 May 2026');
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(row).toHaveTextContent('Severe');
    expect(row).toHaveTextContent('Urgent Thoughts of self-harm');
    expect(screen.getByTestId('response-row-r2')).toHaveTextContent('None');
    expect(await screen.findByText('2 of 2 shown')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'PHQ-9' })).toBeInTheDocument();
    expect(mocked.listFormResponses).toHaveBeenCalledWith('mood', expect.objectContaining({ flagged: 'all', sort: { by: 'date' }, direction: 'desc' }), null, 50, 'later');
    // names are read once for both members on screen
    expect(mocked.loadMemberNames).toHaveBeenCalledTimes(1);
    expect(mocked.loadMemberNames.mock.calls[0]![0]).toEqual(['ada', 'bo']);
  });

  it('shows the rows as soon as they are read and their flags once the review documents are (never "None" before)', async () => {
    const bare = { ...urgent, review: null };
    mocked.listFormResponses.mockResolvedValue({ rows: [bare, calm], next: null, scanned: 2, reviewsPending: true });
    let release: (rows: api.FormResponseRow[]) => void = () => {};
    mocked.joinResponseReviews.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    renderPage();
    const row = await screen.findByTestId('response-row-r1');
    expect(row).toHaveTextContent('Checking flags…');
    expect(row).not.toHaveTextContent('None');
    release([urgent, calm]);
    expect(await within(row).findByText('Thoughts of self-harm', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('response-row-r2')).toHaveTextContent('None');
    expect(mocked.joinResponseReviews).toHaveBeenCalledWith('mood', expect.objectContaining({ flagged: 'all' }), [bare, calm]);
  });

  it('says when the flags cannot be loaded, and tries again', async () => {
    mocked.listFormResponses.mockResolvedValue({ rows: [{ ...urgent, review: null }], next: null, scanned: 1, reviewsPending: true });
    mocked.joinResponseReviews.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.')).mockResolvedValueOnce([urgent]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The flags of some responses could not be loaded');
    expect(screen.getByTestId('response-row-r1')).toHaveTextContent('Flags could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByTestId('response-row-r1')).findByText('Thoughts of self-harm', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has an empty state, and a different one under filters', async () => {
    mocked.listFormResponses.mockResolvedValue({ rows: [], next: null, scanned: 0 });
    renderPage();
    expect(await screen.findByText('Nobody has submitted this form yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Flags raised'), { target: { value: 'flagged' } });
    expect(await screen.findByText('No responses match these filters.')).toBeInTheDocument();
  });

  it('says when there is no such form', async () => {
    renderPage('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no form called “nope”');
  });

  it('says when responses cannot be loaded, and tries again', async () => {
    mocked.listFormResponses.mockRejectedValueOnce(new api.DataError('unavailable', 'We could not reach the server.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('response-row-r1')).toBeInTheDocument();
  });

  it('asks Firestore again for each filter: version, band, flagged, dates', async () => {
    renderPage();
    await screen.findByTestId('response-row-r1');
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '1' } });
    await waitFor(() => expect(lastFilter().version).toBe(1));
    fireEvent.change(screen.getByLabelText('Band'), { target: { value: 'phq9:severe' } });
    await waitFor(() => expect(lastFilter().band).toEqual({ scale: 'phq9', band: 'severe' }));
    fireEvent.change(screen.getByLabelText('Flags raised'), { target: { value: 'open' } });
    await waitFor(() => expect(lastFilter().flagged).toBe('open'));
    fireEvent.change(screen.getByLabelText('Submitted from'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Submitted to'), { target: { value: '2026-05-31' } });
    await waitFor(() => expect(lastFilter().to).toEqual(new Date(2026, 5, 1)));
    expect(lastFilter().from).toEqual(new Date(2026, 4, 1));
    expect(screen.getByLabelText('Submitted to')).toHaveValue('2026-05-31');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // the unfiltered list is served from the cache: the fields show it
    expect(screen.getByLabelText('Version')).toHaveValue('');
    expect(screen.getByLabelText('Flags raised')).toHaveValue('all');
    expect(screen.getByLabelText('Submitted from')).toHaveValue('');
    expect(await screen.findByTestId('response-row-r2')).toBeInTheDocument();
  });

  it('sorts by date or by a score; sorting by a score is offered only without date, band and flag filters', async () => {
    renderPage();
    await screen.findByTestId('response-row-r1');
    const order = screen.getByLabelText('Order');
    fireEvent.change(order, { target: { value: 'date:asc' } });
    await waitFor(() => expect(lastFilter()).toMatchObject({ sort: { by: 'date' }, direction: 'asc' }));
    fireEvent.change(order, { target: { value: 'scale:phq9:desc' } });
    await waitFor(() => expect(lastFilter()).toMatchObject({ sort: { by: 'scale', scale: 'phq9' }, direction: 'desc' }));
    expect(screen.getByLabelText('Flags raised')).toBeDisabled();
    fireEvent.change(order, { target: { value: 'date:desc' } });
    fireEvent.change(screen.getByLabelText('Flags raised'), { target: { value: 'flagged' } });
    await waitFor(() => expect(lastFilter().flagged).toBe('flagged'));
    expect(screen.getByRole('option', { name: 'PHQ-9 total: highest first' })).toBeDisabled();
    expect(screen.getByText('To sort by a score, clear the date, band and flag filters.')).toBeInTheDocument();
  });

  it('loads the next page with the cursor of the last one ("Load more")', async () => {
    const cursor = { kind: 'responses', last: {} } as unknown as api.ResponsesCursor;
    mocked.listFormResponses.mockResolvedValueOnce({ rows: [urgent], next: cursor, scanned: 1 }).mockResolvedValueOnce({ rows: [calm], next: null, scanned: 1 });
    renderPage();
    await screen.findByTestId('response-row-r1');
    expect(screen.queryByTestId('response-row-r2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('response-row-r2')).toBeInTheDocument();
    expect(mocked.listFormResponses).toHaveBeenLastCalledWith('mood', expect.anything(), cursor, 50, 'later');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(mocked.loadMemberNames).toHaveBeenLastCalledWith(['bo']);
  });

  it('exports the filtered set as a CSV download with a BOM, labels by default', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: vi.fn() }));
    renderPage();
    await screen.findByTestId('response-row-r1');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/Downloaded mood-responses-\d{4}-\d{2}-\d{2}\.csv: 2 responses/)).toBeInTheDocument();
    expect(mocked.exportFormResponses).toHaveBeenLastCalledWith('mood', expect.objectContaining({ flagged: 'all' }), expect.any(AbortSignal));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // UTF-8 byte order mark (Blob.text() would decode it away)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Little interest');
    expect(text).toContain('Nearly every day');
    expect(text).toContain('Urgent: Thoughts of self-harm');
  });

  it('downloads the filtered set for another service as a FHIR Bundle: each response and its complete score', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:fhir'), revokeObjectURL: vi.fn() }));
    renderPage();
    await screen.findByTestId('response-row-r1');
    fireEvent.click(screen.getByRole('button', { name: 'Download FHIR bundle' }));
    expect(await screen.findByText('Downloaded mood-responses.fhir.json: 2 responses and 2 scores.')).toBeInTheDocument();
    expect(mocked.exportFormResponses).toHaveBeenLastCalledWith('mood', expect.objectContaining({ flagged: 'all' }), expect.any(AbortSignal));
    const bundle = JSON.parse(await blobs[0]!.text());
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry.map((e: { resource: { resourceType: string; id: string } }) => `${e.resource.resourceType} ${e.resource.id}`)).toEqual([
      'QuestionnaireResponse r1',
      'Observation r1-phq9',
      'QuestionnaireResponse r2',
      'Observation r2-phq9',
    ]);
    expect(bundle.entry[0].resource).toMatchObject({ questionnaire: 'https://wellness.example/fhir/Questionnaire/mood|2', authored: '2026-05-04T09:30:00.000Z', subject: { identifier: { value: 'ada' } } });
    expect(bundle.entry[1].resource).toMatchObject({ valueInteger: 3, interpretation: [{ text: 'Severe' }] });
  });

  it('shows the export progress and cancels it between pages: nothing is downloaded', async () => {
    const createObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL, revokeObjectURL: vi.fn() }));
    renderPage();
    await screen.findByTestId('response-row-r1');
    let release: (page: api.ExportPage) => void = () => {};
    mocked.exportFormResponses.mockImplementation(async function* () {
      yield { rows: [{ row: urgent, memberName: 'Ada Lovelace' }, { row: calm, memberName: null }], total: 1000 };
      yield await new Promise<api.ExportPage>((resolve) => (release = resolve));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('2 of 1,000 responses read')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    release({ rows: [{ row: calm, memberName: null }] });
    expect(await screen.findByText('Export cancelled. Nothing was downloaded.')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
