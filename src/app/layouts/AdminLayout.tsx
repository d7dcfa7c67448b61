import { Link, NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../../data';
import { SignOutButton } from '../../features/auth';
import { LeafIcon } from '../../ui';
import { ErrorBoundary } from '../ErrorBoundary';

const ADMIN_NAV = [
  ['/admin', 'Overview'],
  ['/admin/forms', 'Forms'],
  ['/admin/form-builder', 'Form builder'],
  ['/admin/form-preview', 'Form preview'],
  ['/admin/courses', 'Courses'],
  ['/admin/resources', 'Resources'],
  ['/admin/add-media', 'Add media'],
  ['/admin/add-session', 'Add session'],
] as const;

/** The administrators' layout: navigation down the side (across the top on a phone). */
export function AdminLayout() {
  const { user } = useSession();
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">Skip to content</a>
      <nav className="admin-nav" aria-label="Administration">
        <Link to="/" className="brand"><LeafIcon /> Wellness admin</Link>
        {ADMIN_NAV.map(([to, label]) => (
          <NavLink key={to} to={to} end={to === '/admin'}>{label}</NavLink>
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
      </main>
    </div>
  );
}
