import { useArchiveForm } from '../../api/archive-form';
import type { FormSummary } from '../../api/forms-api';
import { Dialog } from '../../../../ui';

/** Confirms archiving (members stop seeing the form) or bringing it back. */
export function ArchiveDialog({ form, onClose }: { form: FormSummary; onClose(): void }) {
  const archive = useArchiveForm();
  const archiving = form.status !== 'archived';
  const confirm = () => archive.mutate({ formId: form.id, archived: archiving }, { onSuccess: onClose });
  const backTo = form.currentVersion ? `published again (version ${form.currentVersion})` : 'a draft again';
  return (
    <Dialog title={archiving ? `Archive “${form.title}”?` : `Unarchive “${form.title}”?`} onCancel={archive.isPending ? undefined : onClose}>
      <p>
        {archiving
          ? 'Members will no longer see it on their dashboard or be able to start it. Responses already given are kept, and you can unarchive it later.'
          : `It becomes ${backTo}${form.currentVersion ? ': members can fill it in' : ''}.`}
      </p>
      {archive.isError ? <p className="alert" role="alert">{archive.error.message}</p> : null}
      <div className="fb-dialog-actions">
        <button type="button" className="button" onClick={confirm} disabled={archive.isPending} data-autofocus>
          {archive.isPending ? (archiving ? 'Archiving…' : 'Unarchiving…') : archiving ? 'Archive' : 'Unarchive'}
        </button>
        <button type="button" className="button secondary" onClick={onClose} disabled={archive.isPending}>Cancel</button>
      </div>
    </Dialog>
  );
}
