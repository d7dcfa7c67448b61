/** Pages of the public area: one lazily loaded chunk. */
export { HomePage, AboutPage, TermsPage, PrivacyPage, OverwhelmedPage, UnauthorizedPage, BlogPostPage, MediaItemPage } from '../../features/content';
// Resources by their own files, as the catalogue below.
export { ResourcesPage } from '../../features/content/components/resources/ResourcesPage';
export { ResourcePage } from '../../features/content/components/resources/ResourcePage';
// The shop pages by their own files: the shop's index would bring the admin orders page in.
export { ShopPage } from '../../features/shop/components/shop/ShopPage';
export { MembershipPage } from '../../features/shop/components/membership/MembershipPage';
// The catalogue by its own file: the feature's index would bring the member pages' CSS and
// Markdown into this chunk (side effects are not tree-shaken): 219 KB -> 108 KB gzip.
export { CoursesPage } from '../../features/courses/components/catalogue/CoursesPage';
export { LoginPage, RegisterPage, ForgotPasswordPage } from '../../features/auth';
