import { useSearchParams } from 'react-router-dom';
import { useFormVersion, useLinkedResponse } from '../../api/member-response';
import type { MemberTimeline as Timeline } from '../../api/member-timeline';
import type { ReviewedResponse } from '../../reviewed-response';
import { ukDateTime } from '@model';
import { NoteBody } from './NoteList';
import { ResponseDetail } from './ResponseDetail';
import type { TimelineEntry } from './timeline';

/** The query parameter naming the open response (a link to it opens it). */
export const OPEN_RESPONSE_PARAM = 'response';

function useOpenResponse(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(OPEN_RESPONSE_PARAM);
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPEN_RESPONSE_PARAM, id);
        else next.delete(OPEN_RESPONSE_PARAM);
        return next;
      },
      { replace: false },
    );
  return [open, setOpen];
}

function scoreSummary(response: ReviewedResponse): string {
  return Object.values(response.scores)
    .map((s) => `${s.title} ${s.total === null ? 'not scored' : `${s.total}${s.bandLabel ? ` (${s.bandLabel})` : ''}`}`)
    .join(' · ');
}

function ResponseEntry({ response, memberId, open, onToggle }: { response: ReviewedResponse; memberId: string; open: boolean; onToggle: () => void }) {
  // The title comes from the version it was filled against (read once per distinct version).
  const version = useFormVersion(response.formId, response.formVersion);
  const title = version.data?.definition.title ?? response.formId;
  const headingId = `mr-response-${response.id}`;
  const panelId = `${headingId}-panel`;
  const summary = scoreSummary(response);
  return (
    <li className={open ? 'mr-entry mr-entry--open' : 'mr-entry'} data-testid="timeline-response">
      <h3 className="mr-entry__heading" id={headingId}>
        <button type="button" className="mr-entry__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="mr-entry__title">
            {title} <span className="muted">v{response.formVersion}</span>
          </span>
          <time dateTime={response.submittedAt.toISOString()}>{ukDateTime(response.submittedAt)}</time>
          {summary ? <span className="mr-entry__scores">{summary}</span> : null}
        </button>
      </h3>
      {open ? (
        <div id={panelId}>
          <ResponseDetail response={response} memberId={memberId} headingId={headingId} />
        </div>
      ) : null}
    </li>
  );
}

function NoteEntry({ entry }: { entry: Extract<TimelineEntry, { kind: 'note' }> }) {
  return (
    <li className="mr-entry mr-entry--note" data-testid="timeline-note">
      <p className="mr-entry__kind">Note about the member</p>
      <NoteBody note={entry.note} />
    </li>
  );
}

/** A `?response=` link to a response not on the loaded pages: shown above the timeline. */
function LinkedResponse({ responseId, memberId, onClose }: { responseId: string; memberId: string; onClose: () => void }) {
  const linked = useLinkedResponse(responseId);
  if (linked.isPending) return <p className="muted" role="status">Loading the linked response…</p>;
  if (linked.isError) return <p className="alert" role="alert">The linked response could not be loaded. {linked.error.message}</p>;
  if (!linked.data?.response || linked.data.memberId !== memberId) {
    return (
      <div className="notice" role="status">
        <p>The linked response is not one of this member’s submitted responses.</p>
        <button type="button" className="button secondary" onClick={onClose}>Close</button>
      </div>
    );
  }
  return (
    <ol className="mr-timeline" aria-label="Linked response">
      <ResponseEntry response={linked.data.response} memberId={memberId} open onToggle={onClose} />
    </ol>
  );
}

/** Every submitted response (any form, any version) and every note about the member, newest first. */
export function MemberTimeline({ memberId, timeline }: { memberId: string; timeline: Timeline }) {
  const [open, setOpen] = useOpenResponse();
  if (timeline.isPending) return <p className="muted" role="status">Loading the timeline…</p>;
  if (timeline.error) {
    return (
      <div className="alert" role="alert">
        <p>The timeline could not be loaded. {timeline.error.message}</p>
        <button type="button" className="button secondary" onClick={timeline.retry}>Try again</button>
      </div>
    );
  }
  const openIsLoaded = open !== null && timeline.entries.some((entry) => entry.kind === 'response' && entry.id === open);
  return (
    <>
      {open !== null && !openIsLoaded ? <LinkedResponse responseId={open} memberId={memberId} onClose={() => setOpen(null)} /> : null}
      {timeline.entries.length === 0 ? (
        <p className="placeholder">No submitted responses or notes yet.</p>
      ) : (
        <ol className="mr-timeline" aria-label="Responses and notes, newest first">
          {timeline.entries.map((entry) =>
            entry.kind === 'response' ? (
              <ResponseEntry
                key={`r-${entry.id}`}
                response={entry.response}
                memberId={memberId}
                open={open === entry.id}
                onToggle={() => setOpen(open === entry.id ? null : entry.id)}
              />
            ) : (
              <NoteEntry key={`n-${entry.id}`} entry={entry} />
            ),
          )}
        </ol>
      )}
      {timeline.unreadable > 0 ? (
        <p className="muted">{timeline.unreadable} stored response(s) could not be read and are left out.</p>
      ) : null}
      {timeline.more ? (
        <p className="mr-no-print">
          <button type="button" className="button secondary" onClick={timeline.loadOlder} disabled={timeline.loadingOlder}>
            {timeline.loadingOlder ? 'Loading older entries…' : 'Show older entries'}
          </button>
        </p>
      ) : null}
    </>
  );
}
