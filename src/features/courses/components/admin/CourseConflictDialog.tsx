import { useState } from 'react';
import { Dialog } from '../../../../ui';
import type { CourseConflict } from '../../api/admin-api';
import { editTime, editorText } from './course-admin-words';

/** Pure: "revision 7, saved by another administrator (1 Mar 2026, 10:42)". */
export function describeCourseConflict(conflict: CourseConflict, myUid: string | null): string {
  const who = editorText(conflict.updatedBy, myUid);
  const by = who === 'you' ? ' by you in another tab or window' : who ? ` by ${who}` : '';
  const when = conflict.updatedAt ? ` (${editTime(conflict.updatedAt)})` : '';
  return `revision ${conflict.revision}, saved${by}${when}`;
}

/**
 * Two tabs or two administrators saved the same course: autosave has stopped and nothing is
 * overwritten until the administrator chooses their version or mine (saved on top of theirs).
 */
export function CourseConflictDialog({ conflict, myUid, onReloadTheirs, onKeepMine }: {
  conflict: CourseConflict;
  myUid: string | null;
  onReloadTheirs(): Promise<void>;
  onKeepMine(): Promise<void>;
}) {
  const [busy, setBusy] = useState<'theirs' | 'mine' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async (which: 'theirs' | 'mine') => {
    setBusy(which);
    setFailed(null);
    try {
      await (which === 'theirs' ? onReloadTheirs() : onKeepMine());
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'That did not work. Check your connection and try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog title="This course was changed in another tab or by someone else" alert>
      <p>
        Your latest changes are not saved: a newer version of this course was saved ({describeCourseConflict(conflict, myUid)}). Autosave has stopped so
        neither version is lost. Choose which one to keep.
      </p>
      {failed ? <p className="alert" role="alert">{failed}</p> : null}
      <div className="ca-choices">
        <div>
          <button type="button" className="button secondary" onClick={() => void run('theirs')} disabled={busy !== null} aria-describedby="cb-conflict-theirs" data-autofocus>
            {busy === 'theirs' ? 'Loading their version…' : 'Reload theirs'}
          </button>
          <p id="cb-conflict-theirs" className="muted ca-small">Open their version. Your unsaved changes are discarded.</p>
        </div>
        <div>
          <button type="button" className="button" onClick={() => void run('mine')} disabled={busy !== null} aria-describedby="cb-conflict-mine">
            {busy === 'mine' ? 'Saving mine…' : 'Keep mine'}
          </button>
          <p id="cb-conflict-mine" className="muted ca-small">Save your version on top of theirs: their changes are replaced by yours.</p>
        </div>
      </div>
    </Dialog>
  );
}
