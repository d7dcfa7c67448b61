import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useCreateForm } from '../../api/create-form';
import { useForms } from '../../api/get-forms';
import { newFormDefinition, uniqueFormId } from '../../hooks/new-form';
import { FormTitleField } from './FormTitleField';
import { builderPath } from './paths';

/** /admin/form-builder without an id: name the new form, then build it. */
export function NewFormPage() {
  const forms = useForms();
  const create = useCreateForm();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = uniqueFormId(title, forms.data?.map((form) => form.id) ?? []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the form a title.');
    if (!formId) return setError('Use at least one letter or digit in the title: the form’s id is made from it.');
    setError(null);
    try {
      await create.mutateAsync(newFormDefinition(formId, title));
      navigate(builderPath(formId), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The form could not be created. Try again.');
    }
  };

  return (
    <Page title="New form" intro="Name the form; you then add sections and questions in the builder.">
      {forms.isPending ? <Loading label="Checking the forms that exist…" /> : null}
      {forms.isError ? (
        <div className="alert" role="alert">
          The list of forms could not be loaded, so a unique id cannot be chosen yet. {forms.error.message}{' '}
          <button type="button" className="linklike" onClick={() => void forms.refetch()}>Try again</button>
        </div>
      ) : null}
      {forms.isSuccess ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormTitleField title={title} formId={formId} onTitle={setTitle} error={error} autoFocus />
          <div className="fb-dialog-actions">
            <button type="submit" className="button" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create form'}</button>
            <Link to="/admin/forms" className="button secondary">Cancel</Link>
          </div>
        </form>
      ) : null}
    </Page>
  );
}
