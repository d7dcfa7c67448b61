import { autosaveStatusText, type AutosaveState } from '../../../../lib';
import { editTime } from './format';

/** "Saving… / Saved / Not saved" with Retry and the reason, announced politely. */
export function SaveStatusBox({ state, problems, onRetry }: { state: AutosaveState; problems: number; onRetry(): void }) {
  const tone = ['error', 'conflict', 'invalid'].includes(state.status) ? 'ca-save-bad' : state.status === 'saved' ? 'ca-save-good' : '';
  return (
    <div className={`ca-save ${tone}`}>
      <span role="status" aria-live="polite" aria-label="Save status" data-testid="course-save-status" title={state.savedAt ? `Last saved ${editTime(state.savedAt)}` : undefined}>
        {autosaveStatusText(state, problems)}
      </span>
      {state.status === 'error' ? (
        <>
          <button type="button" className="button secondary ca-button" onClick={onRetry}>Retry</button>
          {state.error ? <span className="ca-save-reason">{state.error}</span> : null}
        </>
      ) : null}
    </div>
  );
}
