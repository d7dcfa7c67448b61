/** Assessments feature: members complete and submit assessment forms. */
export { AssessmentPage, PtsdPage, IndianHeadPage, InitialAssessmentPage } from './components/AssessmentPage';
