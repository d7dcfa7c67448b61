import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { resourceReader } from '@model';
import { Page } from '../../../../ui';
import { hasSignedInHint, listResources, useSignedIn } from '../../api/resources-public';
import { LatestPosts } from '../blog/LatestPosts';
import { MediaShelf } from '../media/MediaShelf';
import { ResourceCard } from './ResourceCard';
import { countLabel, filterResources, topicsOf } from './resource-list';
import { useDebounced } from './use-debounced';
import { useLoad } from '../../../../ui/use-load';
import './resources.css';

/** How long typing must pause before the list filters (a phone keyboard types in bursts). */
export const SEARCH_DEBOUNCE_MS = 250;

/** `/resources` (public): published resources, searchable and by topic; members-only ones locked for readers without a membership. */
export function ResourcesPage() {
  return (
    <Page title="Resources" intro="Guides, worksheets and links to help between sessions. Members-only resources open with a membership.">
      <ResourceList />
      <MediaShelf />
      <LatestPosts />
    </Page>
  );
}

function ResourceList() {
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  const [list, retry] = useLoad(listResources, 'resources');
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState('');
  const settled = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const ids = { search: useId(), topic: useId() };
  const all = list.status === 'ready' ? list.data : null;
  const topics = useMemo(() => (all ? topicsOf(all) : []), [all]);
  const shown = useMemo(() => (all ? filterResources(all, settled, topic) : []), [all, settled, topic]);

  if (list.status === 'error') {
    return (
      <div className="alert" role="alert">
        <p>We could not load the resources. {list.message}</p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!all) return <ResourcesSkeleton />;
  if (all.length === 0) {
    return (
      <div className="placeholder" role="status">
        <p>No resources are published yet. New guides and worksheets are on their way: please come back soon.</p>
      </div>
    );
  }
  return (
    <>
      <div className="res-filters" role="search">
        <div className="field">
          <label htmlFor={ids.search}>Search resources</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Title or summary" autoComplete="off" />
        </div>
        {topics.length > 0 ? (
          <div className="field">
            <label htmlFor={ids.topic}>Topic</label>
            <select id={ids.topic} value={topic} onChange={(e) => setTopic(e.target.value)}>
              <option value="">All topics</option>
              {topics.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="muted res-count" role="status" aria-live="polite">
        {countLabel(shown.length)}
      </p>
      {shown.length === 0 ? (
        <div className="placeholder">
          <p>No resources match {settled.trim() ? <>“{settled.trim()}”</> : 'this topic'}{settled.trim() && topic ? ` in ${topic}` : ''}.</p>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setSearch('');
              setTopic('');
            }}
          >
            Show all resources
          </button>
        </div>
      ) : (
        <ul className="res-grid" aria-label="Resources">
          {shown.map((r) => (
            <ResourceCard key={r.id} resource={r} reader={reader} />
          ))}
        </ul>
      )}
      {reader === 'visitor' && all.some((r) => r.audience === 'members') ? (
        <p className="muted">
          Already a member? <Link to="/login?next=%2Fresources">Sign in</Link> to open members-only resources.
        </p>
      ) : null}
    </>
  );
}

/** Cards' shapes while the list loads; one status line for screen readers. */
function ResourcesSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading resources…
      </p>
      <ul className="res-grid" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="res-card card res-card-skeleton">
            <div className="res-skeleton-line wide" />
            <div className="res-skeleton-line" />
            <div className="res-skeleton-line short" />
          </li>
        ))}
      </ul>
    </>
  );
}
