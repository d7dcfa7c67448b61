/** Assessments feature: members complete and submit assessment forms. */
import { prefetchAssessmentData, prefetchPublishedForm } from './api/assessments-api';
import { preloadRenderer } from './components/renderer';

/**
 * The assessment pages: imported by the assessment area only, so they come with its chunk (one
 * download, beside Firebase, for a form opened directly) and never with the dashboard's. The
 * renderer (RJSF) and the engine's validator load on demand (`components/renderer.ts`).
 */
export { AssessmentPage, PtsdPage, IndianHeadPage, InitialAssessmentPage } from './components/AssessmentPage';

/**
 * A page opened directly (its route's preload): the data module its first reads need, and the form
 * and the member's draft once the member is known, beside the session. The renderer waits for the
 * page's first paint (`useRendererAfterPaint`): on a slow link its ~120 KB would hold the small
 * reads and modules behind it.
 */
export const preloadAssessment = (formId: string): Promise<unknown> =>
  Promise.all([prefetchPublishedForm(formId), prefetchAssessmentData()]).catch(() => undefined);

/** From the dashboard, once idle: the renderer and the data module too, so a form opened from there paints whole. */
export const preloadFromDashboard = (): Promise<unknown> => Promise.all([preloadRenderer(), prefetchAssessmentData()]).catch(() => undefined);
