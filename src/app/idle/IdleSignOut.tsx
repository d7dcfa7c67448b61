/**
 * Administrators' idle sign-out (loaded only once an administrator is signed in, or to show the
 * note after an idle sign-out): the warning a minute before, with "Stay signed in", then the
 * sign-out that keeps their unsaved form edits on the device; afterwards, a note saying why.
 */
import { useCallback, useEffect, useState } from 'react';
import { IDLE_TIMEOUT_MINUTES } from '@model';
import { fromData, useSignedIn } from '../../data';
import { readIdleSignOut } from '../../lib/idle-sign-out-note';
import { timeLeftInWords } from '../../lib/idle-timer';
import { Dialog } from '../../ui';
import { useIdleTimer } from './use-idle-timer';

const loadIdleTimeoutMinutes = fromData('settings', 'loadIdleTimeoutMinutes');
const signOutAfterIdle = fromData('auth', 'signOutAfterIdle');
const signOut = fromData('auth', 'signOut');

export default function IdleSignOut() {
  const administrator = useSignedIn((s) => s.status === 'ready' && s.user?.isAdmin === true);
  return administrator ? <AdministratorIdleTimer /> : <IdleSignOutNote />;
}

function AdministratorIdleTimer() {
  const [minutes, setMinutes] = useState<number>(IDLE_TIMEOUT_MINUTES.default);
  useEffect(() => {
    let live = true;
    void loadIdleTimeoutMinutes().then((stored) => {
      if (live) setMinutes(stored);
    });
    return () => {
      live = false;
    };
  }, []);
  // a sign-out that fails to keep the copies still signs out (the copies then go, as at any sign-out)
  const onExpired = useCallback(() => void signOutAfterIdle(minutes).catch(() => signOut()), [minutes]);
  const { warning, stay } = useIdleTimer({ timeoutMs: minutes * 60_000, onExpired });
  if (!warning) return null;
  return (
    <Dialog title="Are you still there?" alert onCancel={stay}>
      <p>
        You have not used the app for {minutes - 1} minutes. To keep members’ records private, you will be signed out in{' '}
        <strong data-testid="idle-time-left">{timeLeftInWords(warning.msLeft)}</strong>.
      </p>
      <p>Unsaved form edits stay on this device and are offered back when you sign in again.</p>
      <div className="ui-dialog-actions">
        <button type="button" className="button" onClick={stay} data-autofocus>Stay signed in</button>
        <button type="button" className="button secondary" onClick={() => void signOut()}>Sign out now</button>
      </div>
    </Dialog>
  );
}

/** After an idle sign-out, until someone signs in or it is dismissed: why they were signed out. */
function IdleSignOutNote() {
  const [note, setNote] = useState(readIdleSignOut);
  if (!note) return null;
  return (
    <div className="banner" role="status" data-testid="idle-sign-out-note">
      <span>
        You were signed out after {note.minutes} minutes without activity, to keep members’ records private. Sign in again to carry on:
        unsaved form edits on this device are offered back when you open the form.
      </span>
      <button type="button" className="button secondary" onClick={() => setNote(null)}>Dismiss</button>
    </div>
  );
}
