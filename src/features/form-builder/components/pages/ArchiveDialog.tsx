import { useArchiveForm } from '../../api/archive-form';
import type { FormSummary } from '../../api/forms-api';
import { ConfirmArchiveDialog } from '../../../../ui';

/** Confirms archiving (members stop seeing the form) or bringing it back. */
export function ArchiveDialog({ form, onClose }: { form: FormSummary; onClose(): void }) {
  const archive = useArchiveForm();
  const archiving = form.status !== 'archived';
  const confirm = () => archive.mutate({ formId: form.id, archived: archiving }, { onSuccess: onClose });
  const backTo = form.currentVersion ? `published again (version ${form.currentVersion})` : 'a draft again';
  return (
    <ConfirmArchiveDialog
      title={form.title}
      archiving={archiving}
      consequence={
        archiving
          ? 'Members will no longer see it on their dashboard or be able to start it. Responses already given are kept, and you can unarchive it later.'
          : `It becomes ${backTo}${form.currentVersion ? ': members can fill it in' : ''}.`
      }
      pending={archive.isPending}
      error={archive.isError ? archive.error.message : null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
