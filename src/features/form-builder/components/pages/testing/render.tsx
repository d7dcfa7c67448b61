/** Test helpers for the form pages: a fresh query cache and a router per render, and sample forms. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FormSummary } from '../../../api/forms-api';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderPage(page: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

export const at = new Date('2025-03-01T10:00:00Z');

export const summary = (over: Partial<FormSummary> & { id: string }): FormSummary => ({
  title: over.id,
  description: '',
  status: 'published',
  currentVersion: 1,
  source: 'repo',
  updatedAt: at,
  updatedBy: 'cli',
  ...over,
});
