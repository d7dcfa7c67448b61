/**
 * What a page opened directly reads first, started by the router beside its area's chunk (while
 * the sign-in loads, on a device someone signed in on): the page's data modules, and its first
 * reads once Auth knows the member (`src/data/early-reads.ts`). Started from the area's own code,
 * they waited for its chunk: one more round trip before the first paint on a phone.
 */
import { fromData, prefetchAssessmentData, prefetchDashboardData } from '../data';
import type { PreloadParams } from './page-preload';

/** Reads a form for the page about to show it, once Auth knows the member (beside the profile and the page's code). */
const prefetchPublishedForm = fromData('published-forms', 'prefetchPublishedForm');

/** An assessment page: the form and the member's draft of it, and the data module its saving needs. */
const formReads = (params: PreloadParams) => (params.id ? Promise.all([prefetchPublishedForm(params.id), prefetchAssessmentData()]) : Promise.resolve());

/** By page name (the route table's `page`); `id` is the form a committed form's own route shows. */
export const pageData: Readonly<Record<string, (params: PreloadParams) => Promise<unknown>>> = {
  DashboardPage: () => prefetchDashboardData(),
  AssessmentPage: formReads,
  PtsdPage: formReads,
  IndianHeadPage: formReads,
  InitialAssessmentPage: formReads,
};

/** Starts a page's first reads (nothing for a page without any); a failure is the page's to show when it reads again. */
export function preloadPageData(page: string, params: PreloadParams): void {
  pageData[page]?.(params).catch(() => undefined);
}
