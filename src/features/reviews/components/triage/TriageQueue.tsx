import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { triageResponseParam, type ReviewFlag } from '@model';
import { Loading } from '../../../../ui';
import { TRIAGE_PAGE_SIZE, useTriageQueue } from '../../api/triage-queue';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { TriageRow, linkedRowId } from './TriageRow';
import { SEVERITY_LABELS, groupBySeverity } from './triage-order';

interface Acknowledging {
  responseId: string;
  flag: ReviewFlag<Date>;
  memberName: string;
}

const responsesText = (n: number) => (n === 1 ? '1 response' : `${n} responses`);

/**
 * Submitted responses with flags nobody has acknowledged yet: urgent first, then warning, then
 * info, oldest first within each. Live: a new flag appears and an acknowledged one leaves
 * without a reload. Pages of TRIAGE_PAGE_SIZE ("Show more"). The response an alert email links
 * to (`?response=`) is marked and scrolled to; when it is not in the list, the page says why.
 */
export function TriageQueue({ now }: { now: Date }) {
  const [count, setCount] = useState(TRIAGE_PAGE_SIZE);
  const [attempt, setAttempt] = useState(0);
  const queue = useTriageQueue(count, attempt);
  const [acknowledging, setAcknowledging] = useState<Acknowledging | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const linked = triageResponseParam(useLocation().search);
  const linkedOpen = queue.status === 'ready' && linked !== null && queue.data.some((entry) => entry.responseId === linked);
  // the emailed response is brought into view once, when the queue first shows it
  const scrolled = useRef(false);
  useEffect(() => {
    if (!linkedOpen || scrolled.current || !linked) return;
    scrolled.current = true;
    document.getElementById(linkedRowId(linked))?.scrollIntoView?.({ block: 'center' });
  }, [linkedOpen, linked]);
  // after the dialog has closed (and given focus back): the flag's button leaves with the flag
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const finish = (open: number) => {
    const who = acknowledging?.memberName ?? 'the member';
    setAcknowledging(null);
    setDone(open === 0 ? `Acknowledged. Nothing is left open on ${who}'s response.` : `Acknowledged. ${open === 1 ? '1 flag is' : `${open} flags are`} still open on ${who}'s response.`);
    setFocusHeading(true);
  };

  let body;
  if (queue.status === 'loading') body = <Loading label="Loading the flags to review…" />;
  else if (queue.status === 'error') {
    body = (
      <div className="alert" role="alert">
        <p>The flags to review could not be loaded. {queue.error.message}</p>
        <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>Try again</button>
      </div>
    );
  } else if (queue.data.length === 0) {
    body = <p className="notice">No flags to review. New flags appear here as soon as a member submits.</p>;
  } else {
    const groups = groupBySeverity(queue.data);
    body = (
      <>
        {groups.map((group) => (
          <section key={group.severity} aria-labelledby={`triage-${group.severity}`} className="triage-group">
            <h3 id={`triage-${group.severity}`}>{SEVERITY_LABELS[group.severity]} <span className="muted">({responsesText(group.entries.length)})</span></h3>
            <ol className="triage-list">
              {group.entries.map((entry) => (
                <TriageRow key={entry.responseId} entry={entry} now={now} linked={entry.responseId === linked}
                  onAcknowledge={(flag, memberName) => { setDone(null); setAcknowledging({ responseId: entry.responseId, flag, memberName }); }} />
              ))}
            </ol>
          </section>
        ))}
        {queue.data.length >= count ? (
          <button type="button" className="button secondary" onClick={() => setCount((n) => n + TRIAGE_PAGE_SIZE)}>Show more</button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="triage-title" className="triage-queue">
      <h2 id="triage-title" ref={heading} tabIndex={-1}>Flags to review</h2>
      <p className="muted triage-small" role="status">
        {queue.status === 'ready' && queue.data.length > 0 ? `${responsesText(queue.data.length)}${queue.data.length >= count ? ' or more' : ''} with open flags. ` : ''}
        {done}
      </p>
      {queue.status === 'ready' && linked !== null && !linkedOpen ? (
        <p className="notice">
          The response from your alert email has no open flags in this list: someone may have acknowledged them already (see the member’s record){queue.data.length >= count ? ', or it is further down: choose Show more' : ''}.
        </p>
      ) : null}
      {body}
      {acknowledging ? (
        <AcknowledgeDialog responseId={acknowledging.responseId} flag={acknowledging.flag} memberName={acknowledging.memberName}
          onCancel={() => setAcknowledging(null)} onDone={finish} />
      ) : null}
    </section>
  );
}
