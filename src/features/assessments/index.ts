/** Assessments feature: members complete and submit assessment forms. */
import { createElement, lazy, type ComponentType } from 'react';
import { prefetchAssessmentData, prefetchPublishedForm } from './api/assessments-api';
import type * as PagesModule from './components/AssessmentPage';
import { preloadRenderer } from './components/renderer';

/**
 * The assessment pages load on their own, with the renderer (RJSF) and the engine's validator:
 * never with the dashboard. `preloadAssessments` fetches them early (the dashboard, when idle).
 */
type Pages = typeof PagesModule;
let arrived: Pages | null = null;
const loadAssessmentPages = () =>
  import('./components/AssessmentPage').then((m) => {
    arrived = m;
    return m;
  });
// with the data module its first reads need (otherwise fetched only once the page has rendered).
// For a page opened directly (`formId`): the form and the member's draft, once the member is
// known; the renderer waits for the page's first paint (`useRendererAfterPaint`), as on a slow
// link its ~120 KB would hold the small reads and modules behind it. From the dashboard (no
// `formId`, when idle) the renderer too, so a form opened from there paints whole.
export const preloadAssessments = (formId?: string): Promise<unknown> => {
  const early = formId ? [prefetchPublishedForm(formId)] : [preloadRenderer()];
  return Promise.all([...early, loadAssessmentPages(), prefetchAssessmentData()]).catch(() => undefined);
};

/**
 * A page of the chunk above: rendered directly once the chunk is here (the route's preload has
 * usually brought it by the time the session lets the page show), else through lazy(). A lazy
 * page suspends on first render even when its chunk is loaded, and React then holds the page back
 * for up to 300 ms after the fallback showed (its reveal throttle): on a phone, that was the
 * longest wait before the form's description painted.
 */
function assessmentPage(name: 'AssessmentPage' | 'PtsdPage' | 'IndianHeadPage' | 'InitialAssessmentPage'): ComponentType {
  const Lazy = lazy(() => loadAssessmentPages().then((m) => ({ default: m[name] as ComponentType })));
  return function AssessmentRoute() {
    const Loaded = arrived?.[name] as ComponentType | undefined;
    return createElement(Loaded ?? Lazy);
  };
}
export const AssessmentPage = assessmentPage('AssessmentPage');
export const PtsdPage = assessmentPage('PtsdPage');
export const IndianHeadPage = assessmentPage('IndianHeadPage');
export const InitialAssessmentPage = assessmentPage('InitialAssessmentPage');
