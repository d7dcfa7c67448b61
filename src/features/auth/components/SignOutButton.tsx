import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as api from '../api/auth-api';

// what waits on this device, and the question about it, load with the first press
const unsentOnDevice = () => import('./UnsentBeforeSignOut');
const UnsentBeforeSignOut = lazy(unsentOnDevice);

/**
 * Signs out, removing everything the account kept on this device. When assessments finished here
 * have not been sent, it asks first (UnsentBeforeSignOut).
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const uid = api.useSignedIn((s) => s.user?.uid);
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const leave = async () => {
    await api.signOut();
    await api.waitForUser(false);
    navigate('/', { replace: true });
  };
  const signOut = async () => {
    setBusy(true);
    try {
      const waiting = await (await unsentOnDevice()).countUnsent(uid);
      if (waiting > 0) return setUnsent(waiting);
      await leave();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button secondary" onClick={() => void signOut()} disabled={busy}>
        Sign out
      </button>
      {unsent > 0 ? (
        <Suspense fallback={null}>
          <UnsentBeforeSignOut
            uid={uid}
            unsent={unsent}
            leave={() => {
              setUnsent(0);
              return leave();
            }}
            onCancel={() => setUnsent(0)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
