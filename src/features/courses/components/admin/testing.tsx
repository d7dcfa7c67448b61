/** Test-only: a page with a fresh query cache and a router, and courses for the api mocks. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminCourse, BuilderChapter, BuilderCourse } from '../../api/admin-api';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(path: string, route: string, ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}

export function adminCourse(fields: Partial<AdminCourse> & { id: string }): AdminCourse {
  return {
    slug: fields.id, title: fields.id, summary: '', description: '', whoFor: '', coverImageUrl: null, coverAlt: '', audience: 'members',
    access: 'free', pricePence: 0, published: false, archived: false, chapterCount: 0, totalMinutes: 0, order: 1, revision: 1,
    createdAt: null, updatedAt: null, updatedBy: null, ...fields,
  };
}

export function builderChapter(id: string, title: string, published = true, minutes = 10): BuilderChapter {
  return {
    id,
    chapter: { title, order: 0, durationMinutes: minutes, published, audience: 'members' },
    body: { markdown: `## ${title}`, videoUrl: null, captionsUrl: null, attachments: [] },
  };
}

export function builderCourse(course: Partial<AdminCourse> = {}, chapters: BuilderChapter[] = []): BuilderCourse {
  return {
    course: adminCourse({ id: 'calm', title: 'Calm', revision: 3, ...course }),
    chapters: chapters.map((c, index) => ({ ...c, chapter: { ...c.chapter, order: index + 1 } })),
  };
}
