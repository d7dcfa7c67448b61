import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { deleteResource, listAllResources, loadEditableResource, setResourcePublished, type ResourceSummary } from '../../api/resources-admin';
import { KIND_LABELS, topicsOf } from '../resources/resource-list';
import { useLoad } from '../resources/useLoad';
import { ConfirmDeleteDialog } from '../admin-shared/ConfirmDeleteDialog';
import { ResourceEditor } from './ResourceEditor';
import { EMPTY_DRAFT, draftOf, newResourceId } from './resource-form';
import './admin-resources.css';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** `/admin/resources`: every resource (drafts too), New resource, edit, publish / unpublish, delete with confirmation. */
export function AdminResourcesPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [version, setVersion] = useState(0);
  const [list, retry] = useLoad(listAllResources, `all:${version}`);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // back from the editor or a change: focus lands on what happened, not on the page's top
  useEffect(() => {
    if (notice && mode.kind === 'list') noticeRef.current?.focus();
  }, [notice, mode.kind]);
  const all = useMemo(() => (list.status === 'ready' ? list.data : []), [list]);
  const topics = useMemo(() => topicsOf(all), [all]);
  const backToList = (message: string) => {
    setNotice(message);
    setMode({ kind: 'list' });
    setVersion((v) => v + 1);
  };

  if (mode.kind !== 'list') {
    return (
      <Page title="Resources" intro="Create, publish and retire resources for visitors and members.">
        {mode.kind === 'new' ? (
          <ResourceEditor
            initial={EMPTY_DRAFT}
            id={null}
            idFor={(title) => newResourceId(title, all.map((r) => r.id))}
            topics={topics}
            onSaved={(save) => backToList(`Saved “${save.fields.title}”${save.fields.published ? ': it is published.' : ' as a draft.'}`)}
            onCancel={() => setMode({ kind: 'list' })}
          />
        ) : (
          <EditExisting id={mode.id} topics={topics} onSaved={(title) => backToList(`Saved “${title}”.`)} onCancel={() => setMode({ kind: 'list' })} />
        )}
      </Page>
    );
  }
  return (
    <Page title="Resources" intro="Create, publish and retire resources for visitors and members.">
      <p>
        <button type="button" className="button" onClick={() => { setNotice(''); setMode({ kind: 'new' }); }}>
          New resource
        </button>
      </p>
      <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? 'notice' : 'visually-hidden'}>{notice}</p>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the resources. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>Try again</button>
        </div>
      ) : list.status === 'loading' ? (
        <Loading label="Loading resources…" />
      ) : all.length === 0 ? (
        <div className="placeholder">
          <p>No resources yet. Press New resource to write the first guide, worksheet or link.</p>
        </div>
      ) : (
        <ResourceTable resources={all} onEdit={(id) => { setNotice(''); setMode({ kind: 'edit', id }); }} onChanged={backToList} />
      )}
    </Page>
  );
}

function EditExisting({ id, topics, onSaved, onCancel }: { id: string; topics: string[]; onSaved(title: string): void; onCancel(): void }) {
  const [loaded, retry] = useLoad(() => loadEditableResource(id), id);
  if (loaded.status === 'loading') return <Loading label="Loading the resource…" />;
  if (loaded.status === 'error' || !loaded.data) {
    return (
      <div className="alert" role="alert">
        <p>{loaded.status === 'error' ? `We could not open this resource. ${loaded.message}` : 'This resource no longer exists: it may have been deleted.'}</p>
        <p className="ar-actions">
          {loaded.status === 'error' ? <button type="button" className="button secondary" onClick={retry}>Try again</button> : null}
          <button type="button" className="button secondary" onClick={onCancel}>Back to the list</button>
        </p>
      </div>
    );
  }
  return <ResourceEditor initial={draftOf(loaded.data)} id={id} idFor={() => id} topics={topics} onSaved={(save) => onSaved(save.fields.title)} onCancel={onCancel} />;
}

function ResourceTable({ resources, onEdit, onChanged }: { resources: ResourceSummary[]; onEdit(id: string): void; onChanged(message: string): void }) {
  const [deleting, setDeleting] = useState<ResourceSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const togglePublished = async (r: ResourceSummary) => {
    setBusy(r.id);
    setError('');
    try {
      await setResourcePublished(r.id, !r.published);
      onChanged(r.published ? `“${r.title}” is unpublished: it is a draft again.` : `“${r.title}” is published.`);
    } catch (e) {
      setError(`“${r.title}” was not changed. ${e instanceof Error ? e.message : ''}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {error ? <p className="alert" role="alert">{error}</p> : null}
      <table className="ar-table">
        <caption className="visually-hidden">All resources, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Topic</th>
            <th scope="col">Audience</th>
            <th scope="col">Status</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {resources.map((r) => (
            <tr key={r.id}>
              <th scope="row" data-label="Title">
                {r.published ? <Link to={`/resources/${encodeURIComponent(r.id)}`}>{r.title}</Link> : r.title}
              </th>
              <td data-label="Kind">{KIND_LABELS[r.kind]}</td>
              <td data-label="Topic">{r.topic || <span className="muted">None</span>}</td>
              <td data-label="Audience">{r.audience === 'members' ? 'Members' : 'Everyone'}</td>
              <td data-label="Status">
                <span className={r.published ? 'ar-badge ar-published' : 'ar-badge'}>{r.published ? 'Published' : 'Draft'}</span>
              </td>
              <td className="ar-row-actions">
                <button type="button" className="button secondary" onClick={() => onEdit(r.id)} aria-label={`Edit ${r.title}`}>Edit</button>
                <button type="button" className="button secondary" onClick={() => void togglePublished(r)} disabled={busy === r.id} aria-label={`${r.published ? 'Unpublish' : 'Publish'} ${r.title}`}>
                  {busy === r.id ? 'Saving…' : r.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="button secondary" onClick={() => setDeleting(r)} aria-label={`Delete ${r.title}`}>Delete</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? (
        <ConfirmDeleteDialog
          title={deleting.title}
          consequence="The resource and its text or file address are deleted for everyone. Links to it will say it is not found."
          actionLabel="Delete resource"
          remove={() => deleteResource(deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => { setDeleting(null); onChanged(`Deleted “${deleting.title}”.`); }}
        />
      ) : null}
    </>
  );
}
