import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateForm } from '../../api/create-form';
import type { FormSummary } from '../../api/forms-api';
import { loadBuilderStart } from '../../api/get-builder-start';
import { duplicateDefinition, uniqueFormId } from '../../hooks/new-form';
import { Dialog } from '../../../../ui';
import { FormTitleField } from './FormTitleField';
import { builderPath } from './paths';

/** Copies a form (its working draft, else its current version) under a new title, then opens the copy. */
export function DuplicateDialog({ form, takenIds, onClose }: { form: FormSummary; takenIds: string[]; onClose(): void }) {
  const client = useQueryClient();
  const create = useCreateForm();
  const navigate = useNavigate();
  const [title, setTitle] = useState(`Copy of ${form.title}`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = uniqueFormId(title, takenIds);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the copy a title.');
    if (!formId) return setError('Use at least one letter or digit in the title: the form’s id is made from it.');
    setError(null);
    setBusy(true);
    try {
      const source = await loadBuilderStart(client, form.id);
      await create.mutateAsync(duplicateDefinition(source.definition, formId, title));
      navigate(builderPath(formId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The copy could not be made. Try again.');
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Duplicate “${form.title}”`} onCancel={busy ? undefined : onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="muted">The copy is a new form of its own, a draft until you publish it. Responses are not copied.</p>
        <FormTitleField title={title} formId={formId} onTitle={setTitle} error={error} autoFocus />
        <div className="fb-dialog-actions">
          <button type="submit" className="button" disabled={busy}>{busy ? 'Duplicating…' : 'Duplicate'}</button>
          <button type="button" className="button secondary" onClick={onClose} disabled={busy}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
