import type { Edit, FormDefinition } from '@engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AutosaveStatus, Loading, Page, useLeaveWarning } from '../../../../ui';
import { DataError, loadBuilderDraft, useSignedIn } from '../../api/forms-api';
import { useBuilderStart, type BuilderStart } from '../../api/get-builder-start';
import { useSaveDraft } from '../../api/save-draft';
import { hasUnsavedChanges } from '../../../../lib';
import { afterPublish, declaredNow, restartTracker, startTracker } from '../../hooks/declared-tracker';
import { backupOffer, clearBuilderBackup, readBuilderBackup, type ReadBuilderBackup } from '../../hooks/local-backup';
import { useAutosave } from '../../hooks/use-autosave';
import { FormBuilderWorkspace } from '../FormBuilderWorkspace';
import { ConflictDialog } from './ConflictDialog';
import { downloadDefinition } from '../download';
import { NewFormPage } from './NewFormPage';
import { PublishAction, type PublishVersions } from './PublishAction';
import { RestoreBackupDialog } from './RestoreBackupDialog';
import { exactTime } from './form-admin-words';
import { VersionHistoryButton } from './VersionHistoryButton';
import { answerLimitsNotice } from './answer-limits';
import './pages.css';

/** Asked before the builder is left with changes not saved yet (a copy stays in this browser: local-backup). */
export const LEAVE_MESSAGE = 'This form has changes that are not saved yet. Leave anyway? (A copy stays in this browser.)';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The workspace with autosave, the local copy, conflicts and Publish around it. */
function BuilderSession({ start }: { start: BuilderStart }) {
  const { formId } = start;
  const uid = useSignedIn((s) => s.user?.uid ?? null);
  const saveDraft = useSaveDraft();
  // a new generation remounts the workspace on another definition (their version, a restored copy)
  const [shown, setShown] = useState({ definition: start.definition, generation: 0 });
  const [offer, setOffer] = useState<{ backup: ReadBuilderBackup; kind: 'newer' | 'stale' } | null>(() => {
    const backup = uid ? readBuilderBackup(storage(), formId, uid) : null;
    const kind = backupOffer(backup, start);
    return backup && kind ? { backup, kind } : null;
  });
  // The renames and removals of published questions made since the last publish, saved with every
  // draft (the publish's migration reads them): from the saved record and the workspace's edit log.
  const [published, setPublished] = useState<FormDefinition | null>(start.published);
  const tracker = useRef(startTracker(start.published, start.definition, start.declared));
  const lastLog = useRef<readonly Edit[]>([]);
  const declared = useCallback((log: readonly Edit[]) => declaredNow(tracker.current, log), []);
  // questions that got an answer limit as the form opened (an older draft): told once, saved by autosave
  const [limitsNote, setLimitsNote] = useState<string | null>(() => (offer ? null : answerLimitsNotice(start.definition, start.limitsAdded)));
  const autosave = useAutosave({
    formId,
    uid,
    definition: start.definition,
    revision: start.revision,
    save: (definition, baseRevision) => saveDraft.mutateAsync({ formId, definition, baseRevision, declared: declared(lastLog.current) }),
    recorded: () => declared(lastLog.current),
    loadLatest: () => loadBuilderDraft(formId),
    isConflict: (error) => error instanceof DataError && error.code === 'conflict',
    describeError: (error) => (error instanceof Error && error.message ? error.message : 'The form could not be saved.'),
  });
  useLeaveWarning(hasUnsavedChanges(autosave.state), LEAVE_MESSAGE);
  const { state } = autosave;

  // The limits added on opening are a change the server does not have yet: unsaved, so autosave
  // stores it. Not while a local copy is offered: saving now would make that copy's revision stale.
  const { restore: markUnsaved } = autosave;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (!offer && start.limitsAdded.length > 0) markUnsaved(start.definition, start.revision);
  }, [offer, start, markUnsaved]);

  // another definition shown starts a new workspace (and edit log) with the record it comes with
  const show = (definition: BuilderStart['definition'], record = declared(lastLog.current)) => {
    tracker.current = restartTracker(tracker.current, definition, record);
    lastLog.current = [];
    setShown((current) => ({ definition, generation: current.generation + 1 }));
  };
  const { onChange: autosaveChange } = autosave;
  const onChange = useCallback(
    (definition: FormDefinition, log: readonly Edit[]) => {
      lastLog.current = log;
      autosaveChange(definition);
    },
    [autosaveChange],
  );
  const onPublished = ({ version, changed, revision }: { version: number; changed: boolean; revision: number }) => {
    if (!changed) return;
    const recorded = declared(lastLog.current);
    const definition = { ...autosave.latest(), version };
    tracker.current = afterPublish(definition, lastLog.current);
    setPublished(definition);
    // the saved draft still holds the record the publish used: save it empty
    if (recorded.renamed.length + recorded.removed.length > 0) markUnsaved(autosave.latest(), revision);
  };
  const versions = useMemo<PublishVersions | null>(() => (published ? { published, declared } : null), [published, declared]);
  const restore = (backup: ReadBuilderBackup) => {
    setOffer(null);
    show(backup.definition, backup.declared);
    autosave.restore(backup.definition, backup.baseRevision);
    setLimitsNote(answerLimitsNotice(backup.definition, backup.limitsAdded));
  };
  const discard = () => {
    if (uid) clearBuilderBackup(storage(), formId, uid);
    setOffer(null);
    if (start.limitsAdded.length > 0) {
      markUnsaved(start.definition, start.revision);
      setLimitsNote(answerLimitsNotice(start.definition, start.limitsAdded));
    }
  };
  const reloadTheirs = async () => {
    const theirs = await autosave.reloadTheirs();
    if (!theirs) throw new Error('There is no saved version of this form to reload. Keep yours, or download it.');
    show(theirs.definition, theirs.declared ?? { renamed: [], removed: [] });
  };

  return (
    <Page
      title="Form builder"
      intro={
        <>
          Form id: <code>{formId}</code> · <Link to="/admin/forms">All forms</Link>
          {published ? (
            <>
              {' '}
              · <VersionHistoryButton formId={formId} />
            </>
          ) : null}
        </>
      }
    >
      {start.from === 'published' && state.status === 'idle' ? (
        <p className="notice">
          You are editing a copy of the published version {start.summary?.currentVersion}. Your first change saves a working draft; members keep
          the published version until you publish again.
        </p>
      ) : null}
      {limitsNote ? (
        <p className="notice" data-testid="answer-limits-notice">
          {limitsNote}
        </p>
      ) : null}
      <FormBuilderWorkspace
        key={shown.generation}
        definition={shown.definition}
        onChange={onChange}
        status={<AutosaveStatus state={state} onRetry={autosave.retry} className="fb-save" buttonClassName="fb-small" savedAtText={exactTime} />}
        actions={<PublishAction formId={formId} saveState={state} flush={autosave.flush} versions={versions} onPublished={onPublished} />}
      />
      {offer ? (
        <RestoreBackupDialog backup={offer.backup} kind={offer.kind} serverRevision={start.revision} onRestore={() => restore(offer.backup)} onDiscard={discard} />
      ) : null}
      {state.status === 'conflict' && state.conflict ? (
        <ConflictDialog
          conflict={state.conflict}
          myUid={uid}
          onDownloadMine={() => downloadDefinition(autosave.latest())}
          onReloadTheirs={reloadTheirs}
          onKeepMine={autosave.keepMine}
        />
      ) : null}
    </Page>
  );
}

function OpenForm({ formId }: { formId: string }) {
  const start = useBuilderStart(formId);
  if (start.isPending) {
    return <Page title="Form builder"><Loading label="Opening the form…" /></Page>;
  }
  if (start.isError) {
    const notFound = start.error instanceof DataError && start.error.code === 'not-found';
    return (
      <Page title="Form builder">
        <div className="alert" role="alert">
          <p>{notFound ? start.error.message : `The form could not be opened. ${start.error.message}`}</p>
          {notFound ? null : <button type="button" className="button secondary" onClick={() => void start.refetch()}>Try again</button>}
        </div>
        <p><Link to="/admin/forms">Back to the forms</Link> · <Link to="/admin/form-builder">Start a new form</Link></p>
      </Page>
    );
  }
  return <BuilderSession start={start.data} />;
}

/** /admin/form-builder and /admin/FormBuilder: `?id=` opens a form, none starts a new one. */
export function FormBuilderPage() {
  const [params] = useSearchParams();
  const formId = params.get('id');
  return formId ? <OpenForm key={formId} formId={formId} /> : <NewFormPage />;
}
