import { useState } from 'react';
import { Dialog } from '../../../../ui';

/**
 * Confirms deleting one piece of content by its title (a resource, a post, a media item): Cancel
 * first and focused, the delete named on its button, and on failure the dialog stays open saying
 * nothing was deleted and why. `consequence` says what deleting this kind of content does.
 */
export function ConfirmDeleteDialog({
  title,
  consequence,
  actionLabel,
  remove,
  onDeleted,
  onClose,
}: {
  title: string;
  consequence: string;
  actionLabel: string;
  remove(): Promise<void>;
  onDeleted(): void;
  onClose(): void;
}) {
  const [state, setState] = useState<{ kind: 'idle' | 'deleting' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const confirm = async () => {
    setState({ kind: 'deleting' });
    try {
      await remove();
      onDeleted();
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    }
  };
  const deleting = state.kind === 'deleting';
  return (
    <Dialog title={`Delete “${title}”?`} onCancel={deleting ? undefined : onClose}>
      <p>{consequence} This cannot be undone.</p>
      <p className="muted">To take it off the site for a while instead, unpublish it.</p>
      {state.kind === 'error' ? (
        <p className="alert" role="alert">
          Nothing was deleted. {state.message}
        </p>
      ) : null}
      <div className="ar-actions">
        <button type="button" className="button danger" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting…' : actionLabel}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={deleting} data-autofocus>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
