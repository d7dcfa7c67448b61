/**
 * What the content administrators' list pages (resources, blog, media) share: the list that opens
 * an editor in its place and comes back with a notice, the list's loading / error / empty states,
 * an item read to be edited, and the table with each row's Edit, Publish / Unpublish and Delete.
 * Each page brings its own reads and writes, columns and words.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useLoad, type Loaded } from '../../../../ui/use-load';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/**
 * The list or the editor: which is shown, the notice after a change (focused once the list is
 * back, so focus lands on what happened rather than the page's top), and a version that makes the
 * page read its list again after each change.
 */
function useListOrEditor() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice && mode.kind === 'list') noticeRef.current?.focus();
  }, [notice, mode.kind]);
  return {
    mode,
    version,
    notice,
    noticeRef,
    startNew() {
      setNotice('');
      setMode({ kind: 'new' });
    },
    edit(id: string) {
      setNotice('');
      setMode({ kind: 'edit', id });
    },
    cancel() {
      setMode({ kind: 'list' });
    },
    /** Back to the list after a change, saying what happened; the list is read again. */
    backToList(message: string) {
      setNotice(message);
      setMode({ kind: 'list' });
      setVersion((v) => v + 1);
    },
  };
}

/** What happened last (a save, a publish, a delete), read out and focusable. */
function ChangeNotice({ text, noticeRef }: { text: string; noticeRef: RefObject<HTMLParagraphElement | null> }) {
  return (
    <p role="status" ref={noticeRef} tabIndex={-1} className={text ? 'notice' : 'visually-hidden'}>
      {text}
    </p>
  );
}

