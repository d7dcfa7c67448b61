import { Dialog } from '../../../../ui';

/** Confirms removing a chapter: its outline and body go with the next save. */
export function RemoveChapterDialog({ name, onConfirm, onClose }: { name: string; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog title={`Remove “${name}”?`} onCancel={onClose}>
      <p>The chapter, its text, video and attachments are removed from the course when it saves. Members who completed it no longer have it counted.</p>
      <div className="ca-dialog-actions">
        <button type="button" className="button" onClick={onConfirm} data-autofocus>Remove chapter</button>
        <button type="button" className="button secondary" onClick={onClose}>Cancel</button>
      </div>
    </Dialog>
  );
}
