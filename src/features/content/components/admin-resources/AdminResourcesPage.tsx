import { deleteResource, listAllResources, loadEditableResource, setResourcePublished, type ResourceSummary } from '../../api/resources-admin';
import { KIND_LABELS, topicsOf } from '../resources/resource-list';
import { ContentAdminPage, audienceColumn, savedNotice, statusColumn, type ContentColumn } from '../admin-shared/content-admin';
import { ResourceEditor } from './ResourceEditor';
import { EMPTY_DRAFT, draftOf, newResourceId } from './resource-form';
import './admin-resources.css';

const COLUMNS: ContentColumn<ResourceSummary>[] = [
  { label: 'Kind', cell: (r) => KIND_LABELS[r.kind] },
  { label: 'Topic', cell: (r) => r.topic || <span className="muted">None</span> },
  audienceColumn,
  statusColumn,
];

/** `/admin/resources`: every resource (drafts too), New resource, edit, publish / unpublish, delete with confirmation. */
export function AdminResourcesPage() {
  return (
    <ContentAdminPage
      title="Resources"
      intro="Create, publish and retire resources for visitors and members."
      newLabel="New resource"
      plural="resources"
      empty="No resources yet. Press New resource to write the first guide, worksheet or link."
      loadList={listAllResources}
      loadItem={loadEditableResource}
      noun="resource"
      editor={({ rows, item, id, backToList, cancel }) => (
        <ResourceEditor
          initial={item ? draftOf(item) : EMPTY_DRAFT}
          id={id}
          idFor={(title) => id ?? newResourceId(title, rows.map((r) => r.id))}
          topics={topicsOf(rows)}
          onSaved={(save) => backToList(savedNotice(save.fields.title, id ? undefined : save.fields.published))}
          onCancel={cancel}
        />
      )}
      table={{
        caption: 'All resources, newest first',
        pathOf: (r) => `/resources/${encodeURIComponent(r.id)}`,
        columns: COLUMNS,
        setPublished: setResourcePublished,
        remove: deleteResource,
        deleteWords: { consequence: 'The resource and its text or file address are deleted for everyone. Links to it will say it is not found.', actionLabel: 'Delete resource' },
      }}
    />
  );
}
