import type { Edit, FormDefinition } from '@engine';
import type { DeclaredChanges } from '@model';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useOpenDrafts } from '../../api/get-open-drafts';
import { useVersionHistory } from '../../api/get-version-history';
import { useBuilder } from '../../store';
import { Dialog } from '../../../../ui';
import { impactOfPublish, impactSentences, reviewPublish, type PublishReview } from './publish-review';

export interface PublishDialogProps {
  formId: string;
  /** the current published version (numbered as stored) */
  published: FormDefinition;
  /** what the builder recorded since that version, given the workspace's edit log */
  declared(log: readonly Edit[]): DeclaredChanges;
  onCancel(): void;
  onConfirm(): void;
}

/** How many open drafts the publish carries over and how many answers would not fit (counts only). */
function DraftImpactSection({ formId, review, draft }: { formId: string; review: PublishReview; draft: FormDefinition }) {
  const drafts = useOpenDrafts(formId);
  // the chain from older versions is read only when a draft is on one
  const needsHistory = drafts.data?.some((d) => d.version < review.version - 1) ?? false;
  const history = useVersionHistory(formId, needsHistory);
  const headingId = useId();
  const failed = drafts.isError ? drafts : needsHistory && history.isError ? history : null;
  const loading = drafts.isPending || (needsHistory && history.isPending);
  const impact = useMemo(
    () => (drafts.data && (!needsHistory || history.data) ? impactOfPublish(drafts.data, history.data ?? [], review, draft) : null),
    [drafts.data, needsHistory, history.data, review, draft],
  );
  return (
    <section aria-labelledby={headingId} className="fb-publish-impact" data-testid="publish-impact">
      <h3 id={headingId}>Members’ open drafts</h3>
      {failed ? (
        <div className="alert" role="alert">
          <p>The open drafts could not be counted. {failed.error?.message} You can still publish: drafts are carried over when members open them.</p>
          <button type="button" className="button secondary small" onClick={() => void failed.refetch()}>
            Count again
          </button>
        </div>
      ) : loading || !impact ? (
        <p className="muted" role="status">
          Counting members’ open drafts…
        </p>
      ) : (
        <ul className="fb-publish-impact-lines">
          {impactSentences(impact, review.version).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Publish version N": what the publish changes since the current version (in the product's
 * words), what it does to the members' open drafts, and the scoring-version rule with a one-click
 * fix (an edit like any other, so Undo takes it back). Confirming publishes; Cancel or Escape
 * closes and gives focus back to Publish.
 */
export function PublishDialog({ formId, published, declared, onCancel, onConfirm }: PublishDialogProps) {
  const draft = useBuilder((s) => s.definition);
  const log = useBuilder((s) => s.history.log);
  const apply = useBuilder((s) => s.apply);
  const changes = useMemo(() => declared(log), [declared, log]);
  const review = useMemo(() => reviewPublish(published, draft, changes), [published, draft, changes]);
  const changesId = useId();
  const blockId = useId();
  const blocked = review.scoring !== null || review.issues.length > 0;
  const title = `Publish version ${review.version}`;
  // once the scoring version is set, its button goes: focus moves on to the confirm button
  const confirm = useRef<HTMLButtonElement>(null);
  const wasBlocked = useRef(blocked);
  useEffect(() => {
    if (wasBlocked.current && !blocked) confirm.current?.focus();
    wasBlocked.current = blocked;
  }, [blocked]);

  return (
    <Dialog title={title} onCancel={onCancel}>
      <p>Members get version {review.version} from now on. Responses already submitted stay on the version they were given on.</p>
      <section aria-labelledby={changesId} className="fb-publish-changes" data-testid="publish-changes">
        <h3 id={changesId}>What changes since version {published.version}</h3>
        {review.groups.length === 0 ? (
          <p className="muted">No questions, choices, conditions or scoring changed (the form’s own text or layout may have).</p>
        ) : (
          review.groups.map((group) => (
            <div key={group.kind} className="fb-publish-group">
              <h4>{group.heading}</h4>
              <ul>
                {group.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
      <DraftImpactSection formId={formId} review={review} draft={draft} />
      {review.scoring ? (
        <div className="notice fb-publish-scoring" id={blockId} data-testid="publish-scoring">
          <p>
            The scoring changed, but its scoring version is still “{draft.scoring?.version}”. Scores made by different scoring are never compared as
            if they were the same, so this version needs a new scoring version.
          </p>
          <button
            type="button"
            className="button secondary"
            data-autofocus
            onClick={() => apply({ type: 'setScoringVersion', version: review.scoring!.proposed })}
          >
            Use scoring version {review.scoring.proposed}
          </button>
        </div>
      ) : null}
      {review.issues.length > 0 ? (
        <div className="alert" id={blockId} role="alert">
          <p>These changes cannot be carried to a new version yet:</p>
          <ul>
            {review.issues.map((issue) => (
              <li key={`${issue.path} ${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="fb-dialog-actions">
        <button
          ref={confirm}
          type="button"
          className="button"
          disabled={blocked}
          aria-describedby={blocked ? blockId : undefined}
          onClick={onConfirm}
          data-autofocus={blocked ? undefined : true}
          data-testid="publish-confirm"
        >
          {title}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
