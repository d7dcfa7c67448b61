import { autosaveStatusText, type AutosaveState } from '../../../../lib';
import { exactTime } from './format';

/** The builder's save state ("Saved" / "Saving…" / "Not saved" with Retry), announced politely. */
export function SaveStatus({ state, onRetry }: { state: AutosaveState; onRetry(): void }) {
  const tone = state.status === 'error' || state.status === 'conflict' ? 'fb-save-bad' : state.status === 'saved' ? 'fb-save-good' : '';
  return (
    <div className={`fb-save ${tone}`}>
      <span role="status" aria-label="Save status" aria-live="polite" title={state.savedAt ? `Last saved ${exactTime(state.savedAt)}` : undefined}>
        {autosaveStatusText(state)}
      </span>
      {state.status === 'error' ? (
        <>
          <button type="button" className="button secondary fb-small" onClick={onRetry}>Retry</button>
          {state.error ? <span className="fb-save-reason">{state.error}</span> : null}
        </>
      ) : null}
    </div>
  );
}
