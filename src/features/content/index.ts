/** Content feature: the public site's pages and the admin pages for resources, media and sessions. */
export * from './components/PublicPages';
export * from './components/AdminContentPages';
export { ResourcesPage } from './components/resources/ResourcesPage';
export { ResourcePage } from './components/resources/ResourcePage';
