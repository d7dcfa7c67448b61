import { useState } from 'react';
import { Dialog } from '../../../../ui';
import { deletePost } from '../../api/blog-admin';

/** Confirms deleting a post by name. Stays open with the reason if the delete fails. */
export function DeletePostDialog({ id, title, onDeleted, onClose }: { id: string; title: string; onDeleted(): void; onClose(): void }) {
  const [state, setState] = useState<{ kind: 'idle' | 'deleting' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const confirm = async () => {
    setState({ kind: 'deleting' });
    try {
      await deletePost(id);
      onDeleted();
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    }
  };
  const deleting = state.kind === 'deleting';
  return (
    <Dialog title={`Delete “${title}”?`} onCancel={deleting ? undefined : onClose}>
      <p>The post is deleted for everyone, and links to it will say it is not found. This cannot be undone.</p>
      <p className="muted">To take it off the site for a while instead, unpublish it.</p>
      {state.kind === 'error' ? (
        <p className="alert" role="alert">
          Nothing was deleted. {state.message}
        </p>
      ) : null}
      <div className="ar-actions">
        <button type="button" className="button danger" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete post'}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={deleting} data-autofocus>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
