import type { BuilderBackup } from '../../hooks/local-backup';
import { Dialog } from '../../../../ui';
import { exactTime, relativeTime } from './form-admin-words';

/** Offers back the unsaved edits this browser kept from a previous visit (reload, crash, offline). */
export function RestoreBackupDialog({
  backup,
  kind,
  serverRevision,
  onRestore,
  onDiscard,
}: {
  backup: BuilderBackup;
  /** 'stale': someone saved after these edits were made */
  kind: 'newer' | 'stale';
  serverRevision: number;
  onRestore(): void;
  onDiscard(): void;
}) {
  const when = new Date(backup.savedAt);
  return (
    <Dialog title="Unsaved changes found">
      <p>
        This browser kept changes to “{backup.definition.title}” that were not saved, from {relativeTime(when)} ({exactTime(when)}).
      </p>
      {kind === 'stale' ? (
        <p className="notice">
          The form has been saved since (revision {serverRevision}; these changes were made on revision {backup.baseRevision}). If you
          restore them you will be asked whether to keep them or the saved version.
        </p>
      ) : null}
      <div className="fb-dialog-actions">
        <button type="button" className="button" onClick={onRestore} data-autofocus>Restore my changes</button>
        <button type="button" className="button secondary" onClick={onDiscard}>Discard them</button>
      </div>
    </Dialog>
  );
}
