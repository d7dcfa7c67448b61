/** The administrators' form pages (each brings its own query cache scope; see api/query-scope). */
export { FormBuilderPage } from './pages/FormBuilderPage';
export { FormPreviewPage } from './pages/FormPreviewPage';
export { AdminFormsPage } from './pages/AdminFormsPage';
