import { durationLabel } from '@model';
import { deleteMedia, listAllMedia, loadEditableMedia, setMediaPublished, type MediaItem } from '../../api/media-admin';
import { topicsOf } from '../resources/resource-list';
import { MEDIA_KIND_LABELS, mediaPath } from '../media/media-words';
import { ContentAdminPage, audienceColumn, savedNotice, statusColumn, type ContentColumn } from '../admin-shared/content-admin';
import { MediaEditor } from './MediaEditor';
import { EMPTY_MEDIA_DRAFT, draftOfItem, newMediaId } from './media-form';
import '../admin-resources/admin-resources.css';
import './admin-media.css';

const COLUMNS: ContentColumn<MediaItem>[] = [
  { label: 'Kind', cell: (m) => MEDIA_KIND_LABELS[m.kind] },
  { label: 'Length', cell: (m) => durationLabel(m.durationSeconds) || <span className="muted">Not given</span> },
  audienceColumn,
  statusColumn,
];

/** Topics already used, suggested in the editor (the resources' helper reads only the topic). */
const mediaTopics = (items: MediaItem[]) => topicsOf(items.map((m) => ({ ...m, summary: '', kind: 'article' as const })));

/** `/admin/add-media`: every media item (drafts too), Add media, edit, publish / unpublish, delete with confirmation. */
export function AddMediaPage() {
  return (
    <ContentAdminPage
      title="Media"
      intro="Add video and audio by address or by upload, for the public site or members only."
      newLabel="Add media"
      plural="media"
      empty="No media yet. Press Add media to add the first video or audio recording."
      loadList={listAllMedia}
      loadItem={loadEditableMedia}
      noun="item"
      editor={({ rows, item, id, backToList, cancel }) => (
        <MediaEditor
          initial={item ? draftOfItem(item) : EMPTY_MEDIA_DRAFT}
          id={id}
          idFor={(title) => id ?? newMediaId(title, rows.map((m) => m.id))}
          topics={mediaTopics(rows)}
          onSaved={(save) => backToList(savedNotice(save.fields.title, id ? undefined : save.fields.published))}
          onCancel={cancel}
        />
      )}
      table={{
        caption: 'All media, newest first',
        pathOf: (m) => mediaPath(m.id),
        columns: COLUMNS,
        setPublished: setMediaPublished,
        remove: deleteMedia,
        deleteWords: { consequence: 'The item is deleted for everyone; links to it will say it is not found.', actionLabel: 'Delete item' },
      }}
    />
  );
}
