import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { durationLabel } from '@engine';
import { Loading, Page } from '../../../../ui';
import { deleteMedia, listAllMedia, loadEditableMedia, setMediaPublished, type MediaItem } from '../../api/media-admin';
import { topicsOf } from '../resources/resource-list';
import { useLoad } from '../resources/useLoad';
import { MEDIA_KIND_LABELS, mediaPath } from '../media/media-words';
import { ConfirmDeleteDialog } from '../admin-shared/ConfirmDeleteDialog';
import { MediaEditor } from './MediaEditor';
import { EMPTY_MEDIA_DRAFT, draftOfItem, newMediaId } from './media-form';
import '../admin-resources/admin-resources.css';
import './admin-media.css';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

const INTRO = 'Add video and audio by address or by upload, for the public site or members only.';

/** `/admin/add-media`: every media item (drafts too), Add media, edit, publish / unpublish, delete with confirmation. */
export function AddMediaPage() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [version, setVersion] = useState(0);
  const [list, retry] = useLoad(listAllMedia, `all:${version}`);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // back from the editor or a change: focus lands on what happened, not on the page's top
  useEffect(() => {
    if (notice && mode.kind === 'list') noticeRef.current?.focus();
  }, [notice, mode.kind]);
  const all = useMemo(() => (list.status === 'ready' ? list.data : []), [list]);
  const topics = useMemo(() => topicsOf(all.map((m) => ({ ...m, summary: '', kind: 'article' as const }))), [all]);
  const backToList = (message: string) => {
    setNotice(message);
    setMode({ kind: 'list' });
    setVersion((v) => v + 1);
  };

  if (mode.kind !== 'list') {
    return (
      <Page title="Media" intro={INTRO}>
        {mode.kind === 'new' ? (
          <MediaEditor
            initial={EMPTY_MEDIA_DRAFT}
            id={null}
            idFor={(title) => newMediaId(title, all.map((m) => m.id))}
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
    <Page title="Media" intro={INTRO}>
      <p>
        <button type="button" className="button" onClick={() => { setNotice(''); setMode({ kind: 'new' }); }}>
          Add media
        </button>
      </p>
      <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? 'notice' : 'visually-hidden'}>{notice}</p>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the media. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>Try again</button>
        </div>
      ) : list.status === 'loading' ? (
        <Loading label="Loading media…" />
      ) : all.length === 0 ? (
        <div className="placeholder">
          <p>No media yet. Press Add media to add the first video or audio recording.</p>
        </div>
      ) : (
        <MediaTable items={all} onEdit={(id) => { setNotice(''); setMode({ kind: 'edit', id }); }} onChanged={backToList} />
      )}
    </Page>
  );
}

function EditExisting({ id, topics, onSaved, onCancel }: { id: string; topics: string[]; onSaved(title: string): void; onCancel(): void }) {
  const [loaded, retry] = useLoad(() => loadEditableMedia(id), id);
  if (loaded.status === 'loading') return <Loading label="Loading the item…" />;
  if (loaded.status === 'error' || !loaded.data) {
    return (
      <div className="alert" role="alert">
        <p>{loaded.status === 'error' ? `We could not open this item. ${loaded.message}` : 'This item no longer exists: it may have been deleted.'}</p>
        <p className="ar-actions">
          {loaded.status === 'error' ? <button type="button" className="button secondary" onClick={retry}>Try again</button> : null}
          <button type="button" className="button secondary" onClick={onCancel}>Back to the list</button>
        </p>
      </div>
    );
  }
  return <MediaEditor initial={draftOfItem(loaded.data)} id={id} idFor={() => id} topics={topics} onSaved={(save) => onSaved(save.fields.title)} onCancel={onCancel} />;
}

function MediaTable({ items, onEdit, onChanged }: { items: MediaItem[]; onEdit(id: string): void; onChanged(message: string): void }) {
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const togglePublished = async (m: MediaItem) => {
    setBusy(m.id);
    setError('');
    try {
      await setMediaPublished(m.id, !m.published);
      onChanged(m.published ? `“${m.title}” is unpublished: it is a draft again.` : `“${m.title}” is published.`);
    } catch (e) {
      setError(`“${m.title}” was not changed. ${e instanceof Error ? e.message : ''}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {error ? <p className="alert" role="alert">{error}</p> : null}
      <table className="ar-table">
        <caption className="visually-hidden">All media, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Length</th>
            <th scope="col">Audience</th>
            <th scope="col">Status</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => (
            <tr key={m.id}>
              <th scope="row" data-label="Title">
                {m.published ? <Link to={mediaPath(m.id)}>{m.title}</Link> : m.title}
              </th>
              <td data-label="Kind">{MEDIA_KIND_LABELS[m.kind]}</td>
              <td data-label="Length">{durationLabel(m.durationSeconds) || <span className="muted">Not given</span>}</td>
              <td data-label="Audience">{m.audience === 'members' ? 'Members' : 'Everyone'}</td>
              <td data-label="Status">
                <span className={m.published ? 'ar-badge ar-published' : 'ar-badge'}>{m.published ? 'Published' : 'Draft'}</span>
              </td>
              <td className="ar-row-actions">
                <button type="button" className="button secondary" onClick={() => onEdit(m.id)} aria-label={`Edit ${m.title}`}>Edit</button>
                <button type="button" className="button secondary" onClick={() => void togglePublished(m)} disabled={busy === m.id} aria-label={`${m.published ? 'Unpublish' : 'Publish'} ${m.title}`}>
                  {busy === m.id ? 'Saving…' : m.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="button secondary" onClick={() => setDeleting(m)} aria-label={`Delete ${m.title}`}>Delete</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? (
        <ConfirmDeleteDialog
          title={deleting.title}
          consequence="The item is deleted for everyone; links to it will say it is not found."
          actionLabel="Delete item"
          remove={() => deleteMedia(deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => { setDeleting(null); onChanged(`Deleted “${deleting.title}”.`); }}
        />
      ) : null}
    </>
  );
}

/** Confirms deleting an item by name; stays open with the reason if the delete fails. */
