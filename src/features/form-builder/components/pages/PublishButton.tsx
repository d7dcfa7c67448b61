import { SCORING_VERSION_REQUIRED, STALE_REVISION, type ScoringVersionDetails, type StaleRevisionDetails } from '@model';
import { useId, useState, type ReactNode } from 'react';
import { DataError } from '../../api/forms-api';
import { usePublishForm } from '../../api/publish-form';
import type { AutosaveState } from '../../../../lib';

export interface PublishButtonProps {
  formId: string;
  /** false while the problems panel lists anything */
  publishable: boolean;
  problemCount: number;
  saveState: AutosaveState;
  /** save what is unsaved; the saved revision, or null when it could not be saved */
  flush(): Promise<number | null>;
  /**
   * The confirmation to show first (a form with a current version: what the publish will do);
   * absent: Publish publishes at once (a first publish).
   */
  review?(dialog: { onCancel(): void; onConfirm(): void }): ReactNode;
  /** after a publish the server accepted (changed: a new version was made) */
  onPublished?(answer: { version: number; changed: boolean; revision: number }): void;
}

/** Pure: why Publish cannot be used now, or null. */
export function publishBlocker({ publishable, problemCount, saveState }: Pick<PublishButtonProps, 'publishable' | 'problemCount' | 'saveState'>): string | null {
  if (saveState.status === 'conflict') return 'Choose between your version and the one saved elsewhere first.';
  if (saveState.status === 'error') return 'Your latest changes are not saved: retry saving first.';
  if (!publishable) {
    // no problem listed yet but not publishable: the deep checks have not caught up with the last edit
    return problemCount > 0
      ? `Fix the ${problemCount === 1 ? 'problem' : `${problemCount} problems`} listed under Problems first.`
      : 'Checking the form for problems…';
  }
  return null;
}

/** Pure: a publish failure in words an administrator can act on. */
export function publishErrorText(error: unknown): string {
  if (error instanceof DataError) {
    const details = error.details as { reason?: unknown; savedRevision?: StaleRevisionDetails['savedRevision']; proposed?: ScoringVersionDetails['proposed'] } | undefined;
    if (details?.reason === SCORING_VERSION_REQUIRED && typeof details.proposed === 'string') {
      return `Nothing was published: the scoring changed, so it needs a new scoring version. Publish again and choose “Use scoring version ${details.proposed}”.`;
    }
    if (details?.reason === STALE_REVISION) {
      return `Nothing was published: a newer draft was saved elsewhere${details.savedRevision ? ` (revision ${details.savedRevision})` : ''} while you were publishing. Check the changes, then publish again.`;
    }
    return error.message;
  }
  return 'The form could not be published. Check your connection and try again.';
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * Publish: saves first when something is unsaved, then publishes that saved revision through
 * the server, and says which version members now get.
 */
export function PublishButton({ formId, publishable, problemCount, saveState, flush, review, onPublished }: PublishButtonProps) {
  const reasonId = useId();
  const publish = usePublishForm();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const blocker = publishBlocker({ publishable, problemCount, saveState });
  const busy = saving || publish.isPending;

  const onPublish = async () => {
    if (blocker || busy) return;
    setReviewing(false);
    setOutcome(null);
    setSaving(true);
    const revision = await flush().finally(() => setSaving(false));
    if (revision === null) {
      setOutcome({ ok: false, text: 'Your changes could not be saved, so nothing was published. Save them, then publish again.' });
      return;
    }
    try {
      const answer = await publish.mutateAsync({ formId, revision });
      setOutcome({ ok: true, text: answer.changed ? `Published version ${answer.version}` : `No changes since version ${answer.version}` });
      onPublished?.({ version: answer.version, changed: answer.changed, revision });
    } catch (error) {
      setOutcome({ ok: false, text: publishErrorText(error) });
    }
  };

  return (
    <div className="fb-publish">
      <button
        type="button"
        className="button"
        aria-disabled={blocker || busy ? true : undefined}
        aria-describedby={blocker ? reasonId : undefined}
        aria-busy={busy || undefined}
        aria-haspopup={review ? 'dialog' : undefined}
        onClick={() => {
          if (blocker || busy) return;
          if (review) setReviewing(true);
          else void onPublish();
        }}
      >
        Publish
      </button>
      {reviewing && review && !blocker ? review({ onCancel: () => setReviewing(false), onConfirm: () => void onPublish() }) : null}
      {/* One slot of fixed size (pages.css) for the note beside Publish: "Checking the form for
          problems…" comes and goes after every edit, and must not re-wrap the toolbar (the canvas
          would jump under the pointer). The outcome's status region is always rendered, empty
          until there is news, and never display:none: screen readers announce only changes to
          a live region already in the accessibility tree. */}
      <span className="fb-publish-note">
        {blocker ? <span id={reasonId} className="fb-publish-reason">{blocker}</span> : null}
        <span role="status" className="fb-publish-outcome">
          {busy ? (saving ? 'Saving before publishing…' : 'Publishing…') : outcome?.ok ? outcome.text : null}
        </span>
      </span>
      {/* always there, empty until a failure: a live region added with its text may go unread */}
      <span role="alert" className="fb-publish-error">
        {outcome && !outcome.ok ? outcome.text : null}
      </span>
    </div>
  );
}
