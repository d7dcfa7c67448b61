/** Form builder feature: visual editing and preview of form definitions (administrators). */
export { FormBuilderPage, FormPreviewPage } from './components/FormBuilderPages';
