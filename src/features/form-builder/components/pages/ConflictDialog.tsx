import { useId, useState } from 'react';
import type { ConflictInfo } from '../../../../lib';
import { Dialog } from '../../../../ui';
import { exactTime, relativeTime, whoText } from './form-admin-words';

export interface ConflictDialogProps {
  conflict: ConflictInfo;
  /** the administrator looking at the dialog (to say "you, in another tab") */
  myUid: string | null;
  onDownloadMine(): void;
  onReloadTheirs(): Promise<void> | void;
  onKeepMine(): void;
}

/** Pure: "revision 7, saved by another administrator 2 minutes ago (1 Mar 2025, 10:42)". */
export function describeConflict(conflict: ConflictInfo, myUid: string | null, now = new Date()): string {
  const who = whoText(conflict.updatedBy, myUid);
  const by = who === 'you' ? ' by you in another tab or window' : who ? ` by ${who}` : '';
  const when = conflict.updatedAt ? ` ${relativeTime(conflict.updatedAt, now)} (${exactTime(conflict.updatedAt)})` : '';
  return `revision ${conflict.revision}, saved${by}${when}`;
}

/**
 * Two tabs or two administrators saved the same form: autosave has stopped, and nothing is
 * overwritten until the administrator chooses. Their version, or mine on top of theirs.
 */
export function ConflictDialog({ conflict, myUid, onDownloadMine, onReloadTheirs, onKeepMine }: ConflictDialogProps) {
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await onReloadTheirs();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Their version could not be loaded. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title="This form was changed elsewhere" alert>
      <p>
        Your changes are not saved: someone saved a newer version of this form ({describeConflict(conflict, myUid)}). Autosave has
        stopped so neither version is lost. Choose which one to keep.
      </p>
      {failed ? <p className="alert" role="alert">{failed}</p> : null}
      <div className="fb-dialog-choices">
        <div>
          <button type="button" className="button secondary" onClick={onDownloadMine} aria-describedby={`${ids}-download`} data-autofocus>
            Download my version
          </button>
          <p id={`${ids}-download`} className="muted fb-small-text">A copy of your changes as a definition file, to import again later.</p>
        </div>
        <div>
          <button type="button" className="button secondary" onClick={reload} disabled={busy} aria-describedby={`${ids}-reload`}>
            {busy ? 'Loading their version…' : 'Reload theirs'}
          </button>
          <p id={`${ids}-reload`} className="muted fb-small-text">Open their version. Your unsaved changes are discarded: download them first if you may need them.</p>
        </div>
        <div>
          <button type="button" className="button" onClick={onKeepMine} disabled={busy} aria-describedby={`${ids}-keep`}>Keep mine</button>
          <p id={`${ids}-keep`} className="muted fb-small-text">Save your version on top of theirs: their changes are replaced by yours.</p>
        </div>
      </div>
    </Dialog>
  );
}
