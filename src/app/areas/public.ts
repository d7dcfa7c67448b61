/** Pages of the public area: one lazily loaded chunk; pages that query server state have the app's query cache. */
import { createElement } from 'react';
import { MembershipPage as Membership } from '../../features/shop/components/membership/MembershipPage';
import { ShopPage as Shop } from '../../features/shop/components/shop/ShopPage';
import { CoursesPage as Courses } from '../../features/courses/components/catalogue/CoursesPage';
import { HomePage as Home } from '../../features/content';
import { UpcomingSessionsTeaser } from '../../features/sessions/components/public/UpcomingSessionsTeaser';
import { withQueryCache } from './query-cache';

// The home page with the sessions feature's teaser of upcoming sessions.
export const HomePage = () => createElement(Home, { UpcomingSessions: UpcomingSessionsTeaser });
export { AboutPage, TermsPage, PrivacyPage, OverwhelmedPage, UnauthorizedPage } from '../../features/content';
// The blog post and media pages by their own files (Markdown and the player stay out of the home page's chunk).
export { BlogPostPage } from '../../features/content/components/blog/BlogPostPage';
export { MediaItemPage } from '../../features/content/components/media/MediaItemPage';
// Resources by their own files, as the catalogue below.
export { ResourcesPage } from '../../features/content/components/resources/ResourcesPage';
export { ResourcePage } from '../../features/content/components/resources/ResourcePage';
export { SessionsPage } from '../../features/sessions/components/public/SessionsPage';
// The shop pages by their own files: the shop's index would bring the admin orders page in.
// (one cache, dropped when the account changes: a member's orders never outlive their sign-out)
export const ShopPage = withQueryCache(Shop);
export const MembershipPage = withQueryCache(Membership);
// The catalogue by its own file: the feature's index would bring the member pages' CSS and
// Markdown into this chunk (side effects are not tree-shaken): 219 KB -> 108 KB gzip.
export const CoursesPage = withQueryCache(Courses);
export { LoginPage, RegisterPage, ForgotPasswordPage } from '../../features/auth';
