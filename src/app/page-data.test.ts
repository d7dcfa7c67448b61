import { beforeEach, describe, expect, it, vi } from 'vitest';

// the data layer's early starts, as the router calls them (no Firebase here)
const data = vi.hoisted(() => ({
  prefetchDashboardData: vi.fn(async () => undefined),
  prefetchPublishedForm: vi.fn(async (_formId: string) => undefined),
  prefetchAssessmentData: vi.fn(async () => undefined),
}));
// the data entry's operations, by name (`fromData` is the one way to reach one)
vi.mock('../data', async (actual) => ({
  ...(await actual<Record<string, unknown>>()),
  ...data,
  fromData: (_module: string, name: keyof typeof data) => data[name],
}));

const { compileRoutes, rememberingLoader } = await import('./router');
const { routeTable } = await import('./route-table');
const { pageData } = await import('./page-data');

beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockClear();
});

/** The route's warm-up with an area chunk that has not arrived (a phone still downloading it). */
function warmWithoutArea(path: string, params: Record<string, string> = {}) {
  const entry = routeTable.find((r) => r.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  const loader = rememberingLoader(() => new Promise(() => undefined));
  const [route] = compileRoutes([entry], loader);
  void route!.warm(params);
}

describe("a page's first reads start with its route, beside its area's chunk", () => {
  it('the dashboard: its data modules and first reads', () => {
    warmWithoutArea('/dashboard');
    expect(data.prefetchDashboardData).toHaveBeenCalledTimes(1);
  });

  it("a form opened by its address: that form, the member's draft of it, and the data module", () => {
    warmWithoutArea('/dashboard/forms/:id', { id: 'wellbeing-check-in' });
    expect(data.prefetchPublishedForm).toHaveBeenCalledWith('wellbeing-check-in');
    expect(data.prefetchAssessmentData).toHaveBeenCalledTimes(1);
  });

  it("a committed form's own route: the form it shows", () => {
    warmWithoutArea('/dashboard/forms/PTSD');
    warmWithoutArea('/dashboard/forms/Indian-Head');
    warmWithoutArea('/dashboard/forms/initial-assessment');
    expect(data.prefetchPublishedForm.mock.calls).toEqual([['ptsd'], ['indian-head'], ['initial-assessment']]);
  });

  it('nothing for a page that reads nothing first, or an assessment page with no form', async () => {
    warmWithoutArea('/courses/my-courses');
    await pageData.AssessmentPage!({});
    expect(Object.values(data).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it('names only pages the route table has', () => {
    const pages = new Set(routeTable.map((r) => r.page));
    expect(Object.keys(pageData).filter((page) => !pages.has(page))).toEqual([]);
  });
});