/** The list's states: the error with Try again, loading, empty (`empty` says how to start), else the list. */
function ListStates<T>({ list, retry, plural, empty, children }: { list: Loaded<T[]>; retry(): void; plural: string; empty: string; children(items: T[]): ReactNode }) {
  if (list.status === 'error') {
    return (
      <div className="alert" role="alert">
        <p>
          We could not load the {plural}. {list.message}
        </p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (list.status === 'loading') return <Loading label={`Loading ${plural}…`} />;
  if (list.data.length === 0) {
    return (
      <div className="placeholder">
        <p>{empty}</p>
      </div>
    );
  }
  return <>{children(list.data)}</>;
}

/** One item read to be edited (`noun`: "resource", "post", "item"); gone or unreadable, it says so with a way back. */
export function OpenToEdit<T>({ id, load, noun, onCancel, children }: { id: string; load(id: string): Promise<T | null>; noun: string; onCancel(): void; children(item: T): ReactNode }) {
  const [loaded, retry] = useLoad(() => load(id), id);
  if (loaded.status === 'loading') return <Loading label={`Loading the ${noun}…`} />;
  if (loaded.status === 'error' || !loaded.data) {
    return (
      <div className="alert" role="alert">
        <p>{loaded.status === 'error' ? `We could not open this ${noun}. ${loaded.message}` : `This ${noun} no longer exists: it may have been deleted.`}</p>
        <p className="ar-actions">
          {loaded.status === 'error' ? (
            <button type="button" className="button secondary" onClick={retry}>
              Try again
            </button>
          ) : null}
          <button type="button" className="button secondary" onClick={onCancel}>
            Back to the list
          </button>
        </p>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}

/** What the list says after a save: with `published` given, whether it is live or a draft. */
export function savedNotice(title: string, published?: boolean): string {
  if (published === undefined) return `Saved “${title}”.`;
  return `Saved “${title}”${published ? ': it is published.' : ' as a draft.'}`;
}

/** A row of the table: what the shared columns and actions need. */
export interface ContentRow {
  id: string;
  title: string;
  published: boolean;
  audience: string;
}

export interface ContentColumn<T> {
  label: string;
  cell(row: T): ReactNode;
}

/** The audience column every content list has. */
export const audienceColumn: ContentColumn<ContentRow> = { label: 'Audience', cell: (row) => (row.audience === 'members' ? 'Members' : 'Everyone') };

/** The status column every content list has. */
export const statusColumn: ContentColumn<ContentRow> = {
  label: 'Status',
  cell: (row) => <span className={row.published ? 'ar-badge ar-published' : 'ar-badge'}>{row.published ? 'Published' : 'Draft'}</span>,
};

export interface ContentTableProps<T extends ContentRow> {
  /** read out before the table, e.g. "All resources, newest first" */
  caption: string;
  rows: T[];
  /** where a published row's title links to */
  pathOf(row: T): string;
  /** the columns after the title */
  columns: ContentColumn<T>[];
  onEdit(id: string): void;
  /** after a publish, unpublish or delete: what happened */
  onChanged(message: string): void;
  setPublished(id: string, published: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  /** the delete dialog's words: what deleting does, and its button */
  deleteWords: { consequence: string; actionLabel: string };
}

/** Every item as a row (its title a link once published), with Edit, Publish / Unpublish and Delete (confirmed). */
export function ContentTable<T extends ContentRow>({ caption, rows, pathOf, columns, onEdit, onChanged, setPublished, remove, deleteWords }: ContentTableProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const togglePublished = async (row: T) => {
    setBusy(row.id);
    setError('');
    try {
      await setPublished(row.id, !row.published);
      onChanged(row.published ? `“${row.title}” is unpublished: it is a draft again.` : `“${row.title}” is published.`);
    } catch (e) {
      setError(`“${row.title}” was not changed. ${e instanceof Error ? e.message : ''}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      <table className="ar-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label="Title">
                {row.published ? <Link to={pathOf(row)}>{row.title}</Link> : row.title}
              </th>
              {columns.map((c) => (
                <td key={c.label} data-label={c.label}>
                  {c.cell(row)}
                </td>
              ))}
              <td className="ar-row-actions">
                <button type="button" className="button secondary" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.title}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => void togglePublished(row)}
                  disabled={busy === row.id}
                  aria-label={`${row.published ? 'Unpublish' : 'Publish'} ${row.title}`}
                >
                  {busy === row.id ? 'Saving…' : row.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="button secondary" onClick={() => setDeleting(row)} aria-label={`Delete ${row.title}`}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? (
        <ConfirmDeleteDialog
          title={deleting.title}
          consequence={deleteWords.consequence}
          actionLabel={deleteWords.actionLabel}
          remove={() => remove(deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onChanged(`Deleted “${deleting.title}”.`);
          }}
        />
      ) : null}
    </>
  );
}

export interface ContentAdminPageProps<T extends ContentRow, Item> {
  title: string;
  intro: string;
  /** the button that starts a new item ("New resource") */
  newLabel: string;
  /** the list's name in its messages ("resources", "posts", "media") */
  plural: string;
  /** what an empty list says (how to start) */
  empty: string;
  loadList(): Promise<T[]>;
  /** one item for its editor (null: gone) */
  loadItem(id: string): Promise<Item | null>;
  /** the item's name in the editor's loading messages ("resource", "post", "item") */
  noun: string;
  /**
   * The editor in the list's place: a new item (`item` and `id` null) or an existing one. `rows`
   * is the list as read (for new ids and suggestions); `backToList` says what was saved.
   */
  editor(open: { rows: T[]; item: Item | null; id: string | null; backToList(message: string): void; cancel(): void }): ReactNode;
  /** the table's caption, links, columns, writes and delete words */
  table: Omit<ContentTableProps<T>, 'rows' | 'onEdit' | 'onChanged'>;
}

/**
 * A content administrators' page (`/admin/resources`, `/admin/blog`, `/admin/add-media`): every
 * item (drafts too) with its actions, a button for a new one, and the editor in the list's place,
 * coming back with a notice.
 */
export function ContentAdminPage<T extends ContentRow, Item>({ title, intro, newLabel, plural, empty, loadList, loadItem, noun, editor, table }: ContentAdminPageProps<T, Item>) {
  const view = useListOrEditor();
  const [list, retry] = useLoad(loadList, `all:${view.version}`);
  const rows = list.status === 'ready' ? list.data : [];
  const { mode, backToList, cancel } = view;
  if (mode.kind !== 'list') {
    return (
      <Page title={title} intro={intro}>
        {mode.kind === 'new' ? (
          editor({ rows, item: null, id: null, backToList, cancel })
        ) : (
          <OpenToEdit id={mode.id} load={loadItem} noun={noun} onCancel={cancel}>
            {(item) => editor({ rows, item, id: mode.id, backToList, cancel })}
          </OpenToEdit>
        )}
      </Page>
    );
  }
  return (
    <Page title={title} intro={intro}>
      <p>
        <button type="button" className="button" onClick={view.startNew}>
          {newLabel}
        </button>
      </p>
      <ChangeNotice text={view.notice} noticeRef={view.noticeRef} />
      <ListStates list={list} retry={retry} plural={plural} empty={empty}>
        {(items) => <ContentTable {...table} rows={items} onEdit={view.edit} onChanged={backToList} />}
      </ListStates>
    </Page>
  );
}
