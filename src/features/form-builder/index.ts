/** Form builder feature: visual editing and preview of form definitions (administrators). */
export { FormBuilderPage } from './components/pages/FormBuilderPage';
export { FormPreviewPage } from './components/pages/FormPreviewPage';
export { AdminFormsPage } from './components/pages/AdminFormsPage';
/** The Firebase-free builder workspace (toolbar, palette, canvas, side panel); the page wraps it with autosave. */
export { FormBuilderWorkspace, type FormBuilderWorkspaceProps } from './components/FormBuilderWorkspace';
/** The form's problems and whether it can be published, for the page's Publish button (inside the workspace). */
export { useProblems, type Problem, type ProblemsState } from './components/problems';
