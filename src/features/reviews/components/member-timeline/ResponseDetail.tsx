import { useContext, useMemo } from 'react';
import { ResponseView } from '../../../../form-renderer';
import { useResponseNotes } from '../../api/member-notes';
import { useEarlierVersions, useFormVersion, useResponseFlags } from '../../api/member-response';
import type { ReviewedResponse } from '../../reviewed-response';
import { ResponseAccessLog } from './access-log';
import { NoteForm } from './NoteForm';
import { NoteList } from './NoteList';
import { ResponseFlags } from './ResponseFlags';
import { ResponseScores } from './ResponseScores';

/** Which version the answers were given on, in words (a carried response names both). */
export function versionWords(response: Pick<ReviewedResponse, 'formVersion' | 'migratedFrom'>): string {
  return response.migratedFrom
    ? `Answered on version ${response.migratedFrom}, carried to version ${response.formVersion}`
    : `Answered on version ${response.formVersion}`;
}

function Answers({ response }: { response: ReviewedResponse }) {
  const version = useFormVersion(response.formId, response.formVersion);
  const flags = useResponseFlags(response.id);
  const earlierVersions = useEarlierVersions(response);
  const flaggedFields = useMemo(() => flags.data?.flatMap((flag) => flag.fields), [flags.data]);
  if (version.isPending) return <p className="muted" role="status">Loading the questions of version {response.formVersion}…</p>;
  if (version.isError) {
    return (
      <div className="alert" role="alert">
        <p>The questions of version {response.formVersion} could not be loaded, so the answers cannot be shown. {version.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void version.refetch()}>Try again</button>
      </div>
    );
  }
  return (
    <ResponseView
      definition={version.data.definition}
      data={response.data}
      flaggedFields={flaggedFields}
      migratedFrom={response.migratedFrom}
      unplaced={response.unplaced}
      earlierVersions={earlierVersions}
    />
  );
}

function ResponseNotes({ responseId }: { responseId: string }) {
  const notes = useResponseNotes(responseId);
  return (
    <>
      {notes.isPending ? <p className="muted" role="status">Loading notes…</p> : null}
      {notes.isError ? (
        <div className="alert" role="alert">
          <p>The notes could not be loaded. {notes.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void notes.refetch()}>Try again</button>
        </div>
      ) : null}
      {notes.data ? <NoteList notes={notes.data} empty="No notes on this response yet." /> : null}
      <NoteForm target={{ kind: 'response', responseId }} label="Add a note on this response" />
    </>
  );
}

/**
 * One opened response: the answers read-only with the version they were given against, scores,
 * bands and rule outcomes, every flag with its acknowledgement, and the notes on it. Opening it
 * writes an access entry (kind 'response').
 */
export function ResponseDetail({ response, memberId, headingId }: { response: ReviewedResponse; memberId: string; headingId: string }) {
  const useRecordAccess = useContext(ResponseAccessLog);
  useRecordAccess({ memberId, kind: 'response', responseId: response.id });
  const version = useFormVersion(response.formId, response.formVersion);
  return (
    <div className="mr-detail" aria-labelledby={headingId}>
      <p className="muted">
        {versionWords(response)}
        {response.scoringVersion ? ` · scoring ${response.scoringVersion}` : ''}
      </p>
      <h4 className="mr-detail__heading">Scores</h4>
      <ResponseScores scores={response.scores} definition={version.data?.definition ?? null} />
      <h4 className="mr-detail__heading">Flags</h4>
      <ResponseFlags responseId={response.id} />
      <h4 className="mr-detail__heading">Answers</h4>
      <Answers response={response} />
      <h4 className="mr-detail__heading">Notes on this response</h4>
      <ResponseNotes responseId={response.id} />
    </div>
  );
}
