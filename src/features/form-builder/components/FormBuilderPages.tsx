/** The administrators' form pages (the admin area gives them the app's query cache). */
export { FormBuilderPage } from './pages/FormBuilderPage';
export { FormPreviewPage } from './pages/FormPreviewPage';
export { AdminFormsPage } from './pages/AdminFormsPage';
