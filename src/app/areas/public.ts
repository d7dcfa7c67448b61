/** Pages of the public area: one lazily loaded chunk. */
export { HomePage, AboutPage, TermsPage, PrivacyPage, OverwhelmedPage, UnauthorizedPage, MembershipPage, ResourcesPage, BlogPostPage, MediaItemPage } from '../../features/content';
export { ShopPage } from '../../features/shop';
export { CoursesPage } from '../../features/courses';
export { LoginPage, RegisterPage, ForgotPasswordPage } from '../../features/auth';
