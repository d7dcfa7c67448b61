import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { hasSignedInHint, useSignedIn } from '../../data';
import { SignOutButton } from '../../features/auth';
import { LeafIcon } from '../../ui';
import { ErrorBoundary } from '../ErrorBoundary';

const SITE_NAV = [
  ['/courses', 'Courses'],
  ['/resources', 'Resources'],
  ['/shop', 'Shop'],
  ['/membership', 'Membership'],
  ['/about', 'About'],
] as const;

/** The full-screen dark layout of the public site and the member area. */
export function DefaultLayout() {
  const { user, status } = useSignedIn();
  // Until the sign-in is known, someone who signed in on this device sees the member's links (the
  // guards check the real sign-in): swapping "Sign in / Join" for them later shifted the page down.
  const memberLinks = user !== null || (status !== 'ready' && hasSignedInHint());
  const { pathname } = useLocation();
  // On a phone the site links fold behind a Menu button; following a link folds them again.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="shell-header">
        <Link to="/" className="brand"><LeafIcon /> Wellness</Link>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <nav id="main-nav" className={menuOpen ? 'nav nav-main open' : 'nav nav-main'} aria-label="Main">
          {SITE_NAV.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/courses'}>{label}</NavLink>
          ))}
        </nav>
        <nav className="nav" aria-label="Account">
          {memberLinks ? (
            <>
              {user?.isAdmin ? <NavLink to="/admin">Admin</NavLink> : null}
              <NavLink to="/dashboard">Dashboard</NavLink>
              <NavLink to="/courses/my-courses">My courses</NavLink>
              <SignOutButton />
            </>
          ) : (
            <>
              <NavLink to="/login">Sign in</NavLink>
              <Link className="button" to="/Register">Join</Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer className="shell-footer">
        <Link to="/Terms">Terms</Link>
        <Link to="/Privacy">Privacy</Link>
        <Link to="/overwhelmed">Need help now?</Link>
        <button type="button" className="linklike" onClick={() => window.dispatchEvent(new Event('wellness:cookie-settings'))}>
          Cookie settings
        </button>
      </footer>
    </div>
  );
}
