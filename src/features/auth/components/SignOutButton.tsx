import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUnsent, unsentWords } from '../../../lib';
import { Dialog } from '../../../ui';
import * as api from '../api/auth-api';

/** How many of the member's finished assessments wait on this device (0 when the device keeps none). */
async function countUnsent(uid: string | undefined): Promise<number> {
  if (!uid) return 0;
  const items = await api.listOutbox(uid).catch(() => []);
  return items.filter(isUnsent).length;
}

/**
 * Signs out, removing everything the account kept on this device. When assessments finished here
 * have not been sent, it asks first: send them now, or delete them and sign out; Cancel keeps them
 * (never deleted without asking).
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const uid = api.useSignedIn((s) => s.user?.uid);
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const leave = async () => {
    await api.signOut();
    await api.waitForUser(false);
    navigate('/', { replace: true });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const signOut = () =>
    run(async () => {
      const waiting = await countUnsent(uid);
      if (waiting > 0) {
        setProblem(null);
        return setUnsent(waiting);
      }
      await leave();
    });
  const sendFirst = () =>
    run(async () => {
      if (uid) await api.sendOutbox(uid);
      const left = await countUnsent(uid);
      if (left === 0) {
        setUnsent(0);
        return leave();
      }
      setUnsent(left);
      setProblem(
        navigator.onLine
          ? 'It could not be sent: see your dashboard for why. It is still on this device.'
          : 'It could not be sent: this device is offline. It is still on this device and will be sent when you are back online.',
      );
    });
  const deleteAndLeave = () =>
    run(async () => {
      if (uid) await api.removeUnsent(uid);
      setUnsent(0);
      await leave();
    });
  return (
    <>
      <button type="button" className="button secondary" onClick={() => void signOut()} disabled={busy}>
        Sign out
      </button>
      {unsent > 0 ? (
        <Dialog title={`${unsentWords(unsent)}`} onCancel={() => setUnsent(0)}>
          <p>
            {unsent === 1 ? 'It was finished on this device and is waiting for a connection.' : 'They were finished on this device and are waiting for a connection.'} Signing out
            removes everything kept on this device.
          </p>
          {problem ? (
            <p className="alert" role="alert">
              {problem}
            </p>
          ) : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
            <button type="button" className="button" data-autofocus onClick={() => void sendFirst()} disabled={busy}>
              {unsent === 1 ? 'Send it now' : 'Send them now'}
            </button>
            <button type="button" className="button secondary" onClick={() => void deleteAndLeave()} disabled={busy}>
              {unsent === 1 ? 'Delete it and sign out' : 'Delete them and sign out'}
            </button>
            <button type="button" className="button secondary" onClick={() => setUnsent(0)} disabled={busy}>
              Cancel
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
