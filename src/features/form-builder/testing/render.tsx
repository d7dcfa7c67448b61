/**
 * Test-only renders for the FormBuilder: a panel inside a builder store, the whole workspace, or a
 * page with a fresh query cache and a router; and form summaries for the pages' api mocks.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FormDefinition } from '@engine';
import type { FormSummary } from '../api/forms-api';
import { FormBuilderWorkspace } from '../components/FormBuilderWorkspace';
import { BuilderStoreContext, createBuilderStore, type Selection } from '../store';
import { checkIn } from './definitions';

/** A panel (or any part that reads the store) inside a builder store made from `definition`. */
export function renderInBuilder(ui: ReactElement, definition: FormDefinition, selection: Selection = null) {
  const store = createBuilderStore(definition);
  if (selection) store.getState().select(selection);
  const user = userEvent.setup();
  const view = render(<BuilderStoreContext.Provider value={store}>{ui}</BuilderStoreContext.Provider>);
  return { store, user, ...view };
}

/** The workspace around `definition`, recording every change it reports. */
export function renderWorkspace(definition: FormDefinition = checkIn()) {
  const changes: FormDefinition[] = [];
  const user = userEvent.setup();
  const view = render(<FormBuilderWorkspace definition={definition} onChange={(d) => changes.push(d)} />);
  /** the definition as the workspace last reported it */
  const latest = () => changes[changes.length - 1] ?? definition;
  const sectionFields = () => Object.fromEntries((latest().sections ?? []).map((s) => [s.id, s.fields]));
  return { user, changes, latest, sectionFields, ...view };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** A page with its own query cache (no retries) under a router at `route`; the location is shown as data-testid="location". */
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
