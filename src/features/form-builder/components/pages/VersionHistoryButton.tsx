import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listFormVersions } from '../../api/forms-api';
import { formKeys } from '../../api/query-keys';
import { downloadJson } from '../download';
import { versionHistoryFile, versionHistoryFileName, versionHistoryText } from './version-history';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

/** "Download version history": every published version with its migration, as one JSON file to commit. */
export function VersionHistoryButton({ formId }: { formId: string }) {
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const download = async () => {
    if (state.kind === 'loading') return;
    setState({ kind: 'loading' });
    try {
      const versions = await client.fetchQuery({ queryKey: formKeys.versions(formId), queryFn: () => listFormVersions(formId), staleTime: 0 });
      const file = versionHistoryFile(formId, versions);
      if (!file) {
        setState({ kind: 'error', text: 'This form has no published version yet: publish it first.' });
        return;
      }
      downloadJson(versionHistoryFileName(formId), versionHistoryText(file));
      setState({ kind: 'done', text: `Downloaded ${versionHistoryFileName(formId)} (${file.versions.length} ${file.versions.length === 1 ? 'version' : 'versions'}).` });
    } catch (error) {
      setState({ kind: 'error', text: `The version history could not be read. ${error instanceof Error ? error.message : ''} Try again.`.replace(/\s+/g, ' ') });
    }
  };
  return (
    <span className="fb-history">
      <button type="button" className="button secondary" onClick={() => void download()} aria-busy={state.kind === 'loading' || undefined} data-testid="download-history">
        {state.kind === 'loading' ? 'Reading the versions…' : 'Download version history'}
      </button>
      <span role="status" className="fb-history-status">
        {state.kind === 'done' ? state.text : null}
      </span>
      <span role="alert" className="fb-history-error">
        {state.kind === 'error' ? state.text : null}
      </span>
    </span>
  );
}
