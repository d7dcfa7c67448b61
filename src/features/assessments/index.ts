/** Assessments feature: members complete and submit assessment forms. */
import { lazy } from 'react';
import { prefetchAssessmentData, prefetchPublishedForm } from './api/assessments-api';

/**
 * The assessment pages load on their own, with the renderer (RJSF) and the engine's validator:
 * never with the dashboard. `preloadAssessments` fetches them early (the dashboard, when idle).
 */
const loadAssessmentPages = () => import('./components/AssessmentPage');
// with the data module its first reads need: otherwise fetched only once the page has rendered
// and, for a page opened directly (`formId`), the form itself once the member is known: asked for
// first, as on a slow link the renderer's ~120 KB would otherwise hold its small module behind it
export const preloadAssessments = (formId?: string): Promise<unknown> => {
  const form = formId ? prefetchPublishedForm(formId) : null;
  return Promise.all([form, loadAssessmentPages(), prefetchAssessmentData()]).catch(() => undefined);
};
export const AssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.AssessmentPage })));
export const PtsdPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.PtsdPage })));
export const IndianHeadPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.IndianHeadPage })));
export const InitialAssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.InitialAssessmentPage })));
