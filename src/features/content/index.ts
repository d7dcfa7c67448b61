/** Content feature: the public site's pages and the admin pages for resources, media, the blog and the site settings. */
import { lazy } from 'react';
export { HomePage } from './components/pages/HomePage';
export { AboutPage } from './components/pages/AboutPage';
export { TermsPage } from './components/pages/TermsPage';
export { PrivacyPage } from './components/pages/PrivacyPage';
export { OverwhelmedPage } from './components/pages/OverwhelmedPage';
export { UnauthorizedPage } from './components/pages/UnauthorizedPage';
export { ResourcesPage } from './components/resources/ResourcesPage';
export { ResourcePage } from './components/resources/ResourcePage';
export { BlogPostPage } from './components/blog/BlogPostPage';
export { MediaItemPage } from './components/media/MediaItemPage';
// The administrators' resources page loads on its own: never in the public chunk that imports this index.
export const AdminResourcesPage = lazy(() => import('./components/admin-resources/AdminResourcesPage').then((m) => ({ default: m.AdminResourcesPage })));
// Administrators' pages load on their own, as above.
export const AdminBlogPage = lazy(() => import('./components/admin-blog/AdminBlogPage').then((m) => ({ default: m.AdminBlogPage })));
export const AdminSettingsPage = lazy(() => import('./components/admin-settings/AdminSettingsPage').then((m) => ({ default: m.AdminSettingsPage })));
export const AddMediaPage = lazy(() => import('./components/admin-media/AddMediaPage').then((m) => ({ default: m.AddMediaPage })));
