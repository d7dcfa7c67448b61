import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useSignedIn, type FormSummary } from '../../api/forms-api';
import { useForms } from '../../api/get-forms';
import { ArchiveDialog } from './ArchiveDialog';
import { DuplicateDialog } from './DuplicateDialog';
import { FormsTable } from './FormsTable';
import './pages.css';

type Pending = { kind: 'duplicate' | 'archive'; form: FormSummary } | null;

function FormsList() {
  const forms = useForms();
  const myUid = useSignedIn((s) => s.user?.uid ?? null);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);

  if (forms.isPending) return <Loading label="Loading forms…" />;
  if (forms.isError) {
    return (
      <div className="alert" role="alert">
        <p>The forms could not be loaded. {forms.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void forms.refetch()}>Try again</button>
      </div>
    );
  }
  if (forms.data.length === 0) {
    return (
      <div className="placeholder">
        <p>There are no forms yet.</p>
        <Link className="button" to="/admin/form-builder">Create the first form</Link>
      </div>
    );
  }
  return (
    <>
      <FormsTable
        forms={forms.data}
        myUid={myUid}
        onDuplicate={(form) => setPending({ kind: 'duplicate', form })}
        onArchive={(form) => setPending({ kind: 'archive', form })}
      />
      {pending?.kind === 'duplicate' ? <DuplicateDialog form={pending.form} takenIds={forms.data.map((f) => f.id)} onClose={close} /> : null}
      {pending?.kind === 'archive' ? <ArchiveDialog form={pending.form} onClose={close} /> : null}
    </>
  );
}

/** /admin/forms: every form, committed and builder-made, and what can be done with each. */
export function AdminFormsPage() {
  return (
    <Page title="Forms" intro="Every assessment form, committed or made in the form builder: its status, version, responses and who sees it.">
      <p>
        <Link className="button" to="/admin/form-builder">New form</Link>
      </p>
      <FormsList />
    </Page>
  );
}
