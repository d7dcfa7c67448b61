import { applyEdit, score, type FormDefinition } from '@engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import initialAssessmentJson from '../../../../../schemas/forms/initial-assessment.json';
import ptsdJson from '../../../../../schemas/forms/ptsd.json';
import { initialAssessment, pclAnswers, pclRatings, ratingsWithTotal } from '../../../../../engine/test-support/responses.ts';
import * as api from '../../api/trend-api';
import type { ReviewedResponse } from '../../reviewed-response';
import { ScoresOverTime } from './ScoresOverTime';

vi.mock('../../api/trend-api', async (original) => ({ ...(await original<typeof api>()), loadFormVersion: vi.fn(), listFormVersions: vi.fn() }));
const loadFormVersion = vi.mocked(api.loadFormVersion);
const listFormVersions = vi.mocked(api.listFormVersions);

const ia = initialAssessmentJson as unknown as FormDefinition;
const ptsd = ptsdJson as unknown as FormDefinition;

/** An initial assessment submitted on the 3rd of a month with these PHQ-9 and GAD-7 totals. */
function submitted(id: string, month: number, phq9: number, gad7: number): ReviewedResponse {
  const data = initialAssessment(ratingsWithTotal(phq9, 9, 3), ratingsWithTotal(gad7, 7, 3));
  const scores = score(ia, data);
  return { id, formId: 'initial-assessment', formVersion: 1, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, month, 3, 12)), scores: scores.scales, flags: [], data };
}

