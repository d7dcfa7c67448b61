import { useState } from 'react';
import { isUnsent, unsentWords } from '../../../lib';
import { Dialog } from '../../../ui';
import * as api from '../api/auth-api';

/** How many of the member's finished assessments wait on this device (0 when the device keeps none). */
export async function countUnsent(uid: string | undefined): Promise<number> {
  if (!uid) return 0;
  const items = await api.listOutbox(uid).catch(() => []);
  return items.filter(isUnsent).length;
}

export interface UnsentBeforeSignOutProps {
  uid: string | undefined;
  /** how many wait, as counted when Sign out was pressed */
  unsent: number;
  /** nothing is left to ask about: close this and sign out */
  leave: () => Promise<void>;
  /** Cancel: keep them, stay signed in */
  onCancel: () => void;
}

/**
 * Asked before signing out when assessments finished on this device have not been sent (signing
 * out removes everything kept here): send them now, or delete them and sign out; Cancel keeps
 * them (never deleted without asking). Loaded with the first press of Sign out (SignOutButton).
 */
export default function UnsentBeforeSignOut({ uid, unsent: counted, leave, onCancel }: UnsentBeforeSignOutProps) {
  const [unsent, setUnsent] = useState(counted);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const sendFirst = () =>
    run(async () => {
      if (uid) await api.sendOutbox(uid);
      const left = await countUnsent(uid);
      if (left === 0) return leave();
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
      await leave();
    });
  return (
    <Dialog title={`${unsentWords(unsent)}`} onCancel={onCancel}>
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
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
