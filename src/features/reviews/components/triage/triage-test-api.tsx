/**
 * Test-only: a stand-in for api/triage-api (the listeners answer when the test says so) and a
 * render of the triage page's parts with a fresh query cache and a router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ScaleScore } from '@engine';
import type { ReviewFlag } from '@model';
import type { DataError, SubmissionSummary, TriageEntry } from '../../api/triage-api';

interface Listener<T> {
  count: number;
  onChange(data: T): void;
  onError(error: DataError): void;
  stop: ReturnType<typeof vi.fn>;
}

/** The fake api's state: every listener started, newest last. */
export function fakeTriageApi() {
  const queue: Listener<TriageEntry[]>[] = [];
  const latest: Listener<SubmissionSummary[]>[] = [];
  const listen = <T,>(list: Listener<T>[]) => (count: number, onChange: (data: T) => void, onError: (error: DataError) => void) => {
    const stop = vi.fn();
    list.push({ count, onChange, onError, stop });
    return stop;
  };
  return {
    queue,
    latest,
    module: {
      DataError: class extends Error { constructor(readonly code: string, message: string) { super(message); } },
      subscribeTriageQueue: vi.fn(listen(queue)),
      subscribeLatestSubmissions: vi.fn(listen(latest)),
      loadSubmissionSummary: vi.fn(async (responseId: string): Promise<SubmissionSummary> => ({
        responseId, memberId: 'm', formId: 'initial-assessment', formVersion: 1, submittedAt: null, scores: { phq9: scale('PHQ-9', 12, 27, 'Moderate') },
      })),
      loadMemberName: vi.fn(async (memberId: string) => ({ 'member-sam': 'Sam Patel', 'member-jo': 'Jo Evans' })[memberId] ?? null),
      listForms: vi.fn(async () => [{ id: 'initial-assessment', title: 'Initial assessment' }, { id: 'ptsd', title: 'PTSD checklist (PCL-5)' }]),
      countMembersNotOnboarded: vi.fn(async () => 2),
      acknowledgeFlag: vi.fn(async (request: { responseId: string; flagId: string }) => ({ responseId: request.responseId, flagId: request.flagId, open: 0 })),
    },
  };
}

export function scale(title: string, total: number | null, max: number, bandLabel: string | null): ScaleScore {
  return { title, total, complete: total !== null, answered: 9, itemCount: 9, min: 0, max, band: bandLabel?.toLowerCase() ?? null, bandLabel, subscales: {}, rules: {} };
}

export function flag(id: string, severity: ReviewFlag<Date>['severity'], message: string, extra: Partial<ReviewFlag<Date>> = {}): ReviewFlag<Date> {
  return { id, severity, message, fields: [], acknowledged: null, ...extra };
}

export function entry(responseId: string, memberId: string, openRank: number, iso: string, flags: ReviewFlag<Date>[]): TriageEntry {
  return { responseId, memberId, formId: 'initial-assessment', formVersion: 1, submittedAt: new Date(iso), openRank, open: flags.filter((f) => !f.acknowledged).length, flags };
}

export function renderTriage(ui: ReactElement, path = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}
