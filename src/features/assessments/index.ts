/** Assessments feature: members complete and submit assessment forms. */
import { lazy } from 'react';
import { prefetchAssessmentData, prefetchPublishedForm } from './api/assessments-api';
import { preloadRenderer } from './components/renderer';

/**
 * The assessment pages load on their own, with the renderer (RJSF) and the engine's validator:
 * never with the dashboard. `preloadAssessments` fetches them early (the dashboard, when idle).
 */
const loadAssessmentPages = () => import('./components/AssessmentPage');
// with the data module its first reads need (otherwise fetched only once the page has rendered).
// For a page opened directly (`formId`): the form and the member's draft, once the member is
// known; the renderer waits for the page's first paint (`useRendererAfterPaint`), as on a slow
// link its ~120 KB would hold the small reads and modules behind it. From the dashboard (no
// `formId`, when idle) the renderer too, so a form opened from there paints whole.
export const preloadAssessments = (formId?: string): Promise<unknown> => {
  const early = formId ? [prefetchPublishedForm(formId)] : [preloadRenderer()];
  return Promise.all([...early, loadAssessmentPages(), prefetchAssessmentData()]).catch(() => undefined);
};
export const AssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.AssessmentPage })));
export const PtsdPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.PtsdPage })));
export const IndianHeadPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.IndianHeadPage })));
export const InitialAssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.InitialAssessmentPage })));
