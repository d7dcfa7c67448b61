import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSignedIn, watchFromData, type OpenFlagCount } from '../../data';
import { SignInAgainDialog, SignOutButton } from '../../features/auth';
import { LeafIcon } from '../../ui';
import { ErrorBoundary } from '../ErrorBoundary';
import './admin-layout.css';

const subscribeOpenFlagCount = watchFromData('reviews', 'subscribeOpenFlagCount');

const ADMIN_NAV = [
  ['/admin', 'Triage'],
  ['/admin/members', 'Members'],
  ['/admin/forms', 'Forms'],
  ['/admin/form-builder', 'Form builder'],
  ['/admin/form-preview', 'Form preview'],
  ['/admin/courses', 'Courses'],
  ['/admin/orders', 'Orders'],
  ['/admin/mail', 'Email deliveries'],
  ['/admin/resources', 'Resources'],
  ['/admin/blog', 'Blog'],
  ['/admin/add-media', 'Add media'],
  ['/admin/add-session', 'Add session'],
  ['/admin/settings', 'Site settings'],
] as const;

/** Pure: the badge's text and its accessible label ("3 flags to review"); null when nothing is open. */
export function openFlagsBadge(count: OpenFlagCount | null): { text: string; label: string } | null {
  if (!count || count.flags === 0) return null;
  return { text: String(count.flags), label: `${count.flags} ${count.flags === 1 ? 'flag' : 'flags'} to review` };
}

/**
 * The open flags while an administrator is signed in: one aggregate count (no flag documents
 * read), asked again on a timer, on focus and after changes (src/data/reviews.ts), kept across
 * admin pages by the layout.
 */
function useOpenFlagCount(isAdmin: boolean): OpenFlagCount | null {
  const [count, setCount] = useState<OpenFlagCount | null>(null);
  useEffect(() => {
    if (!isAdmin) return undefined;
    // a failed count only hides the badge: the triage page says what went wrong
    const stop = subscribeOpenFlagCount(setCount, () => setCount(null));
    return () => {
      stop();
      setCount(null);
    };
  }, [isAdmin]);
  return count;
}

/** The administrators' layout: navigation down the side (across the top on a phone). */
export function AdminLayout() {
  const { user } = useSignedIn();
  const badge = openFlagsBadge(useOpenFlagCount(user?.isAdmin === true));
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">Skip to content</a>
      <nav className="admin-nav" aria-label="Administration">
        <Link to="/" className="brand"><LeafIcon /> Wellness admin</Link>
        {ADMIN_NAV.map(([to, label]) => (
          <NavLink key={to} to={to} end={to === '/admin'} aria-label={to === '/admin' && badge ? `${label}, ${badge.label}` : undefined}>
            {label}
            {to === '/admin' && badge ? <span className="admin-nav-badge" aria-hidden="true">{badge.text}</span> : null}
          </NavLink>
        ))}
        <NavLink to="/dashboard">Member view</NavLink>
        <div style={{ marginTop: 'auto', paddingTop: '1rem' }}>
          {user ? <p className="muted" style={{ fontSize: '0.85rem', wordBreak: 'break-all' }}>{user.email}</p> : null}
          <SignOutButton />
        </div>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
        {/* sensitive actions refused for an old sign-in ask again here, then carry on */}
        <SignInAgainDialog />
      </main>
    </div>
  );
}
