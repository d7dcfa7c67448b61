import { useId, useState, type FormEvent } from 'react';
import { ACKNOWLEDGEMENT_NOTE_LIMITS, parseAcknowledgeFlagRequest, type ReviewFlag } from '@model';
import { useAcknowledgeFlag } from '../../api/triage-acknowledge';
import { SeverityBadge } from './SeverityBadge';
import { Dialog } from '../../../../ui';

export interface AcknowledgeDialogProps {
  responseId: string;
  flag: ReviewFlag<Date>;
  /** whose answers raised it, for the dialog's wording */
  memberName: string;
  onCancel(): void;
  /** the flag is acknowledged (`open`: flags still open on that response) */
  onDone(open: number): void;
}

/** Asks for a short note of the action taken, then records it (callable acknowledgeFlag). */
export function AcknowledgeDialog({ responseId, flag, memberName, onCancel, onDone }: AcknowledgeDialogProps) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const acknowledge = useAcknowledgeFlag();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the server's own parser: the same words for the same mistake, before a round trip
    const parsed = parseAcknowledgeFlagRequest({ responseId, flagId: flag.id, note });
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    acknowledge.mutate(parsed.value, { onSuccess: (answer) => onDone(answer.open) });
  };

  const error = problem ?? (acknowledge.error ? `Not saved: ${acknowledge.error.message}` : null);
  return (
    <Dialog title="Acknowledge flag" onCancel={onCancel}>
      <p className="triage-dialog-flag">
        <SeverityBadge severity={flag.severity} /> {flag.message}
      </p>
      <p className="muted triage-small">From {memberName}'s answers. The flag leaves the queue and stays on the response with your note, your name and the time.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${ids}-note`}>What did you do?</label>
        <textarea
          id={`${ids}-note`}
          className="triage-note"
          value={note}
          rows={3}
          maxLength={ACKNOWLEDGEMENT_NOTE_LIMITS.max}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
        />
        <p id={`${ids}-hint`} className="muted triage-small">
          A short note of the action taken, e.g. “Phoned the member; safety plan agreed”. {note.length} of {ACKNOWLEDGEMENT_NOTE_LIMITS.max} characters.
        </p>
        {error ? <p id={`${ids}-error`} className="alert" role="alert">{error}</p> : null}
        <div className="triage-dialog-actions">
          <button type="submit" className="button" disabled={acknowledge.isPending}>
            {acknowledge.isPending ? 'Saving…' : 'Acknowledge'}
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
