/** The public site's pages, one file each under pages/ (the names the public area and the feature's index use). */
export { HomePage } from './pages/HomePage';
export { AboutPage } from './pages/AboutPage';
export { TermsPage } from './pages/TermsPage';
export { PrivacyPage } from './pages/PrivacyPage';
export { OverwhelmedPage } from './pages/OverwhelmedPage';
export { UnauthorizedPage } from './pages/UnauthorizedPage';
