/**
 * The pages where members fill in forms: an area chunk of its own, with the pages (the renderer
 * loads on demand), so an assessment opened directly waits neither for the rest of the member area
 * nor for a second round trip for its page. No query cache: these pages read through the data layer
 * directly.
 */
import * as assessments from '../../features/assessments';
import { preloadable } from '../page-preload';

// opened directly, a page's reads start with its route (page-data.ts) and its renderer waits for its
// first paint; preloaded with no form (the dashboard, once idle), the renderer and the data module
// come ahead, so a form opened from there paints whole
export const AssessmentPage = preloadable(assessments.AssessmentPage, (params) => (params.id ? Promise.resolve() : assessments.preloadFromDashboard()));
export const { PtsdPage, IndianHeadPage, InitialAssessmentPage } = assessments;