function show(responses: ReviewedResponse[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScoresOverTime memberId="sam" responses={responses} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no layout: the chart's container is measured by a ResizeObserver
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  loadFormVersion.mockResolvedValue({ formId: 'initial-assessment', version: 1, definition: ia });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ScoresOverTime', () => {
  it('a chart per scale, named for assistive technology, with the change and recovery in words', async () => {
    show([submitted('r3', 2, 9, 5), submitted('r1', 0, 18, 12), submitted('r2', 1, 12, 9)]);
    expect(await screen.findByRole('img', { name: 'Scores over time: PHQ-9 depression severity' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scores over time: GAD-7 anxiety severity' })).toBeInTheDocument();
    const phq9 = screen.getByRole('region', { name: /PHQ-9 depression severity/ });
    expect(within(phq9).getByText('Reliable improvement: 18 → 9 (−9; threshold 6).')).toBeInTheDocument();
    expect(within(phq9).getByText('Recovered: a case at the first response (10 or above), not now.')).toBeInTheDocument();
    const gad7 = screen.getByRole('region', { name: /GAD-7 anxiety severity/ });
    expect(within(gad7).getByText('Reliable improvement: 12 → 5 (−7; threshold 4).')).toBeInTheDocument();
    // one read per distinct form version, not per response
    expect(loadFormVersion).toHaveBeenCalledTimes(1);
    expect(loadFormVersion).toHaveBeenCalledWith('initial-assessment', 1);
  });

  it('"Show as table" shows the same numbers, oldest first, with band and change; "Hide the table" hides them', async () => {
    const user = userEvent.setup();
    show([submitted('r2', 1, 12, 9), submitted('r1', 0, 18, 12)]);
    const phq9 = await screen.findByRole('region', { name: /PHQ-9 depression severity/ });
    expect(within(phq9).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(phq9).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(phq9).getByRole('table', { name: 'Scores over time: PHQ-9 depression severity' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3 Jan 2026', '18', 'Moderately severe', 'First response', 'version 1, initial-assessment-2'],
      ['3 Feb 2026', '12', 'Moderate', '−6', 'version 1, initial-assessment-2'],
    ]);
    await user.click(within(phq9).getByRole('button', { name: 'Hide the table' }));
    expect(within(phq9).queryByRole('table')).not.toBeInTheDocument();
  });

  it('the toggle works from the keyboard', async () => {
    const user = userEvent.setup();
    show([submitted('r1', 0, 18, 12)]);
    const phq9 = await screen.findByRole('region', { name: /PHQ-9 depression severity/ });
    within(phq9).getByRole('button', { name: 'Show as table' }).focus();
    await user.keyboard('{Enter}');
    expect(within(phq9).getByRole('table')).toBeInTheDocument();
  });

  it('one response: its total and band, no change yet', async () => {
    show([submitted('r1', 0, 14, 3)]);
    const phq9 = await screen.findByRole('region', { name: /PHQ-9 depression severity/ });
    expect(within(phq9).getByText('One response so far: 14 (Moderate) on 3 Jan 2026. Change is judged from the second response.')).toBeInTheDocument();
  });

  it('no scored responses: the empty state, and nothing loaded', () => {
    const unscored: ReviewedResponse = { ...submitted('x', 0, 0, 0), formId: 'indian-head', scores: {} };
    show([unscored]);
    expect(screen.getByText(/No scores yet\. Once this member submits a form with a scored scale/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(loadFormVersion).not.toHaveBeenCalled();
  });

  it('a version that cannot be loaded: totals still charted, the reviewer told, and a retry', async () => {
    const user = userEvent.setup();
    loadFormVersion.mockRejectedValueOnce(new api.DataError('unavailable', 'offline'));
    show([submitted('r1', 0, 18, 12), submitted('r2', 1, 12, 9)]);
    expect(await screen.findByText(/initial-assessment version 1 could not be loaded/)).toBeInTheDocument();
    const phq9 = screen.getByRole('region', { name: /PHQ-9 depression severity/ });
    expect(within(phq9).getByText('Change: 18 → 12 (−6; this scale sets no reliable-change threshold).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(phq9).findByText('Reliable improvement: 18 → 12 (−6; threshold 6).')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('PCL-5: the total and its clusters, charted and in the table', async () => {
    const user = userEvent.setup();
    loadFormVersion.mockResolvedValue({ formId: 'ptsd', version: 1, definition: ptsd });
    const pcl = (id: string, month: number, ratings: number[]): ReviewedResponse => {
      const data = pclAnswers(ratings);
      const scores = score(ptsd, data);
      return { id, formId: 'ptsd', formVersion: 1, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, month, 3, 12)), scores: scores.scales, flags: [], data };
    };
    // 20 × 3 = 60, then 20 × 2 = 40: −20, threshold 10; both at or above the caseness 33
    show([pcl('p1', 0, pclRatings(3)), pcl('p2', 1, pclRatings(2))]);
    const region = await screen.findByRole('region', { name: /PCL-5 total symptom severity/ });
    expect(within(region).getByText('Reliable improvement: 60 → 40 (−20; threshold 10).')).toBeInTheDocument();
    expect(within(region).getByText('Still a case: 33 or above at the first response and now.')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Scores over time: PCL-5 total symptom severity, by subscales' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Show as table' }));
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date', 'Total', 'Intrusion', 'Avoidance', 'Negative alterations in cognitions and mood', 'Alterations in arousal and reactivity', 'Band', 'Change', 'Scoring',
    ]);
    expect([...within(table).getAllByRole('row')[2]!.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      '3 Feb 2026', '40', '10', '4', '14', '12', '—', '−20', 'version 1, pcl5-2',
    ]);
  });

  it('answers by question, read only when asked: a question renamed in version 2 keeps one row', async () => {
    const user = userEvent.setup();
    const renamed = applyEdit(ia, { type: 'renameField', from: 'phq1', to: 'interest' });
    if (!renamed.ok) throw new Error(renamed.refusal.message);
    const v2: FormDefinition = { ...renamed.definition, version: 2 };
    const migration = { formId: 'initial-assessment', from: 1, to: 2, renamed: [{ from: 'phq1', to: 'interest' }], removed: [], values: [], reask: [] };
    listFormVersions.mockResolvedValue([
      { version: 1, definition: ia, migration: null, contentHash: null, publishedAt: null },
      { version: 2, definition: v2, migration, contentHash: null, publishedAt: null },
    ]);
    loadFormVersion.mockImplementation(async (formId, version) => ({ formId, version, definition: version === 2 ? v2 : ia }));
    const first = submitted('r1', 0, 18, 12);
    const { phq1, ...rest } = initialAssessment(ratingsWithTotal(9, 9, 3), ratingsWithTotal(5, 7, 3));
    const data = { ...rest, interest: phq1 };
    const scores = score(v2, data);
    const second: ReviewedResponse = { id: 'r2', formId: 'initial-assessment', formVersion: 2, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, 1, 3, 12)), scores: scores.scales, flags: [], data };
    show([first, second]);
    const region = await screen.findByRole('region', { name: /PHQ-9 depression severity/ });
    expect(listFormVersions).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: 'Show answers by question' }));
    const table = await within(region).findByRole('table', { name: /answers by question/ });
    expect(listFormVersions).toHaveBeenCalledWith('initial-assessment');
    const firstRow = within(table).getAllByRole('row')[1]!;
    const title = (ia.schema.properties!.phq1 as { title: string }).title;
    // phq1 on version 1 (3: the first of 18 filled at the item maximum) and interest on version 2 (3 of 9), one row
    expect([...firstRow.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([title, '3', '3']);
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const ninth = within(table).getAllByRole('row')[9]!;
    expect([...ninth.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['0', '0']);
  });
});
