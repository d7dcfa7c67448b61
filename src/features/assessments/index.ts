/** Assessments feature: members complete and submit assessment forms. */
import { lazy } from 'react';
import { prefetchAssessmentData } from './api/assessments-api';

/**
 * The assessment pages load on their own, with the renderer (RJSF) and the engine's validator:
 * never with the dashboard. `preloadAssessments` fetches them early (the dashboard, when idle).
 */
const loadAssessmentPages = () => import('./components/AssessmentPage');
// with the data module its first reads need: otherwise fetched only once the page has rendered
export const preloadAssessments = (): Promise<unknown> => Promise.all([loadAssessmentPages(), prefetchAssessmentData()]).catch(() => undefined);
export const AssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.AssessmentPage })));
export const PtsdPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.PtsdPage })));
export const IndianHeadPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.IndianHeadPage })));
export const InitialAssessmentPage = lazy(() => loadAssessmentPages().then((m) => ({ default: m.InitialAssessmentPage })));
