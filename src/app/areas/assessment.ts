/**
 * The pages where members fill in forms: an area chunk of its own (a few hundred bytes: the pages
 * themselves, and the renderer, load on demand), so an assessment opened directly does not wait for
 * the rest of the member area. No query cache: these pages read through the data layer directly.
 */
import * as assessments from '../../features/assessments';
import { preloadable } from '../page-preload';

// an assessment page opened directly fetches its code and its form while the session loads
export const AssessmentPage = preloadable(assessments.AssessmentPage, (params) => assessments.preloadAssessments(params.id));
export const PtsdPage = preloadable(assessments.PtsdPage, () => assessments.preloadAssessments('ptsd'));
export const IndianHeadPage = preloadable(assessments.IndianHeadPage, () => assessments.preloadAssessments('indian-head'));
export const InitialAssessmentPage = preloadable(assessments.InitialAssessmentPage, () => assessments.preloadAssessments('initial-assessment'));
