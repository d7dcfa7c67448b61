import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmArchiveDialogProps {
  /** what is archived, as the title names it: Archive “title”? */
  title: string;
  /** true: archive it; false: bring it back */
  archiving: boolean;
  /** what archiving (or bringing it back) means for members */
  consequence: ReactNode;
  pending: boolean;
  /** why the last attempt failed, in words */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Confirms archiving something members see, or bringing it back; cancelling is held while the request runs. */
export function ConfirmArchiveDialog({ title, archiving, consequence, pending, error, onConfirm, onClose }: ConfirmArchiveDialogProps) {
  return (
    <Dialog title={archiving ? `Archive “${title}”?` : `Unarchive “${title}”?`} onCancel={pending ? undefined : onClose}>
      <p>{consequence}</p>
      {error !== null ? <p className="alert" role="alert">{error}</p> : null}
      <div className="ui-dialog-actions">
        <button type="button" className="button" onClick={onConfirm} disabled={pending} data-autofocus>
          {pending ? (archiving ? 'Archiving…' : 'Unarchiving…') : archiving ? 'Archive' : 'Unarchive'}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={pending}>Cancel</button>
      </div>
    </Dialog>
  );
}
