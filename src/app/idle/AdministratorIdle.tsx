import { lazy, Suspense } from 'react';
import { useSignedIn } from '../../data';
import { readIdleSignOut } from '../../lib/idle-sign-out-note';

const IdleSignOut = lazy(() => import('./IdleSignOut'));

/**
 * The idle sign-out, wherever an administrator is signed in (an administrator's token reads
 * health data from any page); its code loads only then, or to explain an idle sign-out after it.
 * Members are never timed out.
 */
export function AdministratorIdle() {
  const administrator = useSignedIn((s) => s.status === 'ready' && s.user?.isAdmin === true);
  if (!administrator && readIdleSignOut() === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleSignOut />
    </Suspense>
  );
}
