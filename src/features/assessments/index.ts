/** Assessments feature: members complete and submit assessment forms. */
import { prefetchAssessmentData } from './api/assessments-api';
import { preloadRenderer } from './components/renderer';

/**
 * The assessment pages: imported by the assessment area only, so they come with its chunk (one
 * download, beside Firebase, for a form opened directly) and never with the dashboard's. The
 * renderer (RJSF) and the engine's validator load on demand (`components/renderer.ts`).
 */
export { AssessmentPage, PtsdPage, IndianHeadPage, InitialAssessmentPage } from './components/AssessmentPage';

/** From the dashboard, once idle: the renderer and the data module too, so a form opened from there paints whole. */
export const preloadFromDashboard = (): Promise<unknown> => Promise.all([preloadRenderer(), prefetchAssessmentData()]).catch(() => undefined);
