/**
 * The pages where members fill in forms: an area chunk of its own, with the pages (the renderer
 * loads on demand), so an assessment opened directly waits neither for the rest of the member area
 * nor for a second round trip for its page. No query cache: these pages read through the data layer
 * directly.
 */
import * as assessments from '../../features/assessments';
import { preloadable } from '../page-preload';

// an assessment page opened directly fetches its code and its form while the session loads; preloaded
// with no form (the dashboard, once idle), the page's renderer and data module
export const AssessmentPage = preloadable(assessments.AssessmentPage, (params) =>
  params.id ? assessments.preloadAssessment(params.id) : assessments.preloadFromDashboard(),
);
export const PtsdPage = preloadable(assessments.PtsdPage, () => assessments.preloadAssessment('ptsd'));
export const IndianHeadPage = preloadable(assessments.IndianHeadPage, () => assessments.preloadAssessment('indian-head'));
export const InitialAssessmentPage = preloadable(assessments.InitialAssessmentPage, () => assessments.preloadAssessment('initial-assessment'));
