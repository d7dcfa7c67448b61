/** Pages of the public area: one lazily loaded chunk. */
export { HomePage, AboutPage, TermsPage, PrivacyPage, OverwhelmedPage, UnauthorizedPage, MembershipPage, ResourcesPage, ResourcePage, BlogPostPage, MediaItemPage } from '../../features/content';
export { ShopPage } from '../../features/shop';
// The catalogue by its own file: the feature's index would bring the member pages' CSS and
// Markdown into this chunk (side effects are not tree-shaken): 219 KB -> 108 KB gzip.
export { CoursesPage } from '../../features/courses/components/catalogue/CoursesPage';
export { LoginPage, RegisterPage, ForgotPasswordPage } from '../../features/auth';
