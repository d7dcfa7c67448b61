import { Link } from 'react-router-dom';
import type { ResourceReader } from '@model';
import type { ResourceSummary } from '../../api/resources-public';
import { KIND_ICONS, KIND_LABELS } from './resource-list';

/** A resource in the list: kind, topic, title (the link), summary; members-only ones marked, with Join for readers without access. */
export function ResourceCard({ resource, reader }: { resource: ResourceSummary; reader: ResourceReader }) {
  const membersOnly = resource.audience === 'members';
  const locked = membersOnly && (reader === 'visitor' || reader === 'member');
  return (
    <li className={`res-card card${locked ? ' res-card-locked' : ''}`}>
      <p className="res-card-meta">
        <span className="res-kind">
          <span aria-hidden="true">{KIND_ICONS[resource.kind]}</span> {KIND_LABELS[resource.kind]}
        </span>
        {resource.topic ? <span className="res-topic">{resource.topic}</span> : null}
        {membersOnly ? (
          <span className="res-members">
            <span aria-hidden="true">🔒</span> Members
          </span>
        ) : null}
      </p>
      <h2 className="res-card-title">
        <Link to={`/resources/${encodeURIComponent(resource.id)}`}>{resource.title}</Link>
      </h2>
      {resource.summary ? <p className="res-card-summary">{resource.summary}</p> : null}
      {locked ? (
        <p className="res-join">
          <Link to="/membership" aria-label={`Join to open ${resource.title}`}>
            Join to open
          </Link>
        </p>
      ) : null}
    </li>
  );
}
