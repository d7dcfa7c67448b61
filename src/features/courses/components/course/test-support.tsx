import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { EnrollmentDocument } from '@model';
import type { ChapterOutline, CourseSummary } from '../../api/learn-api';

/** Test data and a page renderer for the course and success pages (the data layer is mocked by each test file). */
export type Enrollment = EnrollmentDocument<Date>;

export const course = (over: Partial<CourseSummary> = {}): CourseSummary => ({
  id: 'calm', slug: 'calm', title: 'Calm basics', summary: 'Settle your body in ten minutes a day.', description: '', whoFor: '', coverImageUrl: null,
  coverAlt: '', audience: 'public', access: 'free', pricePence: 0, published: true, archived: false, chapterCount: 3, totalMinutes: 21, order: 1,
  revision: 1, createdAt: null, updatedAt: null, updatedBy: null, ...over,
});

const chapter = (id: string, order: number, title: string): ChapterOutline => ({ id, order, title, durationMinutes: 5 + order, published: true, audience: 'public' });
export const chapters = [chapter('breathe', 1, 'Breathing that settles'), chapter('orient', 2, 'Orienting to the room'), chapter('plan', 3, 'A plan for hard moments')];

export const enrolled = (over: Partial<Enrollment> = {}): Enrollment => ({
  uid: 'm1', courseId: 'calm', source: 'free', completedChapters: [], lastChapterId: null, createdAt: null, updatedAt: null, completedAt: null, ...over,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Renders `page` at `path` (under `pattern`), with a fresh query cache and the current address shown in `where`. */
export function renderAt(page: ReactElement, pattern: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A stand-in for the live enrolment listener: `set` reaches mounted listeners as Firestore's would. */
function enrollmentStore() {
  const store = {
    enrollment: null as Enrollment | null,
    failure: null as Error | null,
    listeners: new Set<(e: Enrollment | null) => void>(),
    set(next: Enrollment | null) {
      store.enrollment = next;
      for (const listener of store.listeners) listener(next);
    },
    watch: vi.fn((_uid: string, _courseId: string, onChange: (e: Enrollment | null) => void, onError: (error: Error) => void) => {
      store.listeners.add(onChange);
      queueMicrotask(() => (store.failure ? onError(store.failure) : onChange(store.enrollment)));
      return () => store.listeners.delete(onChange);
    }),
  };
  return store;
}

/** The one enrolment store of a test file (mock factories import it). */
export const store = enrollmentStore();
